import type { ProductsRequest, RichContentServices } from '@vitrine/ui';
import { productServices } from '@vitrine/ui';
import { useMemo } from 'react';
import { ProductCard } from '../../catalog-ui/product-card.tsx';
import type { ProductCardData } from '../../catalog-ui/product-card.model.ts';

// The GraphQL work lives in a chunk of its own, loaded when a block first asks for it.
const loadProducts = (request: ProductsRequest) =>
  import('./rich-content-loaders.client.ts').then((m) => m.loadProducts(request));
const loadCmsBlock = (identifier: string) =>
  import('./rich-content-loaders.client.ts').then((m) => m.loadCmsBlock(identifier));

/** The storefront's loaders for rich content: CMS block dialogs and products blocks. */
export function useRichContentLoaders(): Pick<
  RichContentServices,
  'loadCmsBlock' | 'loadProducts' | 'renderProduct'
> {
  return useMemo(
    () => ({
      loadCmsBlock,
      ...productServices(loadProducts, (product: ProductCardData) => (
        <ProductCard product={product} headingLevel={3} />
      )),
    }),
    [],
  );
}
