import type { ProductsRequest } from '@vitrine/ui';
import { urlKeyOfPath } from '../../lib/url-key.ts';
import type { ProductCardData } from '../../catalog-ui/product-card.model.ts';

/**
 * The product listing variables of a products block: by URL key when the block lists links (what
 * Page Builder stores), else by SKU; as many items as the block asks for.
 */
export function productsBlockQuery(request: ProductsRequest) {
  const keys = request.pathNames.map((path) => urlKeyOfPath(path)).filter(Boolean);
  const filter = keys.length > 0 ? { url_key: { in: keys } } : { sku: { in: [...request.skus] } };
  const wanted = keys.length > 0 ? keys : [...request.skus];
  return { filter, pageSize: Math.max(1, wanted.length) };
}

/** The loaded products in the author's order (the backend answers in its own). */
export function inAuthorOrder(
  request: ProductsRequest,
  products: readonly ProductCardData[],
): ProductCardData[] {
  const keys = request.pathNames.map((path) => urlKeyOfPath(path)).filter(Boolean);
  const wanted = keys.length > 0 ? keys : [...request.skus];
  const order = (product: ProductCardData) =>
    wanted.indexOf(keys.length > 0 ? urlKeyOfPath(product.href) : product.sku);
  return [...products].sort((a, b) => order(a) - order(b));
}
