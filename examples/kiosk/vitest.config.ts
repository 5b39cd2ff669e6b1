import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'kiosk',
    setupFiles: ['@vitrine/test-harness/vitest-setup'],
    // The end-to-end run starts a commerce server: give it time to boot on a shared machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
