import { defineProject } from 'vitest/config';
import { resolveToSources } from '../../vite.source-condition.ts';

export default defineProject({
  ...resolveToSources,
  test: {
    name: 'ui',
    environment: 'jsdom',
    setupFiles: ['@vitrine/test-harness/vitest-setup', './src/testing/vitest-dom-setup.ts'],
    // CSS is not processed in tests (jsdom ignores layout anyway); CSS Modules return a proxy whose
    // class names are the plain keys, so tests can assert on a variant class when they must.
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // jsdom renders of whole menus take seconds on a loaded 2-core machine (a test's first render
    // also loads the UI machines): 5 s failed there with nothing wrong.
    testTimeout: 15_000,
  },
});
