/**
 * cart-core's own structural description of Magento's cart JSON (decision 002). graphql-client's
 * typed results fit these shapes structurally, so cart-core never imports a GraphQL document.
 * Everything Magento may send as `null` is allowed to be `null` or absent here.
 */

import type { RawMoney } from '@vitrine/commerce-primitives';

/** Magento `ProductImage`. */
export interface RawImage {
  readonly url?: string | null;
  readonly label?: string | null;
}

/** The product fields of a cart line. */
export interface RawCartProduct {
  readonly __typename?: string;
  readonly sku: string;
  readonly name?: string | null;
  readonly url_key?: string | null;
  readonly thumbnail?: RawImage | null;
  readonly small_image?: RawImage | null;
}

/** `ConfigurableCartItem.configurable_options[]`. */
export interface RawConfigurableOption {
  readonly configurable_product_option_uid?: string | null;
  readonly configurable_product_option_value_uid?: string | null;
  readonly option_label?: string | null;
  readonly value_label?: string | null;
}

/** `CartItemPrices`. */
export interface RawCartItemPrices {
  readonly price?: RawMoney | null;
  readonly price_including_tax?: RawMoney | null;
  readonly row_total?: RawMoney | null;
  readonly row_total_including_tax?: RawMoney | null;
}

/** `CartItemInterface` (simple or configurable). */
export interface RawCartItem {
  readonly __typename?: string;
  readonly uid: string;
  readonly quantity: number;
  readonly product: RawCartProduct;
  readonly prices?: RawCartItemPrices | null;
  readonly configurable_options?: ReadonlyArray<RawConfigurableOption | null> | null;
  readonly configured_variant?: RawCartProduct | null;
  readonly is_available?: boolean | null;
  readonly errors?: ReadonlyArray<{ readonly message?: string | null } | null> | null;
  /** The `subscriptions` extension's field, present only when the caller read it. */
  readonly vitrine_subscription?: RawCartItemSubscription | null;
}

/** `VitrineCartItemSubscription` (extension `subscriptions`). */
export interface RawCartItemSubscription {
  readonly frequency_days: number;
  readonly frequencies?: ReadonlyArray<number | null> | null;
  readonly discount_percent?: number | null;
  readonly next_date?: string | null;
}

/** `CartPrices`. */
export interface RawCartPrices {
  readonly grand_total?: RawMoney | null;
  readonly subtotal_including_tax?: RawMoney | null;
  readonly subtotal_excluding_tax?: RawMoney | null;
  readonly applied_taxes?: ReadonlyArray<{
    readonly label?: string | null;
    readonly amount?: RawMoney | null;
  } | null> | null;
  readonly discounts?: ReadonlyArray<{
    readonly label?: string | null;
    readonly amount?: RawMoney | null;
  } | null> | null;
}

/** `AvailableShippingMethod` / `SelectedShippingMethod`. */
export interface RawShippingMethod {
  readonly carrier_code: string;
  readonly method_code?: string | null;
  readonly carrier_title?: string | null;
  readonly method_title?: string | null;
  readonly amount?: RawMoney | null;
  readonly price_excl_tax?: RawMoney | null;
  readonly price_incl_tax?: RawMoney | null;
  readonly available?: boolean | null;
  readonly error_message?: string | null;
}

/** The part of `ShippingCartAddress` the cart reads. */
export interface RawShippingAddress {
  readonly selected_shipping_method?: RawShippingMethod | null;
  readonly available_shipping_methods?: ReadonlyArray<RawShippingMethod | null> | null;
}

/**
 * Magento `Cart` (Open Source 2.4.7). Either `items` (deprecated) or `itemsV2` may carry the
 * lines.
 */
export interface RawCart {
  readonly id: string;
  readonly email?: string | null;
  readonly is_virtual?: boolean | null;
  readonly total_quantity?: number | null;
  /**
   * The cart trigger's count of the `cart-quantity` extension (PWA Studio's field), present only
   * when the backend offers it and the caller read it; `total_quantity` counts otherwise.
   */
  readonly total_summary_quantity_including_config?: number | null;
  readonly items?: ReadonlyArray<RawCartItem | null> | null;
  readonly itemsV2?: { readonly items?: ReadonlyArray<RawCartItem | null> | null } | null;
  readonly prices?: RawCartPrices | null;
  readonly applied_coupons?: ReadonlyArray<{ readonly code?: string | null } | null> | null;
  readonly available_payment_methods?: ReadonlyArray<{
    readonly code: string;
    readonly title?: string | null;
  } | null> | null;
  readonly selected_payment_method?: {
    readonly code?: string | null;
    readonly title?: string | null;
  } | null;
  readonly shipping_addresses?: ReadonlyArray<RawShippingAddress | null> | null;
  /** The `subscriptions` extension's field, present only when the caller read it. */
  readonly vitrine_has_subscription?: boolean | null;
}
