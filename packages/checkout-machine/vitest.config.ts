import { defineProject } from 'vitest/config';
import { resolveToSources } from '../../vite.source-condition.ts';

export default defineProject({
  ...resolveToSources,
  test: {
    name: 'checkout-machine',
    setupFiles: ['@vitrine/test-harness/vitest-setup'],
  },
});
