import type { Queryable } from '../../db/database.ts';
import { subscribedPrice } from '../catalog/index.ts';
import type { ProductRow, SubscriptionOffer } from '../catalog/index.ts';
import { availablePaymentMethods } from '../payment/index.ts';
import type { PaymentMethodOffer } from '../payment/index.ts';
import { storeDate } from '../platform/index.ts';
import { addressesOfQuote, itemsOfQuote } from './cart.repository.ts';
import type { QuoteAddressRow, QuoteItemRow, QuoteRow } from './cart.repository.ts';
import { lineOptions, productMap } from './cart.products.ts';
import { lineOffer } from './cart.subscription.ts';
import type { LineOption } from './cart.products.ts';
import { computeTotals, discountedSubtotal } from './cart.totals.ts';
import type { CouponRule, PricedLine, Totals } from './cart.totals.ts';
import { activeCoupon } from './coupon.repository.ts';
import { quoteShipping } from './shipping.methods.ts';
import type { ShippingQuote } from './shipping.methods.ts';
import { VAT_RATES } from './tax.constants.ts';

/** Magento's stock messages (MSI), verbatim: the storefront silences them by text. */
export const stockMessages = {
  qtyNotAvailable: 'The requested qty is not available',
  someOutOfStock: 'Some of the products are out of stock.',
  noSourceInStock: 'There are no source items with the in stock status',
  notAvailable: 'Product that you are trying to add is not available.',
} as const;

/** One priced line of a cart. */
export interface CartLine {
  item: QuoteItemRow;
  /** The product whose stock is sold (the variant of a configurable); undefined when disabled. */
  product: ProductRow | undefined;
  parent: ProductRow | undefined;
  options: LineOption[];
  unitIncl: number;
  originalUnitIncl: number;
  taxRate: number;
  /**
   * A subscribed line's frequency and the offer it is priced with (extension `subscriptions`): its
   * unit price already carries the discount. Null for a one-time line, or when the product's offer
   * was withdrawn since (the line is then priced and placed as a one-time purchase).
   */
  subscription: { frequency: number; offer: SubscriptionOffer } | null;
  errors: Array<{ code: 'ITEM_QTY' | 'UNDEFINED'; message: string }>;
}

/** A cart with everything computed from the catalogue: what every Cart field reads. */
export interface CartView {
  quote: QuoteRow;
  lines: CartLine[];
  shipping: QuoteAddressRow | undefined;
  billing: QuoteAddressRow | undefined;
  coupon: CouponRule | null;
  /** Shipping offers for the shipping address (empty without address or items). */
  shippingQuotes: ShippingQuote[];
  selectedShipping: ShippingQuote | undefined;
  totals: Totals;
  paymentMethods: PaymentMethodOffer[];
  /** The customer's e-mail for a customer cart. */
  customerEmail: string | null;
  currency: string;
  /** When the cart was priced (a subscribed line's next date counts from it). */
  now: Date;
}

const finalPrice = (row: ProductRow) => row.active_special_price ?? row.price;

function lineErrors(product: ProductRow | undefined, qty: number): CartLine['errors'] {
  if (!product) return [{ code: 'UNDEFINED', message: stockMessages.notAvailable }];
  if (!product.in_stock || product.qty <= 0)
    return [{ code: 'ITEM_QTY', message: stockMessages.noSourceInStock }];
  if (product.qty < qty) return [{ code: 'ITEM_QTY', message: stockMessages.qtyNotAvailable }];
  return [];
}

/**
 * Prices a set of cart lines from the catalogue (used by carts and by order placement), with the
 * special prices of `today` (the store's date).
 */
export async function priceLines(
  db: Queryable,
  items: readonly QuoteItemRow[],
  today: string,
  renewalDiscountPercent?: number,
): Promise<CartLine[]> {
  const products = await productMap(
    db,
    items.flatMap((item) => [
      item.product_id,
      ...(item.parent_product_id ? [item.parent_product_id] : []),
    ]),
    today,
  );
  const options = await lineOptions(
    db,
    items
      .filter((item) => item.parent_product_id !== null)
      .map((item) => ({ parentId: item.parent_product_id ?? 0, variantId: item.product_id })),
  );
  return items.map((item) => {
    const product = products.get(item.product_id);
    const parent =
      item.parent_product_id === null ? undefined : products.get(item.parent_product_id);
    const unavailable =
      product === undefined || (item.parent_product_id !== null && parent === undefined);
    const current = item.subscription_frequency === null ? null : lineOffer(product, parent);
    // A renewal keeps the discount its subscription started with, even if the offer changed since.
    const offer =
      item.subscription_frequency !== null && renewalDiscountPercent !== undefined
        ? {
            frequencies: current?.frequencies ?? [item.subscription_frequency],
            discountPercent: renewalDiscountPercent,
          }
        : current;
    const subscription =
      offer && item.subscription_frequency !== null
        ? { frequency: item.subscription_frequency, offer }
        : null;
    const unit = product ? finalPrice(product) : 0;
    return {
      item,
      product: unavailable ? undefined : product,
      parent,
      options: options.get(`${item.parent_product_id ?? 0}:${item.product_id}`) ?? [],
      unitIncl: subscription ? subscribedPrice(unit, subscription.offer.discountPercent) : unit,
      originalUnitIncl: product ? product.price : 0,
      taxRate: VAT_RATES.foodSupplement,
      subscription,
      errors: lineErrors(unavailable ? undefined : product, item.qty),
    };
  });
}

