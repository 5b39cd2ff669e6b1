import { storeYear } from './format-date.ts';

/** The store settings the shell needs on every page, read once by the root loader. */
export interface StoreSettings {
  storeName: string;
  storeGroupName: string;
  newsletterEnabled: boolean;
  categoryUrlSuffix: string;
  productUrlSuffix: string;
  rootCategoryUid: string | null;
  /** The store's copyright line, its {YYYY} already the year in Paris when the page was served. */
  copyright: string;
  /** Magento's wish list switch: the hearts and the header's count show only when it is on. */
  wishlistEnabled: boolean;
}

/** What the shell shows when the backend cannot be reached: the page still renders. */
export const FALLBACK_STORE_SETTINGS: StoreSettings = {
  storeName: 'Orsalis',
  storeGroupName: 'Maison Orsalis',
  newsletterEnabled: false,
  categoryUrlSuffix: '.html',
  productUrlSuffix: '.html',
  rootCategoryUid: null,
  copyright: '',
  wishlistEnabled: false,
};

/** Reads Magento's `magento_wishlist_general_is_enabled` ("1" when on; absent means off). */
export function isWishlistEnabled(flag: string | null | undefined): boolean {
  return flag === '1' || flag === 'true';
}

/**
 * Replaces the {YYYY} placeholder of the copyright text with the current year in the store's
 * zone (spec §2). The root loader does it once, so the page and its hydration write one year
 * whatever the zones of the server and of the browser.
 */
export function renderCopyright(copyright: string, now: Date): string {
  return copyright.replaceAll('{YYYY}', storeYear(now));
}
