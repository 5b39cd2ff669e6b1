import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'checkout-machine',
    setupFiles: ['@vitrine/test-harness/vitest-setup'],
  },
});
