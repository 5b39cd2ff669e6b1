import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import type { QuoteAddressRow, QuoteRow, CartView } from '../cart/index.ts';
import { stockMessages, vatTitle } from '../cart/index.ts';
import { completeAddress, insertAddress } from '../customer/index.ts';
import { orderConfirmationMail, enqueueMail } from '../mail/index.ts';
import { pickupLocationByCode } from '../pickup/index.ts';

/** A refusal while writing the order: the transaction rolls back and nothing stays. */
export class OrderRefusal extends Error {
  override readonly name = 'OrderRefusal';
}

/** How the order is paid. */
export interface OrderPayment {
  method: string;
  title: string;
  /** Paid now (authorised card, nothing to pay) → processing; else pending (bank transfer). */
  paid: boolean;
  reference?: string | null;
  brand?: string | null;
  lastFour?: string | null;
}

/** Everything an order is made of. */
export interface NewOrder {
  quote: QuoteRow;
  view: CartView;
  email: string;
  customer: { id: number; firstname: string; lastname: string } | null;
  payment: OrderPayment;
  now: Date;
  /** Link to /track-my-order/ for the confirmation mail. */
  trackUrl: string;
}

/** The order number of a sequence value: 9 digits, as Magento's increment ids. */
export const orderNumberOf = (value: number) => String(value).padStart(9, '0');

const ADDRESS_COLUMNS = [
  'firstname',
  'lastname',
  'middlename',
  'prefix',
  'suffix',
  'company',
  'street',
  'city',
  'region',
  'region_id',
  'postcode',
  'country_code',
  'telephone',
  'vat_id',
  'fax',
  'pickup_location_code',
] as const;

async function insertOrderAddress(
  tx: Queryable,
  orderId: number,
  type: 'shipping' | 'billing',
  address: QuoteAddressRow,
): Promise<void> {
  await tx.query(
    `INSERT INTO sales_order_address (order_id, address_type, ${ADDRESS_COLUMNS.join(', ')})
     VALUES ($1, $2, ${ADDRESS_COLUMNS.map((_, index) => `$${index + 3}`).join(', ')})`,
    [orderId, type, ...ADDRESS_COLUMNS.map((column) => address[column])],
  );
}

/**
 * Takes the stock of every line with one conditional UPDATE each: it only succeeds while enough
 * is left, and PostgreSQL re-checks the condition after waiting for a concurrent buyer, so stock
 * never goes below zero and never sells twice (reliability C2).
 */
async function takeStock(tx: Queryable, view: CartView): Promise<void> {
  const wanted = new Map<number, number>();
  for (const line of view.lines)
    wanted.set(line.item.product_id, (wanted.get(line.item.product_id) ?? 0) + line.item.qty);
  for (const [productId, qty] of [...wanted].sort((a, b) => a[0] - b[0])) {
    const rows = await tx.query(
      `UPDATE product SET qty = qty - $2, in_stock = (qty - $2) > 0
        WHERE product_id = $1 AND status = 1 AND in_stock AND qty >= $2 RETURNING qty`,
      [productId, qty],
    );
    if (rows.length === 0) throw new OrderRefusal(stockMessages.qtyNotAvailable);
  }
}

/**
 * Writes an order from a priced cart, inside the caller's transaction: stock taken, order, lines,
 * addresses and taxes written, the cart closed, new addresses saved to the address book, and the
 * confirmation mail put in the outbox. Any failure rolls all of it back.
 */
