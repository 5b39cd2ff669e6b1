import type { Plugin } from 'vite';

/** What this plugin reads and changes of an output chunk. */
export interface StyledChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Adds to `route` chunks the stylesheets of the `lazy` chunks (and of what those import
 * statically). Returns the stylesheets added, by route chunk.
 */
export function addLazyStyles(
  chunks: readonly StyledChunk[],
  route: RegExp,
  lazy: RegExp,
): Map<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const css = new Set<string>();
  const seen = new Set<string>();
  const walk = (chunk: StyledChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const imported of chunk.imports) walk(byFile.get(imported));
  };
  for (const chunk of chunks)
    if (chunk.facadeModuleId && lazy.test(chunk.facadeModuleId)) walk(chunk);
  const added = new Map<string, string[]>();
  for (const chunk of chunks) {
    if (!chunk.facadeModuleId || !route.test(chunk.facadeModuleId) || !chunk.viteMetadata) continue;
    const missing = [...css].filter((file) => !chunk.viteMetadata!.importedCss.has(file));
    for (const file of missing) chunk.viteMetadata.importedCss.add(file);
    added.set(chunk.fileName, missing);
  }
  return added;
}

/**
 * react-router links with a route only the stylesheets of the chunks its module imports
 * statically. The URL resolver's page types are fetched on demand (decision 104), so their
 * stylesheets would be missing from the server's HTML until the scripts ran. This plugin adds them
 * to the route's chunk before Vite writes its manifest, from which react-router reads a route's
 * stylesheets: the page is styled from the first paint, as when the page types were imported
 * statically.
 */
export function lazyPageStyles(route: RegExp, lazy: RegExp): Plugin {
  return {
    name: 'vitrine-lazy-page-styles',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        const chunks = Object.values(bundle).filter(
          (output): output is typeof output & StyledChunk => output.type === 'chunk',
        );
        const added = addLazyStyles(chunks, route, lazy);
        if (added.size === 0) this.error(`No route chunk matches ${String(route)}`);
      },
    },
  };
}
