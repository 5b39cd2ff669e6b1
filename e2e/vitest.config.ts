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
    // A page that renders in the browser (the cart, the summary) may take a few seconds on a busy
    // 2-core machine: a poll waits for what a shopper would wait for, not Vitest's 1 s default.
    expect: { poll: { timeout: 10_000 } },
  },
});
