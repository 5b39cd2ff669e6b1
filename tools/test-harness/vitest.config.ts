import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'test-harness',
    setupFiles: ['./src/vitest-setup.ts'],
  },
});
