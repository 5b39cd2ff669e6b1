import { defineProject } from 'vitest/config';
import { resolveToSources } from '../../vite.source-condition.ts';

export default defineProject({
  ...resolveToSources,
  test: {
    name: 'graphql-client',
    setupFiles: ['@vitrine/test-harness/vitest-setup'],
    // One real commerce server for the integration tests (*.integration.test.ts).
    globalSetup: ['./src/testing/commerce-server.global-setup.ts'],
  },
});
