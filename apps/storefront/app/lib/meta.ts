import type { MetaDescriptor } from 'react-router';
import type { ImagePreload } from '@vitrine/ui';
import { PAGE_HINT_ATTRIBUTE } from './page-hint.ts';
import type { RootData } from '../root.tsx';
import { getCatalogue } from '../i18n/catalogue-store.ts';
import { sharedShopIntl } from '../i18n/intl.ts';
import type { ShopIntl } from '../i18n/intl.ts';
import { DEFAULT_LOCALE } from '../i18n/locales.ts';
import { FALLBACK_STORE_SETTINGS } from './store-settings.ts';

interface MatchLike {
  id: string;
  data?: unknown;
}

/** The root loader's data, as seen from a route's `meta`. */
export function rootDataOf(matches: readonly (MatchLike | undefined)[]): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
}

/** A formatter for `meta` functions, which run outside React (one per catalogue). */
export function metaIntl(matches: readonly (MatchLike | undefined)[]): ShopIntl {
  const locale = rootDataOf(matches)?.locale ?? DEFAULT_LOCALE;
  return sharedShopIntl(locale, getCatalogue(locale));
}

export function storeNameOf(matches: readonly (MatchLike | undefined)[]): string {
  return rootDataOf(matches)?.store.storeName ?? FALLBACK_STORE_SETTINGS.storeName;
}

/**
 * A page title with the store's name once: "Vitamines | Orsalis". A merchant's meta title often
 * names the store already: at its end ("Vitamines | Orsalis"), at its start, as a home page's
 * does ("Orsalis — compléments alimentaires"), or in a shop's name ("Orsalis Annecy"); the name
 * is then not added again (issue 20).
 */
export function withStoreName(title: string | null | undefined, storeName: string): string {
  const text = (title ?? '').trim();
  if (text === '') return storeName;
  const name = storeName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const named = new RegExp(`(?:^|[^\\p{L}\\p{N}])${name}(?:$|[^\\p{L}\\p{N}])`, 'iu');
  return named.test(text) ? text : `${text} | ${storeName}`;
}

/** Title, description, social tags and lead-image preloads of a page. */
export function pageMeta({
  title,
  description,
  canonical,
  image,
  type = 'website',
  preloads = [],
}: {
  title: string;
  description?: string | null;
  canonical?: string | null;
  image?: string | null;
  type?: 'website' | 'product' | 'article';
  /** Images the page draws first, fetched from the head (see {@link PAGE_HINT_ATTRIBUTE}). */
  preloads?: readonly ImagePreload[];
}): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title },
    { property: 'og:title', content: title },
    { property: 'og:type', content: type },
    { property: 'og:locale', content: 'fr_FR' },
  ];
  if (description) {
    tags.push({ name: 'description', content: description });
    tags.push({ property: 'og:description', content: description });
  }
  if (canonical) {
    tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
    tags.push({ property: 'og:url', content: canonical });
  }
  if (image) tags.push({ property: 'og:image', content: image });
  for (const { href, media } of preloads)
    tags.push({
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      href,
      ...(media === undefined ? {} : { media }),
      fetchPriority: 'high',
      [PAGE_HINT_ATTRIBUTE]: '',
    });
  return tags;
}
