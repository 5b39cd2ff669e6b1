import type {
  Cart,
  CartAdjustment,
  CartImage,
  CartItem,
  CartItemOption,
  CartItemSubscription,
  CartShippingMethod,
  ShippingEstimate,
} from './cart.types.ts';
import type {
  RawCart,
  RawCartItem,
  RawCartItemSubscription,
  RawImage,
  RawShippingMethod,
} from './cart.raw.ts';
import { DEFAULT_CART_CURRENCY, toMoney } from '@vitrine/commerce-primitives';
import type { Money, RawMoney } from '@vitrine/commerce-primitives';

function present<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined;
}

function toOptionalMoney(raw: RawMoney | null | undefined, currency: string): Money | null {
  return raw?.value === null || raw?.value === undefined ? null : toMoney(raw, currency);
}

function toImage(raw: RawImage | null | undefined): CartImage | null {
  return raw?.url ? { url: raw.url, label: raw.label ?? '' } : null;
}

function toOptions(raw: RawCartItem): CartItemOption[] {
  return (raw.configurable_options ?? []).filter(present).map((option) => ({
    optionUid: option.configurable_product_option_uid ?? '',
    valueUid: option.configurable_product_option_value_uid ?? '',
    optionLabel: option.option_label ?? '',
    valueLabel: option.value_label ?? '',
  }));
}

function toSubscription(
  raw: RawCartItemSubscription | null | undefined,
): CartItemSubscription | null {
  if (!raw) return null;
  return {
    frequencyDays: raw.frequency_days,
    frequencies: (raw.frequencies ?? []).filter(present),
    discountPercent: raw.discount_percent ?? 0,
    nextDate: raw.next_date ?? '',
  };
}

/** Maps one cart line. Configurable lines show the chosen variant's image when it has one. */
export function toCartItem(raw: RawCartItem, currency: string): CartItem {
  const options = toOptions(raw);
  const isConfigurable =
    raw.__typename === 'ConfigurableCartItem' ||
    options.length > 0 ||
    present(raw.configured_variant);
  const kind = isConfigurable
    ? 'configurable'
    : raw.__typename === undefined || raw.__typename === 'SimpleCartItem'
      ? 'simple'
      : 'other';
  const prices = raw.prices;
  const price = toMoney(prices?.price_including_tax ?? prices?.price, currency);
  const rowTotal = present(prices?.row_total_including_tax ?? prices?.row_total)
    ? toMoney(prices?.row_total_including_tax ?? prices?.row_total, currency)
    : { amount: price.amount * raw.quantity, currency: price.currency };
  return {
    uid: raw.uid,
    sku: raw.product.sku,
    variantSku: raw.configured_variant?.sku ?? raw.product.sku,
    name: raw.product.name ?? raw.product.sku,
    urlKey: raw.product.url_key ?? null,
    quantity: raw.quantity,
    kind,
    options,
    image:
      toImage(raw.configured_variant?.thumbnail) ??
      toImage(raw.product.thumbnail) ??
      toImage(raw.product.small_image),
    price,
    rowTotal,
    isAvailable: raw.is_available ?? true,
    errors: (raw.errors ?? []).map((error) => error?.message).filter(present),
    subscription: toSubscription(raw.vitrine_subscription),
  };
}

function toAdjustments(
  raw:
    | ReadonlyArray<{ readonly label?: string | null; readonly amount?: RawMoney | null } | null>
    | null
    | undefined,
  currency: string,
): CartAdjustment[] {
  return (raw ?? [])
    .filter(present)
    .map((entry) => ({ label: entry.label ?? '', amount: toMoney(entry.amount, currency) }));
}

/**
 * The grand total without tax, from 2.4.7's fields: the grand total minus the applied taxes
 * (Magento 2.4.8 added `grand_total_excluding_tax`). Null when the answer has no tax list, rather
 * than a total that would silently include tax.
 */
function grandTotalExcludingTax(
  grandTotal: Money,
  taxes: readonly CartAdjustment[] | null,
): Money | null {
  if (taxes === null) return null;
  const tax = taxes.reduce((sum, entry) => sum + entry.amount.amount, 0);
  return { amount: grandTotal.amount - tax, currency: grandTotal.currency };
}

