import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'ui',
    setupFiles: ['@vitrine/test-harness/vitest-setup'],
  },
});
