/**
 * The one adjustment between the typed cart result and cart-core's `RawCart`: Magento types
 * `ProductInterface.sku` as nullable, cart-core (rightly) expects every line to have one. Mapping
 * proper stays in cart-core's `toCart` (C10).
 */
import { toCart } from '@vitrine/cart-core';
import type { Cart } from '@vitrine/cart-core';
import type { ResultOf } from '../graphql.ts';
import type { CartDetailsFields } from '../operations/cart.fragments.ts';
import type { GetCartSubscriptions } from '../operations/extensions/subscriptions.operations.ts';

/** The cart as {@link CartDetailsFields} selects it. */
export type CartDetails = ResultOf<typeof CartDetailsFields>;

/** The `subscriptions` extension's cart fields (`GetCartSubscriptions`), read beside the details. */
export type CartSubscriptions = NonNullable<ResultOf<typeof GetCartSubscriptions>['cart']>;

type WithSku = { sku: string | null };

function withSku<P extends WithSku>(product: P): P & { sku: string } {
  return { ...product, sku: product.sku ?? '' };
}

/**
 * Maps a cart result to the domain {@link Cart} (money in cents), without changing the input.
 * `summaryQuantity` is the `cart-quantity` extension's count when the backend offers it (read by
 * its own query); without it the trigger counts Magento's `total_quantity`. `subscriptions` are
 * the `subscriptions` extension's fields, matched to the lines by uid (null: not read).
 */
export function toDomainCart(
  raw: CartDetails,
  summaryQuantity: number | null = null,
  subscriptions: CartSubscriptions | null = null,
): Cart {
  const byUid = new Map(
    (subscriptions?.items ?? []).flatMap((line) =>
      line ? [[line.uid, line.vitrine_subscription ?? null] as const] : [],
    ),
  );
  return toCart({
    ...raw,
    ...(summaryQuantity === null
      ? {}
      : { total_summary_quantity_including_config: summaryQuantity }),
    ...(subscriptions ? { vitrine_has_subscription: subscriptions.vitrine_has_subscription } : {}),
    items: raw.items?.map((item) => {
      if (!item) return item;
      const product = withSku(item.product);
      const subscription = { vitrine_subscription: byUid.get(item.uid) ?? null };
      return 'configured_variant' in item
        ? {
            ...item,
            ...subscription,
            product,
            configured_variant: withSku(item.configured_variant),
          }
        : { ...item, ...subscription, product };
    }),
  });
}
