import { defineProject } from 'vitest/config';
import { resolveToSources } from '../../vite.source-condition.ts';

export default defineProject({
  ...resolveToSources,
  test: {
    name: 'food-information',
    setupFiles: ['@vitrine/test-harness/vitest-setup'],
  },
});
