import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'graphql-client',
    setupFiles: ['@vitrine/test-harness/vitest-setup'],
  },
});
