import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shop',
    setupFiles: ['@vitrine/test-harness/vitest-setup'],
  },
});
