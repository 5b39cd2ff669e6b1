import type { Catalogue } from './intl.ts';
import { loadCataloguePart } from './load-catalogue.ts';
import type { ShopLocale } from './locales.ts';

/**
 * The catalogues this process has loaded. Catalogues never travel in the page's data: the server
 * loads them once, and the browser downloads its locale's (immutable, cached) chunk before it
 * hydrates, so rendering can read them synchronously on both sides.
 *
 * The production browser starts with the messages of a catalogue page's first load only; the rest
 * (cart, checkout, account, …) is merged into the same object by {@link ensureFullCatalogue}, so
 * formatters created earlier see it too (decision 009). The server, and development, load all.
 */
const loaded = new Map<ShopLocale, Catalogue>();
const complete = new Map<ShopLocale, Promise<void>>();

/** Whether this bundle starts with part of the catalogue (the production browser build). */
export const startsWithPartOfCatalogue = import.meta.env.PROD && !import.meta.env.SSR;

/** Makes a locale's catalogue available to {@link getCatalogue}. */
export async function ensureCatalogue(locale: ShopLocale): Promise<Catalogue> {
  const known = loaded.get(locale);
  if (known) return known;
  const catalogue: Catalogue = { ...(await loadCataloguePart(locale, 'first-load')) };
  loaded.set(locale, catalogue);
  if (!startsWithPartOfCatalogue) await ensureFullCatalogue(locale);
  return catalogue;
}

/** Adds the rest of a locale's catalogue to the one {@link ensureCatalogue} loaded. */
export function ensureFullCatalogue(locale: ShopLocale): Promise<void> {
  let done = complete.get(locale);
  if (!done) {
    done = (async () => {
      const catalogue = await ensureCatalogue(locale);
      Object.assign(catalogue, await loadCataloguePart(locale, 'rest'));
    })();
    // A failed fetch (offline) is tried again at the next call rather than kept.
    done.catch(() => complete.delete(locale));
    complete.set(locale, done);
  }
  return done;
}

/** A catalogue loaded by {@link ensureCatalogue}; empty (English defaults) when it was not. */
export function getCatalogue(locale: ShopLocale): Catalogue {
  return loaded.get(locale) ?? {};
}
