import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'storefront',
    setupFiles: ['@vitrine/test-harness/vitest-setup'],
  },
});
