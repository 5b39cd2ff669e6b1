import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { backendProxyInDevelopment } from './vite/backend-proxy-in-development.ts';
import { lazyPageStyles } from './vite/lazy-page-styles.ts';
import { precompiledCatalogues } from './vite/precompiled-catalogues.ts';
import { reachableGroup } from './vite/reachable-modules.ts';
import type { ModuleGraph } from './vite/reachable-modules.ts';
import { stripDefaultMessages } from './vite/strip-default-messages.ts';
import { resolveToSources } from '../../vite.source-condition.ts';

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
 * Fewer, larger first-load chunks (decision 004): the framework in one, and the shell in another.
 * Dozens of tiny modulepreloads and stylesheets each cost a round trip on a phone's connection and
 * delay the page's largest image.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser)[\\/]/;

/**
 * The shell is what the root route and the browser entry import statically (decision 104): the
 * header, mega menu, footer, providers and the i18n runtime, with the design-system parts and
 * package modules they use. A package's index re-exports all of it, so the walk does not go
 * through indexes: the parts the shell draws are named here instead, and what they import follows.
 * Design-system parts only some pages use (forms, quantity stepper, gallery…) go with those pages.
 */
const SHELL_ROOTS = new RegExp(
  [
    /[\\/]app[\\/](root|entry\.client)\.tsx(\?.*)?$/,
    /[\\/]packages[\\/]ui[\\/]src[\\/](badge|button|error-view|field|form-error|i18n|icon|link|mega-menu|need-help|online-indicator|page-loading-bar|text-input|toast|tokens|visually-hidden)[\\/]/,
    /[\\/]packages[\\/]ui[\\/]src[\\/](internal[\\/](deferred-subtree|use-lazy-actor|use-cover-height)|machines[\\/](drawer\.model|lazy-machines)|shimmer[\\/]shimmer|rich-content[\\/]block-registry)\.tsx?$/,
    /[\\/]packages[\\/](graphql-client[\\/]src[\\/](images[\\/]|shop\.constants)|session[\\/]src[\\/](session\.constants|signed-in-routes)|cart-core[\\/]src[\\/](cart\.constants|cart-badge)|validation[\\/]src[\\/](email\.validator|field\.validators))/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
);
const PACKAGE_INDEX = /[\\/]packages[\\/][^\\/]+[\\/]src[\\/](index|browser)\.ts$/;

/**
 * Kept with the shell though no root imports them: the `meta` helpers every route uses, so that no
 * route pulls another's chunk for them.
 */
const SHELL_EXTRAS = /[\\/]app[\\/](lib[\\/](meta|images|next-task)\.ts|features[\\/]errors[\\/])/;

/**
 * Modules the shell loads only when asked (a dropdown opened, the search bar or the drawer opened, a
 * UI machine and XState on first use — decision 007) stay apart, and so do message descriptors,
 * which other routes import too (the cart's toasts use the product's), and the modules that wait
 * for later parts of the catalogue (decisions 009, 107: in the shell, they would hold back every page).
 */
const ON_DEMAND =
  /(\.client\.tsx?|[\\/]need-help\.ts|\.messages\.ts|\.machine\.ts|[\\/]i18n[\\/](full|first-visit)-catalogue\.ts|[\\/]nav-drawer[\\/]nav-drawer\.(tsx|module\.css)|[\\/]search[\\/](search-bar\.tsx|use-autocomplete\.ts|search\.module\.css))$/;
const onDemand = (id: string) => ON_DEMAND.test(id);
const shellByReach = reachableGroup(
  'shell',
  SHELL_ROOTS,
  (id) => onDemand(id) || PACKAGE_INDEX.test(id),
);
/** The URL resolver's route, and its page types, each fetched on demand (decision 104). */
const RESOLVER_ROUTE = /[\\/]app[\\/]routes[\\/]resolve\.tsx\?/;
const RESOLVED_PAGE_TYPES =
  /[\\/]app[\\/](routes[\\/]resolve\.product-page|features[\\/](catalog[\\/]category-page|cms[\\/]cms-page|stores[\\/]store(-list)?-page))\.tsx$/;

/** The rich-content block families, each fetched on demand (decision 105). */
const BLOCK_FAMILIES =
  /[\\/]packages[\\/]ui[\\/]src[\\/]rich-content[\\/]families[\\/][^\\/]+\.ts$/;

/**
 * The style modules the page types and the rich-content block families use, in one chunk: the
 * pages' stylesheet is then one file, which `lazyPageStyles` links with the resolver's route (a
 * stylesheet per component would cost the first paint a round trip per wave of requests, decision
 * 004). A block family's styles are there from the first paint, before its code arrives (their
 * class maps were there already, when the page types imported the renderers statically).
 */
const pageStylesByReach = reachableGroup(
  'page-styles',
  new RegExp(`${RESOLVED_PAGE_TYPES.source}|${BLOCK_FAMILIES.source}`),
  onDemand,
);
const pageStylesName = (id: string, graph: ModuleGraph) =>
  /\.module\.css$/.test(id) ? pageStylesByReach(id, graph) : null;

/**
 * The small modules the static rich-content renderers, the block families and the routes'
 * `clientLoader`s (through `rich-content-preload`, which they import on navigation) share (decision
 * 105), in one chunk rather than a handful of tiny ones. Only
 * modules whose imports stay among them: a group takes its modules' imports with it, and the
 * renderers' would bring the dialog that checkout uses too.
 */
const RICH_CONTENT_CORE =
  /[\\/](packages[\\/]ui[\\/]src[\\/]rich-content[\\/](block-families|background[\\/]background-kind|held-embeds\.model|rich-content\.services|rich-content\.constants|block-styles|block-scope|content-scope)|app[\\/]features[\\/]cms[\\/]rich-content-preload)\.tsx?$/;

const shellName = (id: string, graph: ModuleGraph) =>
  SHELL_EXTRAS.test(id) && !onDemand(id) ? 'shell' : shellByReach(id, graph);

export default defineConfig({
  // The packages' sources, not their dist/: the chunk groups above name source paths (decision 111).
  ...resolveToSources,
  build: {
    // `NO_MINIFY=1 pnpm build` keeps function names, for profiles of the main thread.
    minify: process.env.NO_MINIFY ? false : undefined,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 20 },
            { name: shellName, priority: 10 },
            { name: 'rich-content-core', test: RICH_CONTENT_CORE, priority: 7 },
            { name: pageStylesName, priority: 5 },
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
    lazyPageStyles(RESOLVER_ROUTE, RESOLVED_PAGE_TYPES),
    ...(process.env.ANALYZE ? [analyzeChunks()] : []),
  ],
});
