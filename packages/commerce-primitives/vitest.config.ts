import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'commerce-primitives',
    setupFiles: ['@vitrine/test-harness/vitest-setup'],
  },
});
