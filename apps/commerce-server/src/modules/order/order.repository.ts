import type { Queryable } from '../../db/database.ts';

/** An order row. Amounts in cents. */
export interface OrderRow {
  order_id: number;
  increment_id: string;
  quote_id: number | null;
  customer_id: number | null;
  customer_email: string;
  customer_firstname: string;
  customer_lastname: string;
  status: string;
  protect_code: string;
  currency: string;
  subtotal_incl: number;
  subtotal_excl: number;
  discount_incl: number;
  shipping_incl: number;
  shipping_excl: number;
  tax_amount: number;
  grand_total: number;
  total_qty: number;
  coupon_code: string | null;
  discount_label: string | null;
  shipping_carrier: string;
  shipping_method: string;
  shipping_description: string;
  payment_method: string;
  payment_title: string;
  payment_reference: string | null;
  payment_brand: string | null;
  payment_last_four: string | null;
  created_at: Date;
}

export interface OrderItemRow {
  item_id: number;
  order_id: number;
  product_id: number | null;
  parent_product_id: number | null;
  sku: string;
  parent_sku: string | null;
  name: string;
  url_key: string | null;
  product_type: string;
  qty: number;
  original_price_incl: number;
  price_incl: number;
  row_total_incl: number;
  row_discount_incl: number;
  row_tax: number;
  tax_rate: number;
  options: Array<{ label: string; value: string }>;
}

export interface OrderAddressRow {
  order_id: number;
  address_type: 'shipping' | 'billing';
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  company: string | null;
  street: string[];
  city: string;
  region: string | null;
  region_id: number | null;
  postcode: string | null;
  country_code: string;
  telephone: string | null;
  vat_id: string | null;
  fax: string | null;
}

export interface OrderTaxRow {
  order_id: number;
  title: string;
  tax_rate: number;
  amount: number;
}

const ORDER_COLUMNS = `o.order_id, o.increment_id, o.quote_id, o.customer_id, o.customer_email, o.customer_firstname, o.customer_lastname,
  o.status, o.protect_code, o.currency, o.subtotal_incl, o.subtotal_excl, o.discount_incl, o.shipping_incl, o.shipping_excl, o.tax_amount,
  o.grand_total, o.total_qty, o.coupon_code, o.discount_label, o.shipping_carrier, o.shipping_method, o.shipping_description,
  o.payment_method, o.payment_title, o.payment_reference, o.payment_brand, o.payment_last_four, o.created_at`;

export async function orderById(db: Queryable, orderId: number): Promise<OrderRow | undefined> {
  return (
    await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM sales_order o WHERE o.order_id = $1`, [
      orderId,
    ])
  )[0];
}

export async function orderByToken(db: Queryable, token: string): Promise<OrderRow | undefined> {
  return (
    await db.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM sales_order o WHERE o.protect_code = $1`,
      [token],
    )
  )[0];
}

/** An order by number and e-mail, checked against the billing postcode (Magento's guestOrder). */
export async function orderForGuest(
  db: Queryable,
  lookup: { number: string; email: string; postcode: string },
): Promise<OrderRow | undefined> {
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM sales_order o
       JOIN sales_order_address b ON b.order_id = o.order_id AND b.address_type = 'billing'
      WHERE o.increment_id = $1 AND lower(o.customer_email) = lower($2)
        AND replace(b.postcode, ' ', '') = replace($3, ' ', '')`,
    [lookup.number.trim(), lookup.email.trim(), lookup.postcode.trim()],
  );
  return rows[0];
}

/** A page of a customer's orders, with the total count and the first order's date. */
export async function ordersOfCustomer(
  db: Queryable,
  customerId: number,
  options: {
    numbers?: string[];
    numberMatch?: string;
    sortField: 'increment_id' | 'created_at';
    descending: boolean;
    pageSize: number;
    offset: number;
  },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = `o.customer_id = $1 AND ($2::text[] IS NULL OR o.increment_id = ANY($2)) AND ($3::text IS NULL OR o.increment_id LIKE '%' || $3 || '%')`;
  const params = [customerId, options.numbers ?? null, options.numberMatch ?? null];
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM sales_order o WHERE ${where}
      ORDER BY o.${options.sortField} ${options.descending ? 'DESC' : 'ASC'}, o.order_id ${options.descending ? 'DESC' : 'ASC'} LIMIT $4 OFFSET $5`,
    [...params, options.pageSize, options.offset],
  );
  const stats = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM sales_order o WHERE ${where}`,
    params,
  );
  return { rows, total: stats[0]?.total ?? 0 };
}

export function itemsOfOrders(db: Queryable, ids: readonly number[]): Promise<OrderItemRow[]> {
  return db.query<OrderItemRow>(
    `SELECT item_id, order_id, product_id, parent_product_id, sku, parent_sku, name, url_key, product_type, qty, original_price_incl, price_incl,
            row_total_incl, row_discount_incl, row_tax, tax_rate, options
       FROM sales_order_item WHERE order_id = ANY($1::int[]) ORDER BY order_id, item_id`,
    [ids],
  );
}

export function addressesOfOrders(
  db: Queryable,
  ids: readonly number[],
): Promise<OrderAddressRow[]> {
  return db.query<OrderAddressRow>(
    `SELECT order_id, address_type, firstname, lastname, middlename, prefix, suffix, company, street, city, region, region_id, postcode,
            country_code, telephone, vat_id, fax
       FROM sales_order_address WHERE order_id = ANY($1::int[])`,
    [ids],
  );
}

export function taxesOfOrders(db: Queryable, ids: readonly number[]): Promise<OrderTaxRow[]> {
  return db.query<OrderTaxRow>(
    'SELECT order_id, title, tax_rate, amount FROM sales_order_tax WHERE order_id = ANY($1::int[]) ORDER BY order_id, tax_rate',
    [ids],
  );
}

/** A shipment of an order with its tracking numbers. */
export interface ShipmentRow {
  order_id: number;
  shipment_id: number;
  increment_id: string;
  tracks: Array<{ carrier_code: string; title: string; track_number: string | null }>;
}

export function shipmentsOfOrders(db: Queryable, ids: readonly number[]): Promise<ShipmentRow[]> {
  return db.query<ShipmentRow>(
    `SELECT s.order_id, s.shipment_id, s.increment_id,
            coalesce(json_agg(json_build_object('carrier_code', t.carrier_code, 'title', t.title, 'track_number', t.track_number)
              ORDER BY t.track_id) FILTER (WHERE t.track_id IS NOT NULL), '[]') AS tracks
       FROM sales_shipment s LEFT JOIN sales_shipment_track t USING (shipment_id)
      WHERE s.order_id = ANY($1::int[]) GROUP BY s.shipment_id ORDER BY s.order_id, s.shipment_id`,
    [ids],
  );
}

/** Records a shipment of a whole order with one tracking number (the demo data's shipped orders). */
export async function insertShipment(
  db: Queryable,
  orderId: number,
  track: { carrierCode: string; title: string; number: string },
  now: Date,
): Promise<void> {
  const rows = await db.query<{ shipment_id: number }>(
    `INSERT INTO sales_shipment (order_id, increment_id, created_at)
     SELECT $1, increment_id, $2 FROM sales_order WHERE order_id = $1 RETURNING shipment_id`,
    [orderId, now],
  );
  const shipment = rows[0];
  if (!shipment) throw new Error(`order ${orderId} not found`);
  await db.query(
    'INSERT INTO sales_shipment_track (shipment_id, carrier_code, title, track_number) VALUES ($1, $2, $3, $4)',
    [shipment.shipment_id, track.carrierCode, track.title, track.number],
  );
}
