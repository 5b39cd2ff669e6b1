import { defineProject } from 'vitest/config';
import { resolveToSources } from '../../vite.source-condition.ts';

export default defineProject({
  ...resolveToSources,
  test: {
    name: 'commerce-server',
    setupFiles: ['@vitrine/test-harness/vitest-setup'],
    globalSetup: ['./src/testing/global-setup.ts'],
    // Contract suites start a server and (on first run) seed a database.
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
