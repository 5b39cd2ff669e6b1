import { useAddToCart } from '../cart-ui/use-add-to-cart.ts';
import { ProductPage } from '../features/product/product-page.tsx';
import type { ProductPageData } from '../features/product/product.model.ts';

/** The product page as the URL resolver draws it, adding to the shop's cart. */
export function ProductRoutePage({ page }: { page: ProductPageData }) {
  const addToCart = useAddToCart();
  return <ProductPage key={page.uid} product={page} onAddToCart={addToCart} />;
}
