/**
 * The product page's subscription offer (extension `subscriptions`, issue 22): the frequencies
 * and the discount the merchant set, and the subscription price the backend computed, for the
 * product and for each variant (a configurable product's price follows the chosen variant).
 */
import { toMoney } from '@vitrine/commerce-primitives';
import type { Money } from '@vitrine/commerce-primitives';
import type { GetProductSubscriptionOffer, ResultOf } from '@vitrine/graphql-client';
import { SHOP_CURRENCY } from '../../lib/shop-currency.ts';

/** What subscribing to the product brings; the page has none when the product cannot be. */
export interface ProductSubscriptionOffer {
  /** Delivery frequencies in days, ascending. */
  frequencies: number[];
  discountPercent: number;
  /** The product's own subscription price (a configurable product's lowest). */
  price: Money;
  /** Each variant's subscription price, by variant uid. */
  variantPrices: Record<string, Money>;
}

type RawOfferProduct = NonNullable<
  NonNullable<
    NonNullable<ResultOf<typeof GetProductSubscriptionOffer>['products']>['items']
  >[number]
>;

/** The offer of the read product; null when it cannot be subscribed to or offers no frequency. */
export function toSubscriptionOffer(
  raw: RawOfferProduct | null | undefined,
): ProductSubscriptionOffer | null {
  const offer = raw?.vitrine_subscription_offer;
  if (!raw || !offer) return null;
  const frequencies = offer.frequencies
    .filter((days) => Number.isInteger(days) && days > 0)
    .sort((a, b) => a - b);
  if (frequencies.length === 0) return null;
  const variantPrices: Record<string, Money> = {};
  if ('variants' in raw)
    for (const variant of raw.variants ?? []) {
      const price = variant?.product?.vitrine_subscription_offer?.price;
      if (variant?.product && price)
        variantPrices[variant.product.uid] = toMoney(price, SHOP_CURRENCY);
    }
  return {
    frequencies,
    discountPercent: offer.discount_percent,
    price: toMoney(offer.price, SHOP_CURRENCY),
    variantPrices,
  };
}

/**
 * The subscription price of what the shopper looks at: the chosen variant's when the backend gave
 * it, else its one-time price less the discount (rounded to the cent), else the product's.
 */
export function subscriptionPriceOf(
  offer: ProductSubscriptionOffer,
  view: { uid: string; finalPrice: Money },
  productUid: string,
): Money {
  const known = offer.variantPrices[view.uid];
  if (known) return known;
  if (view.uid === productUid) return offer.price;
  return {
    amount: Math.round(view.finalPrice.amount * (1 - offer.discountPercent / 100)),
    currency: view.finalPrice.currency,
  };
}
