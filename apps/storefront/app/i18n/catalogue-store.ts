import type { Catalogue } from './intl.ts';
import { loadCataloguePart } from './load-catalogue.ts';
import type { CataloguePart } from './load-catalogue.ts';
import type { ShopLocale } from './locales.ts';

/**
 * The catalogues this process has loaded. Catalogues never travel in the page's data: the server
 * loads them once, and the browser downloads its locale's (immutable, cached) chunk before it
 * hydrates, so rendering can read them synchronously on both sides.
 *
 * The production browser starts with the messages of a catalogue page's first load only; the later
 * parts (the consent banner's, then cart, checkout, account, …) are merged into the same object by
 * {@link ensureCataloguePart}, so formatters created earlier see them too (decisions 009 and 107).
 * The server, and development, load all.
 */
const loaded = new Map<ShopLocale, Catalogue>();
const added = new Map<`${ShopLocale}.${CataloguePart}`, Promise<void>>();

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

/** Adds one later part of a locale's catalogue to the one {@link ensureCatalogue} loaded. */
export function ensureCataloguePart(
  locale: ShopLocale,
  part: Exclude<CataloguePart, 'first-load'>,
): Promise<void> {
  const key = `${locale}.${part}` as const;
  let done = added.get(key);
  if (!done) {
    done = (async () => {
      const catalogue = await ensureCatalogue(locale);
      Object.assign(catalogue, await loadCataloguePart(locale, part));
    })();
    // A failed fetch (offline) is tried again at the next call rather than kept.
    done.catch(() => added.delete(key));
    added.set(key, done);
  }
  return done;
}

/** Adds every later part of a locale's catalogue to the one {@link ensureCatalogue} loaded. */
export async function ensureFullCatalogue(locale: ShopLocale): Promise<void> {
  await Promise.all([
    ensureCataloguePart(locale, 'first-visit'),
    ensureCataloguePart(locale, 'rest'),
  ]);
}

/** A catalogue loaded by {@link ensureCatalogue}; empty (English defaults) when it was not. */
export function getCatalogue(locale: ShopLocale): Catalogue {
  return loaded.get(locale) ?? {};
}
