/**
 * Where the store locator's list lives, for the links to it in the frame (header, banner, footer,
 * drawer): shown only when the backend offers the `store-locator` extension (decision 100), so a
 * stock Magento gets no link to a page it cannot serve.
 */
import { useShopExtension } from './shop-extensions.ts';

/** The store list page (the backend's ABSO_STORE_LIST URL). */
export const STORE_LIST_PATH = '/magasins';

/** The store list's path when the shop has one, else null. */
export function useStoreListPath(): string | null {
  return useShopExtension('store-locator') ? STORE_LIST_PATH : null;
}

/** A store page's path from the store locator's `relative_url`, else its URL key. */
export function storePagePath(store: {
  relative_url?: string | null;
  url_key?: string | null;
}): string {
  return `/${store.relative_url ?? `magasins/${store.url_key ?? ''}`}`.replace(/\/+/g, '/');
}
