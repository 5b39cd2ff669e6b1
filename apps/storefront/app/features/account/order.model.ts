import type { Money } from '@vitrine/cart-core';
import type { ResultOf } from '@vitrine/graphql-client';
import type { OrderDetailsFragment } from './order.fragments.ts';

type RawOrder = ResultOf<typeof OrderDetailsFragment>;

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
}

/** A placed order as the account and tracking pages show it. */
export interface OrderView {
  readonly number: string;
  /** ISO 8601 instant (the server answers Magento's `YYYY-MM-DD hh:mm:ss` in UTC). */
  readonly placedAt: string;
  readonly status: OrderStatus;
  /** The server's own label, shown when the status is not one the shop knows. */
  readonly statusLabel: string;
  readonly grandTotal: Money;
  readonly subtotal: Money;
  readonly shipping: Money;
  readonly discounts: readonly { label: string; amount: Money }[];
  readonly taxes: readonly { title: string; amount: Money }[];
  readonly lines: readonly OrderLine[];
  readonly shippingMethod: string | null;
  readonly paymentMethod: string | null;
  readonly shippingAddress: readonly string[];
}

/** Euros as a float (GraphQL `Money.value`) to integer cents. */
export function toMoney(
  raw: { value?: number | null; currency?: string | null } | null | undefined,
): Money {
  return {
    amount: Math.round((raw?.value ?? 0) * 100),
    currency: raw?.currency ?? 'EUR',
  };
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

/** Maps an order of the GraphQL answer to what the pages show. */
export function toOrderView(raw: RawOrder): OrderView {
  const lines: OrderLine[] = [];
  for (const item of raw.items ?? []) {
    if (!item) continue;
    const product = item.product;
    lines.push({
      id: item.id,
      name: item.product_name ?? item.product_sku,
      sku: item.product_sku,
      quantity: item.quantity_ordered ?? 0,
      options: (item.selected_options ?? []).filter(
        (option): option is { label: string; value: string } => option !== null,
      ),
      rowTotal: toMoney(item.prices?.row_total_including_tax),
      image: product?.small_image?.url ?? null,
      href: product?.url_key ? `/${product.url_key}${product.url_suffix ?? '.html'}` : null,
    });
  }
  return {
    number: raw.number,
    placedAt: toIsoInstant(raw.order_date),
    status: toStatus(raw.status),
    statusLabel: raw.status,
    grandTotal: toMoney(raw.total?.grand_total),
    subtotal: toMoney(raw.total?.subtotal_incl_tax),
    shipping: toMoney(raw.total?.total_shipping),
    discounts: (raw.total?.discounts ?? [])
      .filter((discount) => discount !== null)
      .map((discount) => ({ label: discount.label, amount: toMoney(discount.amount) })),
    taxes: (raw.total?.taxes ?? [])
      .filter((tax) => tax !== null)
      .map((tax) => ({ title: tax.title, amount: toMoney(tax.amount) })),
    lines,
    shippingMethod: raw.shipping_method ?? raw.carrier ?? null,
    paymentMethod: raw.payment_methods?.[0]?.name ?? null,
    shippingAddress: addressLines(raw.shipping_address),
  };
}
