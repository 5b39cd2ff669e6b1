import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'ui',
    environment: 'jsdom',
    setupFiles: ['@vitrine/test-harness/vitest-setup', './src/testing/vitest-dom-setup.ts'],
    // CSS is not processed in tests (jsdom ignores layout anyway); CSS Modules return a proxy whose
    // class names are the plain keys, so tests can assert on a variant class when they must.
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
