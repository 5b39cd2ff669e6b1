/**
 * react-router writes a stylesheet that lazy chunks also use with a trailing `#` (`shell.css#`), so
 * that Vite's preload helper, which looks for `link[href="…/shell.css"]`, adds its own copy when such
 * a chunk loads: a route's stylesheet may go when the route goes, a lazy chunk's must stay. The
 * root route's stylesheets never go, and a copy appended after the pages' stylesheet would win the
 * cascade over page rules of equal specificity (the desktop filter button showed up once the search
 * had loaded its suggestions). For those, a link the helper recognises and the browser never
 * applies (`media="not all"`) stands in for the copy.
 */
export function markRootStylesheets(document: Document, rootCss: readonly string[]): void {
  for (const href of rootCss) {
    if (!href.endsWith('#')) continue;
    const bare = href.slice(0, -1);
    if (document.querySelector(`link[rel="stylesheet"][href="${bare}"]`)) continue;
    const marker = document.createElement('link');
    marker.rel = 'stylesheet';
    marker.href = bare;
    marker.media = 'not all';
    marker.dataset.preloaded = '';
    document.head.append(marker);
  }
}

/** The root route's stylesheets, read from the manifest react-router writes into the page. */
export function rootStylesheetsOf(window: Window): readonly string[] {
  const manifest = (
    window as { __reactRouterManifest?: { routes?: Record<string, { css?: string[] }> } }
  ).__reactRouterManifest;
  return manifest?.routes?.root?.css ?? [];
}
