import { GetCmsBlocks, GetProductListing } from '@vitrine/graphql-client';
import type { ProductsRequest } from '@vitrine/ui';
import { getBrowserShop } from '../../lib/browser-shop.ts';
import { siteImages } from '../../lib/images.ts';
import { toProductCard } from '../../catalog-ui/product-card.model.ts';
import type { ProductCardData } from '../../catalog-ui/product-card.model.ts';
import { inAuthorOrder, productsBlockQuery } from './products-block.model.ts';

/**
 * Loads the products of a Page Builder products block the server did not load (a CMS block opened
 * in a dialog, or a server that could not reach the catalogue), in the author's order.
 */
export async function loadProducts(request: ProductsRequest): Promise<ProductCardData[]> {
  const result = await getBrowserShop()
    .graphql.query(GetProductListing, productsBlockQuery(request))
    .toPromise();
  const items = (result.data?.products?.items ?? []).flatMap((item) =>
    item ? [toProductCard(item)] : [],
  );
  return inAuthorOrder(request, items);
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
