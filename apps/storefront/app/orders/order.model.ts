import { toMoney } from '@vitrine/commerce-primitives';
import type { Money, RawMoney as PrimitiveRawMoney } from '@vitrine/commerce-primitives';
import { SHOP_CURRENCY } from '../lib/shop-currency.ts';
import type {
  OrderDetailsFragment,
  OrderItemSubscription,
  ResultOf,
} from '@vitrine/graphql-client';

type RawOrder = ResultOf<typeof OrderDetailsFragment>;
type RawMoney = PrimitiveRawMoney | null | undefined;

/** The order statuses the server reports (Magento's labels), lower-cased. */
export type OrderStatus = 'pending' | 'processing' | 'complete' | 'canceled' | 'other';

/** One line of a placed order. */
export interface OrderLine {
  readonly id: string;
  readonly name: string;
  readonly sku: string;
  readonly quantity: number;
  readonly options: readonly { label: string; value: string }[];
  readonly rowTotal: Money;
  readonly image: string | null;
  /** The product page, when the product still exists. */
  readonly href: string | null;
  /** The subscription the line started or renewed (extension `subscriptions`); null otherwise. */
  readonly subscription: { readonly frequencyDays: number; readonly isRenewal: boolean } | null;
}

/** A parcel of the order the carrier tracks. */
export interface ParcelTracking {
  /** The carrier's name as the store calls it (`title`), else its code. */
  readonly carrier: string;
  readonly number: string;
}

/** A placed order as the account and tracking pages show it. */
export interface OrderView {
  /** The increment id (`000000123`), the number of the confirmation e-mail. */
  readonly number: string;
  /** ISO 8601 instant (the server answers Magento's `YYYY-MM-DD hh:mm:ss` in UTC). */
  readonly placedAt: string;
  readonly status: OrderStatus;
  /** The server's own label, shown when the status is not one the shop knows. */
  readonly statusLabel: string;
  readonly grandTotal: Money;
  /** Items including VAT, before discounts. */
  readonly subtotal: Money;
  /** Delivery including VAT. */
  readonly shipping: Money;
  readonly discounts: readonly { label: string; amount: Money }[];
  readonly taxes: readonly { title: string; amount: Money }[];
  readonly lines: readonly OrderLine[];
  readonly shippingMethod: string | null;
  readonly paymentMethod: string | null;
  readonly shippingAddress: readonly string[];
  /** The parcels' tracking numbers, once shipped. */
  readonly parcels: readonly ParcelTracking[];
  /** Whether the order is a subscription's renewal, placed by the shop on its due date. */
  readonly isRenewal: boolean;
}

/** Magento's `2026-06-03 08:41:00` (UTC) as an ISO instant; other shapes are kept as they are. */
export function toIsoInstant(magentoDate: string): string {
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(magentoDate)
    ? `${magentoDate.replace(' ', 'T')}Z`
    : magentoDate;
}

function toStatus(label: string): OrderStatus {
  const status = label.trim().toLowerCase();
  return status === 'pending' ||
    status === 'processing' ||
    status === 'complete' ||
    status === 'canceled'
    ? status
    : 'other';
}

function presentLines(lines: readonly (string | null | undefined)[]): string[] {
  return lines.filter((line): line is string => Boolean(line && line.trim()));
}

/** The lines of a postal address, as written on an envelope in France. */
export function addressLines(address: RawOrder['shipping_address'] | null | undefined): string[] {
  if (!address) return [];
  return presentLines([
    `${address.firstname} ${address.lastname}`.trim(),
    address.company,
    ...address.street,
    `${address.postcode ?? ''} ${address.city}`.trim(),
    address.telephone,
  ]);
}

function lineTotal(unit: RawMoney, quantity: number): Money {
  const price = toMoney(unit, SHOP_CURRENCY);
  return { amount: Math.round(price.amount * quantity), currency: price.currency };
}

function parcels(shipments: RawOrder['shipments']): ParcelTracking[] {
  return (shipments ?? []).flatMap((shipment) =>
    (shipment?.tracking ?? []).flatMap((track) =>
      track?.number ? [{ carrier: track.title || track.carrier, number: track.number }] : [],
    ),
  );
}

function subscriptionOf(found: OrderItemSubscription | undefined): OrderLine['subscription'] {
  return found ? { frequencyDays: found.frequencyDays, isRenewal: found.isRenewal } : null;
}

/**
 * Maps an order of the GraphQL answer (Magento 2.4.7's fields) to what the pages show. A line's
 * amount is its `product_sale_price` times the quantity ordered. Magento 2.4.7 has no subtotal
 * including VAT (`subtotal` excludes it), so it is derived from the order's own totals:
 * grand total, less delivery including VAT, plus the discounts taken off it. `subscriptions` are
 * the items' subscriptions by item id, when the store has extension `subscriptions`.
 */
export function toOrderView(
  raw: RawOrder,
  subscriptions: ReadonlyMap<string, OrderItemSubscription> = new Map(),
): OrderView {
  const lines: OrderLine[] = [];
  for (const item of raw.items ?? []) {
    if (!item) continue;
    const product = item.product;
    const quantity = item.quantity_ordered ?? 0;
    lines.push({
      id: item.id,
      name: item.product_name ?? item.product_sku,
      sku: item.product_sku,
      quantity,
      options: (item.selected_options ?? []).filter(
        (option): option is { label: string; value: string } => option !== null,
      ),
      rowTotal: lineTotal(item.product_sale_price, quantity),
      image: product?.small_image?.url ?? null,
      href: product?.url_key ? `/${product.url_key}${product.url_suffix ?? '.html'}` : null,
      subscription: subscriptionOf(subscriptions.get(item.id)),
    });
  }
  const grandTotal = toMoney(raw.total?.grand_total, SHOP_CURRENCY);
  const shipping = toMoney(
    raw.total?.shipping_handling?.amount_including_tax ?? raw.total?.total_shipping,
    SHOP_CURRENCY,
  );
  const discounts = (raw.total?.discounts ?? [])
    .filter((discount) => discount !== null)
    // Magento answers the discount as a positive amount; a signed one is read the same way.
    .map((discount) => {
      const amount = toMoney(discount.amount, SHOP_CURRENCY);
      return { label: discount.label, amount: { ...amount, amount: Math.abs(amount.amount) } };
    });
  const discounted = discounts.reduce((sum, discount) => sum + discount.amount.amount, 0);
  return {
    number: raw.number,
    placedAt: toIsoInstant(raw.order_date),
    status: toStatus(raw.status),
    statusLabel: raw.status,
    grandTotal,
    subtotal: {
      amount: grandTotal.amount - shipping.amount + discounted,
      currency: grandTotal.currency,
    },
    shipping,
    discounts,
    taxes: (raw.total?.taxes ?? [])
      .filter((tax) => tax !== null)
      .map((tax) => ({ title: tax.title, amount: toMoney(tax.amount, SHOP_CURRENCY) })),
    lines,
    shippingMethod: raw.shipping_method ?? raw.carrier ?? null,
    paymentMethod: raw.payment_methods?.[0]?.name ?? null,
    shippingAddress: addressLines(raw.shipping_address),
    parcels: parcels(raw.shipments),
    isRenewal: lines.some((line) => line.subscription?.isRenewal === true),
  };
}
