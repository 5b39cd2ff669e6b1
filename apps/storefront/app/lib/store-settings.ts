/** The store settings the shell needs on every page, read once by the root loader. */
export interface StoreSettings {
  storeName: string;
  storeGroupName: string;
  newsletterEnabled: boolean;
  categoryUrlSuffix: string;
  productUrlSuffix: string;
  rootCategoryUid: string | null;
  copyright: string;
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
};

/** Replaces the {YYYY} placeholder of the copyright text with the current year (spec §2). */
export function renderCopyright(copyright: string, now: Date): string {
  return copyright.replaceAll('{YYYY}', String(now.getFullYear()));
}
