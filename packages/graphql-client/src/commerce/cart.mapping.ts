/**
 * The one adjustment between the typed cart result and cart-core's `RawCart`: Magento types
 * `ProductInterface.sku` as nullable, cart-core (rightly) expects every line to have one. Mapping
 * proper stays in cart-core's `toCart` (C10).
 */
import { toCart } from '@vitrine/cart-core';
import type { Cart } from '@vitrine/cart-core';
import type { ResultOf } from '../graphql.ts';
import type { CartDetailsFields } from '../operations/cart.fragments.ts';

/** The cart as {@link CartDetailsFields} selects it. */
export type CartDetails = ResultOf<typeof CartDetailsFields>;

type WithSku = { sku: string | null };

function withSku<P extends WithSku>(product: P): P & { sku: string } {
  return { ...product, sku: product.sku ?? '' };
}

/**
 * Maps a cart result to the domain {@link Cart} (money in cents), without changing the input.
 * `summaryQuantity` is the `cart-quantity` extension's count when the backend offers it (read by
 * its own query); without it the trigger counts Magento's `total_quantity`.
 */
export function toDomainCart(raw: CartDetails, summaryQuantity: number | null = null): Cart {
  return toCart({
    ...raw,
    ...(summaryQuantity === null
      ? {}
      : { total_summary_quantity_including_config: summaryQuantity }),
    items: raw.items?.map((item) => {
      if (!item) return item;
      const product = withSku(item.product);
      return 'configured_variant' in item
        ? { ...item, product, configured_variant: withSku(item.configured_variant) }
        : { ...item, product };
    }),
  });
}