export async function writeOrder(
  tx: Queryable,
  order: NewOrder,
): Promise<{ orderId: number; number: string }> {
  const { quote, view, now } = order;
  const shipping = view.shipping;
  const billing = view.billing;
  const method = view.selectedShipping;
  if (!shipping || !billing || !method)
    throw new OrderRefusal('The order is missing its addresses or shipping method.');
  // Stock goes first: lowest product id first, so two orders never wait on each other in a cycle.
  await takeStock(tx, view);
  const sequence = await tx.query<{ value: number }>(
    "SELECT nextval('sales_order_number_seq')::int AS value",
  );
  const number = orderNumberOf(sequence[0]?.value ?? 0);
  const { totals } = view;
  const rows = await tx.query<{ order_id: number }>(
    `INSERT INTO sales_order (increment_id, quote_id, store_id, customer_id, customer_email, customer_firstname, customer_lastname, status,
       protect_code, currency, subtotal_incl, subtotal_excl, discount_incl, shipping_incl, shipping_excl, tax_amount, grand_total, total_qty,
       coupon_code, discount_label, shipping_carrier, shipping_method, shipping_description, payment_method, payment_title, payment_reference,
       payment_brand, payment_last_four, marketing_consent, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $30)
     RETURNING order_id`,
    [
      number,
      quote.quote_id,
      quote.store_id,
      order.customer?.id ?? null,
      order.email,
      order.customer?.firstname ?? billing.firstname,
      order.customer?.lastname ?? billing.lastname,
      order.payment.paid ? 'processing' : 'pending',
      randomBytes(24).toString('base64url'),
      view.currency,
      totals.subtotalIncl,
      totals.subtotalExcl,
      totals.discountIncl,
      totals.shippingIncl,
      totals.shippingExcl,
      totals.taxAmount,
      totals.grandTotal,
      view.lines.reduce((sum, line) => sum + line.item.qty, 0),
      view.coupon?.code ?? null,
      view.coupon?.label ?? null,
      method.carrier.carrierCode,
      method.carrier.methodCode,
      `${method.carrier.carrierTitle} - ${method.carrier.methodTitle}`,
      order.payment.method,
      order.payment.title,
      order.payment.reference ?? null,
      order.payment.brand ?? null,
      order.payment.lastFour ?? null,
      quote.guest_consent,
      now,
    ],
  );
  const orderId = rows[0]?.order_id;
  if (orderId === undefined) throw new Error('order insert returned no id');
  for (const line of view.lines) {
    const lineTotals = totals.lines.find((entry) => entry.key === line.item.item_id);
    const product = line.product;
    if (!product) throw new OrderRefusal(stockMessages.someOutOfStock);
    await tx.query(
      `INSERT INTO sales_order_item (order_id, product_id, parent_product_id, sku, parent_sku, name, url_key, product_type, qty,
         original_price_incl, price_incl, row_total_incl, row_discount_incl, row_tax, tax_rate, options, subscription_frequency)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, $17)`,
      [
        orderId,
        product.product_id,
        line.parent?.product_id ?? null,
        product.sku,
        line.parent?.sku ?? null,
        line.parent?.name ?? product.name,
        (line.parent ?? product).url_key,
        line.parent ? 'configurable' : 'simple',
        line.item.qty,
        line.originalUnitIncl,
        line.unitIncl,
        lineTotals?.rowIncl ?? 0,
        lineTotals?.discountIncl ?? 0,
        lineTotals?.taxAmount ?? 0,
        line.taxRate,
        JSON.stringify(
          line.options.map((option) => ({ label: option.optionLabel, value: option.valueLabel })),
        ),
        line.subscription?.frequency ?? null,
      ],
    );
  }
  await insertOrderAddress(tx, orderId, 'shipping', shipping);
  await insertOrderAddress(tx, orderId, 'billing', billing);
  for (const tax of totals.taxes) {
    await tx.query(
      'INSERT INTO sales_order_tax (order_id, title, tax_rate, amount) VALUES ($1, $2, $3, $4)',
      [orderId, vatTitle(tax.rate), tax.rate, tax.amount],
    );
  }
  const closed = await tx.query(
    'UPDATE quote SET is_active = false, placing_until = NULL, placing_owner = NULL, updated_at = $2 WHERE quote_id = $1 AND is_active RETURNING quote_id',
    [quote.quote_id, now],
  );
  if (closed.length === 0) throw new OrderRefusal("The cart isn't active.");
  if (order.customer) await saveToAddressBook(tx, order.customer.id, [shipping, billing], now);
  const shop =
    shipping.pickup_location_code !== null
      ? await pickupLocationByCode(tx, shipping.pickup_location_code)
      : undefined;
  await enqueueMail(
    tx,
    orderConfirmationMail({
      number,
      firstname: order.customer?.firstname ?? billing.firstname,
      email: order.email,
      lines: view.lines.map((line) => ({
        name: line.parent?.name ?? line.product?.name ?? '',
        qty: line.item.qty,
        rowTotalIncl: line.unitIncl * line.item.qty,
      })),
      subtotalIncl: totals.subtotalIncl,
      discountIncl: totals.discountIncl,
      shippingIncl: totals.shippingIncl,
      shippingTitle: method.carrier.methodTitle,
      taxes: totals.taxes.map((tax) => ({ title: vatTitle(tax.rate), amount: tax.amount })),
      grandTotal: totals.grandTotal,
      paymentTitle: order.payment.title,
      awaitingTransfer: !order.payment.paid,
      shippingAddress: [
        `${shipping.firstname} ${shipping.lastname}`,
        ...shipping.street,
        `${shipping.postcode ?? ''} ${shipping.city}`.trim(),
      ],
      pickupShop: shop
        ? { name: shop.name, address: `${shop.street}, ${shop.postcode} ${shop.city}` }
        : null,
      trackUrl: order.trackUrl,
    }),
    now,
  );
  return { orderId, number };
}

async function saveToAddressBook(
  tx: Queryable,
  customerId: number,
  addresses: readonly QuoteAddressRow[],
  now: Date,
): Promise<void> {
  const saved: number[] = [];
  for (const address of addresses) {
    if (
      !address.save_in_address_book ||
      address.customer_address_id !== null ||
      address.same_as_shipping
    )
      continue;
    saved.push(
      await insertAddress(tx, customerId, completeAddress({ ...address, region_code: null }), now),
    );
  }
  const first = saved[0];
  if (first !== undefined) {
    await tx.query(
      'UPDATE customer SET default_shipping = coalesce(default_shipping, $2), default_billing = coalesce(default_billing, $2) WHERE customer_id = $1',
      [customerId, first],
    );
  }
}