/** The lines as the totals calculator takes them. */
export function pricedLines(lines: readonly CartLine[]): PricedLine[] {
  return lines.map((line) => ({
    key: line.item.item_id,
    qty: line.item.qty,
    unitIncl: line.unitIncl,
    originalUnitIncl: line.originalUnitIncl,
    taxRate: line.taxRate,
  }));
}

/** The coupon of a cart when it applies today to these lines (a coupon below its minimum waits). */
export async function applicableCoupon(
  db: Queryable,
  code: string | null,
  lines: readonly CartLine[],
  today: string,
): Promise<CouponRule | null> {
  if (!code || lines.length === 0) return null;
  const coupon = await activeCoupon(db, code, today);
  if (!coupon) return null;
  const subtotal = lines.reduce((sum, line) => sum + line.unitIncl * line.item.qty, 0);
  return subtotal >= coupon.minSubtotal ? coupon : null;
}

/** The cart view options of a server: its card payments follow the `card-payment` extension. */
export function cartViewOptions(
  services: { hasExtension(name: string): boolean },
  currency: string,
): CartViewOptions {
  return { currency, cardPayments: services.hasExtension('card-payment') };
}

/** How a cart is priced and offered: display currency, and whether card payments are served. */
export interface CartViewOptions {
  currency: string;
  /** The `card-payment` extension: without it the card methods are not offered (stock Magento). */
  cardPayments: boolean;
  /** A subscription renewal's cart: its subscribed line keeps the discount recorded at the start. */
  renewalDiscountPercent?: number;
}

/** Loads and prices a cart. `now` decides special prices' and coupons' dates. */
export async function loadCartView(
  db: Queryable,
  quote: QuoteRow,
  now: Date,
  options: CartViewOptions,
): Promise<CartView> {
  const { currency } = options;
  // The store's day (Europe/Paris), not UTC's: special prices and coupons end at its midnight.
  const today = storeDate(now);
  const lines = await priceLines(
    db,
    await itemsOfQuote(db, quote.quote_id),
    today,
    options.renewalDiscountPercent,
  );
  const addresses = await addressesOfQuote(db, quote.quote_id);
  const shipping = addresses.find((address) => address.address_type === 'shipping');
  const billing = addresses.find((address) => address.address_type === 'billing');
  const coupon = await applicableCoupon(db, quote.coupon_code, lines, today);
  const priced = pricedLines(lines);
  const shippingQuotes =
    shipping && lines.length > 0
      ? quoteShipping(
          {
            countryCode: shipping.country_code,
            postcode: shipping.postcode,
            pickupLocation: shipping.pickup_location_code !== null,
          },
          discountedSubtotal(priced, coupon),
          coupon?.kind === 'free_shipping',
        )
      : [];
  const selectedShipping = shippingQuotes.find(
    (offer) =>
      offer.available &&
      offer.carrier.carrierCode === quote.shipping_carrier &&
      offer.carrier.methodCode === quote.shipping_method,
  );
  const totals = computeTotals(
    priced,
    coupon,
    selectedShipping ? selectedShipping.amountIncl : null,
  );
  const customerEmail =
    quote.customer_id === null
      ? null
      : ((
          await db.query<{ email: string }>('SELECT email FROM customer WHERE customer_id = $1', [
            quote.customer_id,
          ])
        )[0]?.email ?? null);
  return {
    quote,
    lines,
    shipping,
    billing,
    coupon,
    shippingQuotes,
    selectedShipping,
    totals,
    paymentMethods: await availablePaymentMethods(db, quote.customer_id, totals.grandTotal, {
      cards: options.cardPayments,
    }),
    customerEmail,
    currency,
    now,
  };
}
