import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { precompiledCatalogues } from './vite/precompiled-catalogues.ts';
import { resolveToSources } from '../../vite.source-condition.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineProject({
  ...resolveToSources,
  // The catalogues' virtual modules resolve in tests as in the build (decision 009).
  plugins: [
    precompiledCatalogues(
      path.join(here, 'app/i18n/catalogues'),
      path.join(here, 'app'),
      path.join(here, '../../packages'),
    ),
  ],
  test: {
    name: 'storefront',
    environment: 'node',
    setupFiles: ['@vitrine/test-harness/vitest-setup'],
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'vite/**/*.test.ts',
      'service-worker/**/*.test.ts',
    ],
  },
});
