/**
 * The store switcher's URL resolution (spec §2): the current page's URL in the chosen store view,
 * with the query string kept.
 */
import type { ShopClient } from '../client/create-shop-client.ts';
import { GetRouteInStore } from '../operations/content.operations.ts';
import { buildStoreUrl, stripStoreCode } from '../store/store-context.ts';
import { runQuery } from './run.ts';

/** Input of {@link resolveStoreSwitchUrl}. */
export interface StoreSwitchInput {
  /** The page's current URL (path and query). */
  currentUrl: URL;
  /** The chosen store view's code. */
  storeCode: string;
  /** Codes of every store view, to strip a leading store code from the current path. */
  storeCodes: readonly string[];
  /** True when the shop puts the store code in its URLs. */
  storeCodeInUrl: boolean;
}

/**
 * Asks the chosen store view (its `Store` header, no caching) what the current path resolves to
 * there, and builds the URL to navigate to. Home stays home; a page the other store does not
 * know, or a failed lookup, leads to that store's home page.
 */
export async function resolveStoreSwitchUrl(
  shop: ShopClient,
  input: StoreSwitchInput,
): Promise<string> {
  const path = stripStoreCode(input.currentUrl.pathname, input.storeCodes);
  const base = {
    storeCode: input.storeCode,
    storeCodeInUrl: input.storeCodeInUrl,
    search: input.currentUrl.search,
  };
  if (path === '/') return buildStoreUrl({ ...base, relativeUrl: null });
  const result = await runQuery(
    shop,
    GetRouteInStore,
    { url: path },
    { headers: { store: input.storeCode } },
  );
  const route = result.ok ? result.data.route : null;
  const relativeUrl = route ? (route.redirect_code === 0 ? path : route.relative_url) : null;
  return buildStoreUrl({ ...base, relativeUrl });
}
