import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'validation',
    setupFiles: ['@vitrine/test-harness/vitest-setup'],
  },
});
