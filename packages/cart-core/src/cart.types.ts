import type { Money } from '@vitrine/commerce-primitives';

/** A product image as the cart shows it. */
export interface CartImage {
  readonly url: string;
  readonly label: string;
}

/** One chosen option of a configurable line (e.g. Flavour: Lemon). */
export interface CartItemOption {
  readonly optionUid: string;
  readonly valueUid: string;
  readonly optionLabel: string;
  readonly valueLabel: string;
}

/**
 * How a line must be changed: a configurable line is removed and added again, every other
 * line gets a quantity update (spec §4).
 */
export type CartItemKind = 'simple' | 'configurable' | 'other';

/** One line of the cart. */
export interface CartItem {
  /** Magento's `uid` of the cart line; update and remove address a line by it. */
  readonly uid: string;
  /** SKU of the product added; for a configurable line, the parent SKU. */
  readonly sku: string;
  /** SKU of the chosen variant of a configurable line, else the same as `sku`. */
  readonly variantSku: string;
  readonly name: string;
  readonly urlKey: string | null;
  readonly quantity: number;
  readonly kind: CartItemKind;
  readonly options: readonly CartItemOption[];
  readonly image: CartImage | null;
  /** Unit price including tax, as a French shop displays it. */
  readonly price: Money;
  /** Line total including tax. */
  readonly rowTotal: Money;
  /** False when the server says the line cannot be bought as it stands (stock). */
  readonly isAvailable: boolean;
  /** Per-line problems reported by the server (quantity not available, …). */
  readonly errors: readonly string[];
  /** The line's subscription (the `subscriptions` extension); null for a one-time purchase. */
  readonly subscription: CartItemSubscription | null;
}

/**
 * A subscribed line (the `subscriptions` extension): delivered now, then every `frequencyDays`.
 * The line's prices already carry the discount.
 */
export interface CartItemSubscription {
  readonly frequencyDays: number;
  /** The frequencies the shopper may switch to. */
  readonly frequencies: readonly number[];
  readonly discountPercent: number;
  /** The first renewal's date if the order is placed today (`YYYY-MM-DD`, store time zone). */
  readonly nextDate: string;
}

/** A labelled amount: an applied tax or a discount. */
export interface CartAdjustment {
  readonly label: string;
  readonly amount: Money;
}

/** The totals of a cart. */
export interface CartPrices {
  readonly grandTotal: Money;
  /** The grand total minus the applied taxes; null when the answer listed no taxes. */
  readonly grandTotalExcludingTax: Money | null;
  readonly subtotalIncludingTax: Money | null;
  readonly subtotalExcludingTax: Money | null;
  readonly appliedTaxes: readonly CartAdjustment[];
  readonly discounts: readonly CartAdjustment[];
}

/** A payment method the cart can use. */
export interface CartPaymentMethod {
  readonly code: string;
  readonly title: string;
}

/** The shipping method chosen on the cart, when there is one. */
export interface CartShippingMethod {
  readonly carrierCode: string;
  readonly methodCode: string;
  readonly carrierTitle: string;
  readonly methodTitle: string;
  readonly amount: Money;
}

/** The cart details the shop works with (spec §3 Cart), mapped from Magento's JSON by `toCart`. */
export interface Cart {
  /** Masked cart id (32 characters on Magento). */
  readonly id: string;
  readonly email: string | null;
  readonly items: readonly CartItem[];
  readonly prices: CartPrices;
  readonly totalQuantity: number;
  /**
   * The cart trigger's count: the `cart-quantity` extension's
   * `total_summary_quantity_including_config` when the backend offers it, else `totalQuantity`.
   */
  readonly totalSummaryQuantityIncludingConfig: number;
  readonly appliedCoupons: readonly string[];
  readonly availablePaymentMethods: readonly CartPaymentMethod[];
  readonly selectedPaymentMethod: CartPaymentMethod | null;
  readonly selectedShippingMethod: CartShippingMethod | null;
  readonly isVirtual: boolean;
  /**
   * Whether a line is subscribed (the `subscriptions` extension): placing the order then needs a
   * signed-in customer and a card kept for the renewals. False when the backend lacks it.
   */
  readonly hasSubscription: boolean;
}

/**
 * A shipping method with its price (spec §3 Shipping estimate), as returned by
 * `estimateShippingMethods` and by the shipping address step.
 */
export interface ShippingEstimate {
  readonly carrierCode: string;
  readonly methodCode: string;
  readonly carrierTitle: string;
  readonly methodTitle: string;
  readonly amount: Money;
  readonly priceExclTax: Money;
  readonly priceInclTax: Money;
  /** False when the carrier cannot ship here; `errorMessage` says why. */
  readonly available: boolean;
  readonly errorMessage: string | null;
}

/** What to add to the cart: a simple SKU, or a configurable parent with its chosen options. */
export interface CartItemInput {
  readonly sku: string;
  readonly quantity: number;
  /** Parent SKU when `sku` is a variant SKU. */
  readonly parentSku?: string;
  /** Configurable option value uids (Magento `selected_options`). */
  readonly selectedOptions?: readonly string[];
  /** Product media, for the cached cart image (spec §9). */
  readonly media?: readonly MediaGalleryEntry[];
  /** Subscribe to the product (the `subscriptions` extension); absent for a one-time purchase. */
  readonly subscription?: { readonly frequencyDays: number };
}

/** One entry of a product's `media_gallery_entries` (spec §3 Product media). */
export interface MediaGalleryEntry {
  readonly file: string;
  readonly label?: string | null;
  readonly position?: number | null;
  readonly disabled?: boolean | null;
}
