import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { precompiledCatalogues } from './vite/precompiled-catalogues.ts';

const cataloguesDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'app/i18n/catalogues',
);

/** `ANALYZE=1 pnpm build` prints the biggest modules of each client chunk. */
function analyzeChunks(): Plugin {
  return {
    name: 'vitrine-analyze-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const modules = Object.entries(chunk.modules)
          .map(
            ([id, info]) =>
              [
                id.replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, ''),
                info.renderedLength,
              ] as const,
          )
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8);
        console.log(`\n${chunk.fileName} (${chunk.code.length} B)`);
        for (const [id, size] of modules) console.log(`  ${String(size).padStart(8)}  ${id}`);
      }
    },
  };
}

export default defineConfig({
  plugins: [
    precompiledCatalogues(cataloguesDir),
    reactRouter(),
    ...(process.env.ANALYZE ? [analyzeChunks()] : []),
  ],
});
