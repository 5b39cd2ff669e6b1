import type { Catalogue } from './intl.ts';
import { loadCatalogue } from './load-catalogue.ts';
import type { ShopLocale } from './locales.ts';

/**
 * The catalogues this process has loaded. Catalogues never travel in the page's data: the server
 * loads them once, and the browser downloads its locale's (immutable, cached) chunk before it
 * hydrates, so rendering can read them synchronously on both sides.
 */
const loaded = new Map<ShopLocale, Catalogue>();

/** Makes a locale's catalogue available to {@link getCatalogue}. */
export async function ensureCatalogue(locale: ShopLocale): Promise<Catalogue> {
  const known = loaded.get(locale);
  if (known) return known;
  const catalogue = await loadCatalogue(locale);
  loaded.set(locale, catalogue);
  return catalogue;
}

/** A catalogue loaded by {@link ensureCatalogue}; empty (English defaults) when it was not. */
export function getCatalogue(locale: ShopLocale): Catalogue {
  return loaded.get(locale) ?? {};
}
