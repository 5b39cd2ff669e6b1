import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cart-core',
    setupFiles: ['@vitrine/test-harness/vitest-setup'],
  },
});
