import { toMoney } from '@vitrine/commerce-primitives';
import type { Money, RawMoney } from '@vitrine/commerce-primitives';
import { SHOP_CURRENCY } from '../lib/shop-currency.ts';

/** What a product card shows, mapped from the ProductCardFields fragment. */
export interface ProductCardData {
  uid: string;
  sku: string;
  name: string;
  href: string;
  imageUrl: string | null;
  imageLabel: string | null;
  finalPrice: Money;
  regularPrice: Money;
  inStock: boolean;
  /** 0–5 stars. */
  rating: number;
  reviewCount: number;
  isConfigurable: boolean;
}

export interface RawProductCard {
  __typename?: string;
  uid: string;
  sku?: string | null;
  name?: string | null;
  url_key?: string | null;
  url_suffix?: string | null;
  stock_status?: string | null;
  rating_summary?: number | null;
  review_count?: number | null;
  small_image?: { url?: string | null; label?: string | null } | null;
  price_range: {
    minimum_price: { final_price: RawMoney; regular_price: RawMoney };
  };
}

export function toProductCard(raw: RawProductCard): ProductCardData {
  const price = raw.price_range.minimum_price;
  return {
    uid: raw.uid,
    sku: raw.sku ?? '',
    name: raw.name ?? '',
    href: `/${raw.url_key ?? ''}${raw.url_suffix ?? '.html'}`,
    imageUrl: raw.small_image?.url ?? null,
    imageLabel: raw.small_image?.label ?? null,
    finalPrice: toMoney(price.final_price, SHOP_CURRENCY),
    regularPrice: toMoney(price.regular_price, SHOP_CURRENCY),
    inStock: raw.stock_status !== 'OUT_OF_STOCK',
    rating: Math.round(((raw.rating_summary ?? 0) / 20) * 10) / 10,
    reviewCount: raw.review_count ?? 0,
    isConfigurable: raw.__typename === 'ConfigurableProduct',
  };
}
