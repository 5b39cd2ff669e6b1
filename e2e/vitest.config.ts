import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.journey.ts'],
    globalSetup: ['./src/global-setup.ts'],
    setupFiles: ['@vitrine/test-harness/vitest-setup'],
    // One shop, one browser: journeys run one file at a time.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
