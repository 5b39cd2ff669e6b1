import { defineProject } from 'vitest/config';
import { resolveToSources } from '../../vite.source-condition.ts';

export default defineProject({
  ...resolveToSources,
  test: {
    name: 'session',
    setupFiles: ['@vitrine/test-harness/vitest-setup'],
  },
});
