import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'rich-content',
    setupFiles: ['@vitrine/test-harness/vitest-setup'],
  },
});
