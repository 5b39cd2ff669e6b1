import { GetAutocompleteResults } from '@vitrine/graphql-client';
import { getBrowserShop } from '../../lib/browser-shop.ts';
import { toProductCard } from '../../catalog-ui/product-card.model.ts';
import type { ProductCardData } from '../../catalog-ui/product-card.model.ts';

/** Product suggestions for a search term (loaded when the shopper first types). */
export async function fetchSuggestions(
  term: string,
): Promise<{ items: ProductCardData[]; total: number }> {
  const result = await getBrowserShop()
    .graphql.query(GetAutocompleteResults, { search: term })
    .toPromise();
  const products = result.data?.products;
  return {
    items: (products?.items ?? []).flatMap((item) => (item ? [toProductCard(item)] : [])),
    total: products?.total_count ?? 0,
  };
}
