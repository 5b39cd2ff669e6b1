import { useAddToCart } from '../cart/use-add-to-cart.ts';
import { ProductPage } from './product-page.tsx';
import type { ProductPageData } from './product.model.ts';

/** The product page as the URL resolver draws it, adding to the shop's cart. */
export function ProductRoutePage({ page }: { page: ProductPageData }) {
  const addToCart = useAddToCart();
  return <ProductPage key={page.uid} product={page} onAddToCart={addToCart} />;
}
