import { GetCmsBlocks, GetProductListing } from '@vitrine/graphql-client';
import type { ProductsRequest } from '@vitrine/ui';
import { getBrowserShop } from '../../lib/browser-shop.ts';
import { siteImages } from '../../lib/images.ts';
import { toProductCard } from '../catalog/product-card.model.ts';
import type { ProductCardData } from '../catalog/product-card.model.ts';

/** The URL key of a product path: `/omega-3-marin.html` → `omega-3-marin`. */
export function urlKeyOfPath(path: string): string {
  return (
    path
      .replace(/^\/+/, '')
      .replace(/\.html$/, '')
      .split('/')
      .pop() ?? ''
  );
}

/** Loads the products of a Page Builder products block, in the author's order. */
export async function loadProducts(request: ProductsRequest): Promise<ProductCardData[]> {
  const keys = request.pathNames.map(urlKeyOfPath).filter(Boolean);
  const filter = keys.length > 0 ? { url_key: { in: keys } } : { sku: { in: [...request.skus] } };
  const wanted = keys.length > 0 ? keys : [...request.skus];
  const result = await getBrowserShop()
    .graphql.query(GetProductListing, { filter, pageSize: Math.max(1, wanted.length) })
    .toPromise();
  const items = (result.data?.products?.items ?? []).flatMap((item) =>
    item ? [toProductCard(item)] : [],
  );
  const order = (product: ProductCardData) =>
    wanted.indexOf(keys.length > 0 ? urlKeyOfPath(product.href) : product.sku);
  return items.sort((a, b) => order(a) - order(b));
}

/** Loads a CMS block for a button's dialog; parsed in the browser, on first open only. */
export async function loadCmsBlock(identifier: string) {
  const result = await getBrowserShop()
    .graphql.query(GetCmsBlocks, { identifiers: [identifier] })
    .toPromise();
  const block = result.data?.cmsBlocks?.items?.[0];
  if (!block?.content) return null;
  const { parseRichContent } = await import('@vitrine/rich-content/browser');
  return parseRichContent(block.content, {
    siteOrigin: window.location.origin,
    resolveImageUrl: (src, options) => siteImages.url(src, options),
  });
}