function toSelectedShippingMethod(raw: RawCart, currency: string): CartShippingMethod | null {
  const selected = raw.shipping_addresses?.find(present)?.selected_shipping_method;
  if (!selected) return null;
  return {
    carrierCode: selected.carrier_code,
    methodCode: selected.method_code ?? '',
    carrierTitle: selected.carrier_title ?? '',
    methodTitle: selected.method_title ?? '',
    amount: toMoney(selected.amount, currency),
  };
}

/**
 * Maps Magento's cart JSON to a {@link Cart} (C10). Never mutates its input. The cart's currency
 * is the grand total's; a cart without prices is the spec's empty cart in USD (spec §9).
 */
export function toCart(raw: RawCart): Cart {
  const currency = raw.prices?.grand_total?.currency ?? DEFAULT_CART_CURRENCY;
  const rawItems = raw.itemsV2?.items ?? raw.items ?? [];
  const items = rawItems.filter(present).map((item) => toCartItem(item, currency));
  const prices = raw.prices;
  const selectedPayment = raw.selected_payment_method;
  const grandTotal = toMoney(prices?.grand_total, currency);
  const appliedTaxes = toAdjustments(prices?.applied_taxes, currency);
  const totalQuantity = raw.total_quantity ?? items.reduce((sum, item) => sum + item.quantity, 0);
  return {
    id: raw.id,
    email: raw.email ?? null,
    items,
    prices: {
      grandTotal,
      grandTotalExcludingTax: grandTotalExcludingTax(
        grandTotal,
        prices?.applied_taxes ? appliedTaxes : null,
      ),
      subtotalIncludingTax: toOptionalMoney(prices?.subtotal_including_tax, currency),
      subtotalExcludingTax: toOptionalMoney(prices?.subtotal_excluding_tax, currency),
      appliedTaxes,
      discounts: toAdjustments(prices?.discounts, currency),
    },
    totalQuantity,
    // The extension's count when the caller read it; Magento's `total_quantity` otherwise.
    totalSummaryQuantityIncludingConfig:
      raw.total_summary_quantity_including_config ?? totalQuantity,
    appliedCoupons: (raw.applied_coupons ?? []).map((coupon) => coupon?.code).filter(present),
    availablePaymentMethods: (raw.available_payment_methods ?? [])
      .filter(present)
      .map((method) => ({ code: method.code, title: method.title ?? method.code })),
    selectedPaymentMethod: selectedPayment?.code
      ? { code: selectedPayment.code, title: selectedPayment.title ?? selectedPayment.code }
      : null,
    selectedShippingMethod: toSelectedShippingMethod(raw, currency),
    isVirtual: raw.is_virtual ?? false,
    // The backend's flag when read; else whether a line came back subscribed.
    hasSubscription:
      raw.vitrine_has_subscription ?? items.some((item) => item.subscription !== null),
  };
}

/**
 * The spec's empty cart: no lines, zero in USD (spec §9), until the server's details arrive.
 */
export function emptyCart(id: string): Cart {
  return toCart({ id });
}

/** Maps one `AvailableShippingMethod` to a {@link ShippingEstimate}. */
export function toShippingEstimate(raw: RawShippingMethod): ShippingEstimate {
  const currency = raw.amount?.currency ?? raw.price_incl_tax?.currency ?? DEFAULT_CART_CURRENCY;
  const amount = toMoney(raw.amount, currency);
  return {
    carrierCode: raw.carrier_code,
    methodCode: raw.method_code ?? '',
    carrierTitle: raw.carrier_title ?? '',
    methodTitle: raw.method_title ?? '',
    amount,
    priceExclTax: raw.price_excl_tax ? toMoney(raw.price_excl_tax, currency) : amount,
    priceInclTax: raw.price_incl_tax ? toMoney(raw.price_incl_tax, currency) : amount,
    available: raw.available ?? true,
    errorMessage: raw.error_message ?? null,
  };
}

/** Maps a list of shipping methods, dropping the `null` entries Magento may send. */
export function toShippingEstimates(
  raw: ReadonlyArray<RawShippingMethod | null> | null | undefined,
): ShippingEstimate[] {
  return (raw ?? []).filter(present).map(toShippingEstimate);
}
