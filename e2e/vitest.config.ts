import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    setupFiles: ['@vitrine/test-harness/vitest-setup'],
  },
});
