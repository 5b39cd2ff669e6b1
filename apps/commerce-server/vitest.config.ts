import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'commerce-server',
    setupFiles: ['@vitrine/test-harness/vitest-setup'],
  },
});
