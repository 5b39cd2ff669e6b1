import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';

/** A cart row (Magento's quote). */
export interface QuoteRow {
  quote_id: number;
  masked_id: string;
  store_id: number;
  customer_id: number | null;
  is_active: boolean;
  email: string | null;
  coupon_code: string | null;
  shipping_carrier: string | null;
  shipping_method: string | null;
  payment_method: string | null;
  payment_token_hash: string | null;
  payment_store_card: boolean;
  payment_vault_hash: string | null;
  /** SHA-256 of the saved card's security-code token, when the store asks for the code again. */
  payment_cvc_token_hash: string | null;
  payment_po_number: string | null;
  guest_consent: boolean | null;
  placing_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A cart line. */
export interface QuoteItemRow {
  item_id: number;
  quote_id: number;
  product_id: number;
  parent_product_id: number | null;
  qty: number;
  /** Days between deliveries of a subscribed line (extension `subscriptions`); null: one-time. */
  subscription_frequency: number | null;
  created_at: Date;
}

/** A cart address. */
export interface QuoteAddressRow {
  quote_id: number;
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
  region_code: string | null;
  region_id: number | null;
  postcode: string | null;
  country_code: string;
  telephone: string | null;
  vat_id: string | null;
  fax: string | null;
  customer_address_id: number | null;
  save_in_address_book: boolean;
  same_as_shipping: boolean;
  customer_notes: string | null;
  pickup_location_code: string | null;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A 32-character masked cart id from the CSPRNG (Magento's Random::getUniqueHash shape): 62
 * symbols drawn without modulo bias, about 190 bits, never derived from the numeric id.
 */
export function newMaskedId(): string {
  let id = '';
  while (id.length < 32) {
    for (const byte of randomBytes(48)) {
      if (byte < 248 && id.length < 32) id += ALPHABET[byte % 62];
    }
  }
  return id;
}

const QUOTE_COLUMNS = `quote_id, masked_id, store_id, customer_id, is_active, email, coupon_code, shipping_carrier, shipping_method,
  payment_method, payment_token_hash, payment_store_card, payment_vault_hash, payment_cvc_token_hash, payment_po_number, guest_consent,
  placing_until, created_at, updated_at`;

/** A cart by masked id; `forUpdate` locks its row until the transaction ends (PostgreSQL). */
export async function quoteByMaskedId(
  db: Queryable,
  maskedId: string,
  forUpdate = false,
): Promise<QuoteRow | undefined> {
  const rows = await db.query<QuoteRow>(
    `SELECT ${QUOTE_COLUMNS} FROM quote WHERE masked_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [maskedId],
  );
  return rows[0];
}

export async function quoteById(db: Queryable, quoteId: number): Promise<QuoteRow | undefined> {
  const rows = await db.query<QuoteRow>(`SELECT ${QUOTE_COLUMNS} FROM quote WHERE quote_id = $1`, [
    quoteId,
  ]);
  return rows[0];
}

export async function activeQuoteOfCustomer(
  db: Queryable,
  customerId: number,
): Promise<QuoteRow | undefined> {
  const rows = await db.query<QuoteRow>(
    `SELECT ${QUOTE_COLUMNS} FROM quote WHERE customer_id = $1 AND is_active`,
    [customerId],
  );
  return rows[0];
}

/** Inserts a cart; answers undefined when the masked id or the customer's active cart exists. */
export async function insertQuote(
  db: Queryable,
  quote: { maskedId: string; storeId: number; customerId: number | null },
  now: Date,
): Promise<QuoteRow | undefined> {
  const rows = await db.query<QuoteRow>(
    `INSERT INTO quote (masked_id, store_id, customer_id, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT DO NOTHING RETURNING ${QUOTE_COLUMNS}`,
    [quote.maskedId, quote.storeId, quote.customerId, now],
  );
  return rows[0];
}

/** Columns a cart operation may write. */
export type QuotePatch = Partial<
  Pick<
    QuoteRow,
    | 'customer_id'
    | 'is_active'
    | 'email'
    | 'coupon_code'
    | 'shipping_carrier'
    | 'shipping_method'
    | 'payment_method'
    | 'payment_token_hash'
    | 'payment_store_card'
    | 'payment_vault_hash'
    | 'payment_cvc_token_hash'
    | 'payment_po_number'
    | 'guest_consent'
  >
>;

export async function updateQuote(
  db: Queryable,
  quoteId: number,
  patch: QuotePatch,
  now: Date,
): Promise<void> {
  const entries = Object.entries(patch);
  await db.query(
    `UPDATE quote SET ${[...entries.map(([column], index) => `${column} = $${index + 3}`), 'updated_at = $2'].join(', ')} WHERE quote_id = $1`,
    [quoteId, now, ...entries.map(([, value]) => value)],
  );
}

export function itemsOfQuote(db: Queryable, quoteId: number): Promise<QuoteItemRow[]> {
  return db.query<QuoteItemRow>(
    'SELECT item_id, quote_id, product_id, parent_product_id, qty, subscription_frequency, created_at FROM quote_item WHERE quote_id = $1 ORDER BY item_id',
    [quoteId],
  );
}

/**
 * Adds to the line of that product at that subscription frequency (creating it); concurrent adds
 * of one product add up. A subscribed line and a one-time line of one product stay two lines.
 */
export async function addToLine(
  db: Queryable,
  quoteId: number,
  productId: number,
  parentId: number | null,
  qty: number,
  now: Date,
  subscriptionFrequency: number | null = null,
): Promise<void> {
  await db.query(
    `INSERT INTO quote_item (quote_id, product_id, parent_product_id, qty, created_at, subscription_frequency) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (quote_id, product_id, (coalesce(parent_product_id, 0)), (coalesce(subscription_frequency, 0))) DO UPDATE SET qty = quote_item.qty + EXCLUDED.qty`,
    [quoteId, productId, parentId, qty, now, subscriptionFrequency],
  );
}

export async function setLineQty(db: Queryable, itemId: number, qty: number): Promise<void> {
  await db.query('UPDATE quote_item SET qty = $2 WHERE item_id = $1', [itemId, qty]);
}

export async function deleteLine(db: Queryable, itemId: number): Promise<void> {
  await db.query('DELETE FROM quote_item WHERE item_id = $1', [itemId]);
}

export function addressesOfQuote(db: Queryable, quoteId: number): Promise<QuoteAddressRow[]> {
  return db.query<QuoteAddressRow>(
    `SELECT quote_id, address_type, firstname, lastname, middlename, prefix, suffix, company, street, city, region, region_code, region_id, postcode,
            country_code, telephone, vat_id, fax, customer_address_id, save_in_address_book, same_as_shipping, customer_notes, pickup_location_code
       FROM quote_address WHERE quote_id = $1`,
    [quoteId],
  );
}

/** Address columns of a cart address. */
export type QuoteAddressValues = Omit<QuoteAddressRow, 'quote_id' | 'address_type'>;

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
  'region_code',
  'region_id',
  'postcode',
  'country_code',
  'telephone',
  'vat_id',
  'fax',
  'customer_address_id',
  'save_in_address_book',
  'same_as_shipping',
  'customer_notes',
  'pickup_location_code',
] as const;

export async function saveQuoteAddress(
  db: Queryable,
  quoteId: number,
  type: 'shipping' | 'billing',
  values: QuoteAddressValues,
): Promise<void> {
  await db.query(
    `INSERT INTO quote_address (quote_id, address_type, ${ADDRESS_COLUMNS.join(', ')})
     VALUES ($1, $2, ${ADDRESS_COLUMNS.map((_, index) => `$${index + 3}`).join(', ')})
     ON CONFLICT (quote_id, address_type) DO UPDATE SET ${ADDRESS_COLUMNS.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`,
    [quoteId, type, ...ADDRESS_COLUMNS.map((column) => values[column])],
  );
}
