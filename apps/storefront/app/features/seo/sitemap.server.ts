import { GetMegaMenu, GetSitemapProducts, GetSitemapStores } from '@vitrine/graphql-client';
import type { ShopClient, ShopExtensions } from '@vitrine/graphql-client';
import { STORE_LIST_PATH } from '../../lib/store-locator.ts';
import { toMenuTree } from '../../lib/menu.ts';
import type { MenuCategory } from '../../lib/menu.ts';
import type { SitemapEntry } from './sitemap.ts';
import { SITEMAP_MAX_URLS } from './sitemap.ts';

/** Fixed content pages worth indexing. */
const CONTENT_PATHS = ['/', '/about-us', '/customer-service', '/contact-us'];

function categoryPaths(categories: readonly MenuCategory[]): string[] {
  return categories.flatMap((category) => [category.href, ...categoryPaths(category.children)]);
}

/** The store list and each active store's page; nothing (and no read) without a store locator. */
async function storeEntries(
  shop: ShopClient,
  origin: string,
  extensions: ShopExtensions,
): Promise<SitemapEntry[]> {
  if (!extensions.has('store-locator')) return [];
  const result = await shop.graphql.query(GetSitemapStores, {}).toPromise();
  const pages = (result.data?.absoStores?.items ?? []).flatMap((store) =>
    store?.url_key
      ? [`/${store.relative_url ?? `${STORE_LIST_PATH.slice(1)}/${store.url_key}`}`]
      : [],
  );
  return [STORE_LIST_PATH, ...pages].map((path) => ({
    loc: new URL(path.replace(/\/+/g, '/'), origin).href,
    changefreq: 'weekly',
    priority: 0.6,
  }));
}

/**
 * Every indexable URL of the shop: content pages, the store locator's pages when the backend has
 * one, categories (3 levels) and products.
 */
export async function loadSitemapEntries(
  shop: ShopClient,
  origin: string,
  extensions: ShopExtensions,
): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = CONTENT_PATHS.map((path) => ({
    loc: new URL(path, origin).href,
    changefreq: 'weekly',
    priority: path === '/' ? 1 : 0.5,
  }));
  entries.push(...(await storeEntries(shop, origin, extensions)));
  const menu = await shop.graphql.query(GetMegaMenu, {}).toPromise();
  for (const path of categoryPaths(toMenuTree(menu.data?.categoryList?.[0]?.children))) {
    entries.push({ loc: new URL(path, origin).href, changefreq: 'daily', priority: 0.8 });
  }
  for (let page = 1; entries.length < SITEMAP_MAX_URLS; page += 1) {
    const result = await shop.graphql.query(GetSitemapProducts, { currentPage: page }).toPromise();
    const products = result.data?.products;
    for (const item of products?.items ?? []) {
      if (item?.url_key) {
        entries.push({
          loc: new URL(`/${item.url_key}${item.url_suffix ?? '.html'}`, origin).href,
          changefreq: 'weekly',
          priority: 0.7,
        });
      }
    }
    if (!products || page >= (products.page_info?.total_pages ?? 1)) break;
  }
  return entries;
}
