import type { Money } from '@vitrine/commerce-primitives';
import {
  DEFAULT_WISHLIST_ID,
  GetWishlist,
  RemoveWishlistItem,
  runMutation,
  runQuery,
} from '@vitrine/graphql-client';
import type { ResultOf } from '@vitrine/graphql-client';
import { accountShop, failedRead } from './account-data.ts';
import type { Loaded } from './account-data.ts';
import type { Saved } from './information.data.ts';
import { toMoney } from '@vitrine/commerce-primitives';
import { SHOP_CURRENCY } from '../../lib/shop-currency.ts';

/** Items per page of the wishlist (spec §4: page 1 replaces, later pages append). */
export const WISHLIST_PAGE_SIZE = 12;

/** A wishlist item as the page shows it. */
export interface WishlistItemView {
  readonly id: string;
  readonly name: string;
  readonly href: string | null;
  readonly image: string | null;
  readonly price: Money;
  readonly regularPrice: Money;
  readonly inStock: boolean;
  readonly options: readonly { label: string; value: string }[];
  /** What adding it to the cart sends; null when options must be chosen on the product page. */
  readonly cartItem: {
    sku: string;
    parentSku: string | null;
    selectedOptions: string[];
  } | null;
}

/** One page of the wishlist. */
export interface WishlistPage {
  /** The list's id, or Magento's `"0"` (the customer's default list) before it has one. */
  readonly wishlistId: string;
  readonly itemsCount: number;
  readonly items: readonly WishlistItemView[];
  readonly currentPage: number;
  readonly totalPages: number;
}

type RawItem = NonNullable<
  NonNullable<
    NonNullable<
      NonNullable<ResultOf<typeof GetWishlist>['customer']>['wishlists'][number]
    >['items_v2']
  >['items'][number]
>;

function toItem(raw: RawItem): WishlistItemView {
  const product = raw.product;
  const configurable = raw.__typename === 'ConfigurableWishlistItem' ? raw : null;
  const options = (configurable?.configurable_options ?? []).filter((option) => option !== null);
  const variant = configurable?.configured_variant ?? null;
  const inStock = (variant?.stock_status ?? product?.stock_status) === 'IN_STOCK';
  const price = product?.price_range.minimum_price;
  let cartItem: WishlistItemView['cartItem'] = null;
  if (product?.sku && !configurable) {
    cartItem = { sku: product.sku, parentSku: null, selectedOptions: [] };
  } else if (product?.sku && variant?.sku && options.length > 0) {
    cartItem = {
      sku: variant.sku,
      parentSku: product.sku,
      selectedOptions: options.map((option) => option.configurable_product_option_value_uid),
    };
  }
  return {
    id: raw.id,
    name: product?.name ?? '',
    href: product?.url_key ? `/${product.url_key}${product.url_suffix ?? '.html'}` : null,
    image: product?.small_image?.url ?? null,
    price: toMoney(price?.final_price, SHOP_CURRENCY),
    regularPrice: toMoney(price?.regular_price, SHOP_CURRENCY),
    inStock,
    options: options.map((option) => ({ label: option.option_label, value: option.value_label })),
    cartItem,
  };
}

/** Reads one page of the customer's wishlist (Magento Open Source has one per customer). */
export async function loadWishlist(currentPage = 1): Promise<Loaded<WishlistPage>> {
  const result = await runQuery(accountShop(), GetWishlist, {
    currentPage,
    pageSize: WISHLIST_PAGE_SIZE,
  });
  if (!result.ok) return failedRead(result.error);
  const wishlist = result.data.customer?.wishlists[0] ?? null;
  const page = wishlist?.items_v2;
  return {
    ok: true,
    data: {
      wishlistId: wishlist?.id ?? DEFAULT_WISHLIST_ID,
      itemsCount: wishlist?.items_count ?? 0,
      items: (page?.items ?? []).filter((item) => item !== null).map(toItem),
      currentPage: page?.page_info?.current_page ?? currentPage,
      totalPages: page?.page_info?.total_pages ?? 1,
    },
  };
}

/** Removes one item from the wishlist. */
export async function removeWishlistItem(wishlistId: string, itemId: string): Promise<Saved> {
  const result = await runMutation(accountShop(), RemoveWishlistItem, { wishlistId, itemId });
  if (!result.ok) return { ok: false, error: result.error };
  const problems = result.data.removeProductsFromWishlist?.user_errors ?? [];
  const messages = problems.filter((problem) => problem !== null).map((p) => p.message);
  return messages.length > 0 ? { ok: false, error: { code: 'user', messages } } : { ok: true };
}
