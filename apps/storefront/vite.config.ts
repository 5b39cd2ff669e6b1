import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { backendProxyInDevelopment } from './vite/backend-proxy-in-development.ts';
import { precompiledCatalogues } from './vite/precompiled-catalogues.ts';
import { stripDefaultMessages } from './vite/strip-default-messages.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const cataloguesDir = path.join(here, 'app/i18n/catalogues');

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
          .slice(0, Number(process.env.ANALYZE_TOP ?? 8));
        console.log(`\n${chunk.fileName} (${chunk.code.length} B)`);
        for (const [id, size] of modules) console.log(`  ${String(size).padStart(8)}  ${id}`);
      }
    },
  };
}

/**
 * Fewer, larger first-load chunks (decision 004): the framework in one, and the shell — the
 * design system, the i18n runtime, the shell's features and the state-machine library every
 * page's header uses — in another. Dozens of tiny modulepreloads and stylesheets each cost a
 * round trip on a phone's connection and delay the page's largest image.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser)[\\/]/;
const SHELL =
  /([\\/]packages[\\/]ui[\\/]src[\\/](?!(rich-content|filter-sidebar|pagination|product-gallery|slider)[\\/])|[\\/]app[\\/](root\.tsx|lib[\\/](meta|images|next-task)\.ts|features[\\/](shell|errors|search[\\/](?!autocomplete)|runtime[\\/]runtime-context)|i18n[\\/])|[\\/]packages[\\/]graphql-client[\\/]src[\\/]images[\\/]|[\\/]node_modules[\\/](@formatjs|intl-messageformat|tslib)[\\/])/;

/** The catalogue's pages, all behind the URL resolver: home, CMS, category, product, store, search. */
const PAGES =
  /([\\/]app[\\/](routes[\\/](resolve|home|cms-page|search)\.tsx|features[\\/](catalog|cms|product|seo|stores|routing)[\\/])|[\\/]packages[\\/]ui[\\/]src[\\/](rich-content|filter-sidebar|pagination|product-gallery|slider)[\\/])/;

/**
 * Modules the shell loads only when asked (a dropdown opened, the search bar or the drawer opened, a
 * UI machine and XState on first use — decision 007) stay apart, and so do message descriptors,
 * which other routes import too (the cart's toasts use the product's), and the module that waits
 * for the rest of the catalogue (decision 009: in the shell, it would hold back every page).
 */
const ON_DEMAND =
  /(\.client\.tsx?|[\\/]need-help\.ts|\.messages\.ts|\.machine\.ts|[\\/]i18n[\\/]full-catalogue\.ts|[\\/]nav-drawer[\\/]nav-drawer\.(tsx|module\.css)|[\\/]search[\\/](search-bar\.tsx|use-autocomplete\.ts|search\.module\.css))$/;
const inGroup = (pattern: RegExp) => (id: string) => pattern.test(id) && !ON_DEMAND.test(id);

export default defineConfig({
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 20 },
            { name: 'shell', test: inGroup(SHELL), priority: 10 },
            { name: 'pages', test: inGroup(PAGES), priority: 5 },
          ],
        },
      },
    },
  },
  plugins: [
    backendProxyInDevelopment(),
    precompiledCatalogues(cataloguesDir, path.join(here, 'app'), path.join(here, '../../packages')),
    stripDefaultMessages(),
    reactRouter(),
    ...(process.env.ANALYZE ? [analyzeChunks()] : []),
  ],
});
