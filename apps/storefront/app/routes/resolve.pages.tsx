import { use } from 'react';
import type { CategoryPageData } from '../features/catalog/category-page.tsx';
import type { CmsPageData } from '../features/cms/cms-page.tsx';
import type { ProductPageData } from '../features/product/product.model.ts';
import type { StoreListData, StorePageData } from '../features/stores/stores.model.ts';
import { pageModule } from '../features/routing/page-module.ts';
import type { PageModule } from '../features/routing/page-module.ts';

/**
 * The page types behind the URL resolver, each in a chunk of its own (decision 104): a category
 * page does not download the product page's code, nor the other way round. The resolver's route
 * module keeps what every type shares (its loader's server code, `meta`).
 */
export const RESOLVED_PAGES = {
  PRODUCT: pageModule<{ page: ProductPageData }>(() =>
    import('./resolve.product-page.tsx').then((m) => m.ProductRoutePage),
  ),
  CATEGORY: pageModule<{ page: CategoryPageData }>(() =>
    import('../features/catalog/category-page.tsx').then((m) => m.CategoryPage),
  ),
  CMS_PAGE: pageModule<{ page: CmsPageData & { type: 'CMS_PAGE' } }>(() =>
    import('../features/cms/cms-page.tsx').then((m) => m.CmsPage),
  ),
  STORE: pageModule<{ page: StorePageData }>(() =>
    import('../features/stores/store-page.tsx').then((m) => m.StorePage),
  ),
  STORE_LIST: pageModule<{ page: StoreListData }>(() =>
    import('../features/stores/store-list-page.tsx').then((m) => m.StoreListPage),
  ),
};

export type ResolvedPageType = keyof typeof RESOLVED_PAGES;

/** The `<meta name>` by which the page tells the browser entry which type the server drew. */
export const PAGE_TYPE_META = 'vitrine:page-type';

const isResolvedPageType = (type: string | null | undefined): type is ResolvedPageType =>
  type != null && Object.hasOwn(RESOLVED_PAGES, type);

/**
 * Fetches the component of the page type the server drew, before hydration, so that hydrating it
 * neither waits for its chunk nor draws anything else in the meantime. Never rejects: should every
 * attempt fail, the page hydrates and suspends on that type until it arrives.
 */
export async function preloadServedPage(document: Document): Promise<void> {
  const type = document.querySelector(`meta[name="${PAGE_TYPE_META}"]`)?.getAttribute('content');
  if (!isResolvedPageType(type)) return;
  await RESOLVED_PAGES[type].load().catch(() => undefined);
}

/** Fetches a page type's component (a client-side navigation, before its page is drawn). */
export async function preloadPageType(type: string): Promise<void> {
  if (isResolvedPageType(type)) await RESOLVED_PAGES[type].load();
}

/** Draws a page type with its data; suspends only while that type's chunk is not there yet. */
export function ResolvedPageView<P extends object>({
  module,
  props,
}: {
  module: PageModule<P>;
  props: P;
}) {
  const Page = module.loaded ?? use(module.load());
  return <Page {...props} />;
}

// The server draws every type from its first request on, without suspending.
if (import.meta.env.SSR) {
  for (const module of Object.values(RESOLVED_PAGES)) void module.load();
}
