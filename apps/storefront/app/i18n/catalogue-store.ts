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
const firstLoads = new Map<ShopLocale, Promise<Catalogue>>();
const added = new Map<`${ShopLocale}.${CataloguePart}`, Promise<void>>();

/** Whether this bundle starts with part of the catalogue (the production browser build). */
export const startsWithPartOfCatalogue = import.meta.env.PROD && !import.meta.env.SSR;

/** Makes a locale's catalogue available to {@link getCatalogue}. */
export async function ensureCatalogue(locale: ShopLocale): Promise<Catalogue> {
  const catalogue = await firstLoadOf(locale);
  if (!startsWithPartOfCatalogue) await ensureFullCatalogue(locale);
  return catalogue;
}

/**
 * The catalogue object of a locale, with its first-load part: loaded once, however many callers
 * ask at the same time (the browser entry and a route module's wait for a later part start
 * together), so every later part is merged into the one object the formatters read.
 */
function firstLoadOf(locale: ShopLocale): Promise<Catalogue> {
  const known = loaded.get(locale);
  if (known) return Promise.resolve(known);
  let pending = firstLoads.get(locale);
  if (!pending) {
    pending = loadCataloguePart(locale, 'first-load').then((part) => {
      const catalogue: Catalogue = { ...part };
      loaded.set(locale, catalogue);
      return catalogue;
    });
    firstLoads.set(locale, pending);
  }
  return pending;
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
      const [catalogue, loadedPart] = await Promise.all([
        firstLoadOf(locale),
        loadCataloguePart(locale, part),
      ]);
      Object.assign(catalogue, loadedPart);
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
