import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'session',
    setupFiles: ['@vitrine/test-harness/vitest-setup'],
  },
});
