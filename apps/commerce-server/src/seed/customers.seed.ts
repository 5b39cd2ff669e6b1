import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import {
  addToLine,
  insertQuote,
  newMaskedId,
  quoteById,
  saveQuoteAddress,
  updateQuote,
  loadCartView,
  upsertCoupon,
} from '../modules/cart/index.ts';
import {
  insertAddress,
  insertCustomer,
  hashPassword,
  setSubscription,
} from '../modules/customer/index.ts';
import type { AddressValues } from '../modules/customer/index.ts';
import { insertShipment, writeOrder } from '../modules/order/index.ts';
import { insertVaultToken } from '../modules/payment/index.ts';
import { DEFAULT_SCRYPT_N } from '../modules/platform/index.ts';
import { addWishlistItem, wishlistOf } from '../modules/wishlist/index.ts';
import { STORE } from './store.constants.ts';

/** The demo account (README, "Demo data"). */
export const DEMO_CUSTOMER = {
  email: 'camille.martin@orsalis.example',
  password: 'Orsalis-Demo-2026',
  firstname: 'Camille',
  lastname: 'Martin',
} as const;

/** The seeded coupons. */
export const DEMO_COUPONS = [
  {
    code: 'BIENVENUE10',
    label: 'Bienvenue : -10 %',
    kind: 'percent',
    amount: 1000,
    minSubtotal: 0,
  },
  {
    code: 'ORSALIS5',
    label: '5 € offerts dès 30 €',
    kind: 'fixed',
    amount: 500,
    minSubtotal: 3000,
  },
] as const;

const HOME: AddressValues = {
  firstname: 'Camille',
  lastname: 'Martin',
  middlename: null,
  prefix: null,
  suffix: null,
  company: null,
  street: ['12 rue des Lilas', 'Bâtiment B'],
  city: 'Paris',
  region: null,
  region_code: null,
  region_id: null,
  postcode: '75011',
  country_code: 'FR',
  telephone: '06 12 34 56 78',
  vat_id: null,
  fax: null,
};

const OFFICE: AddressValues = {
  ...HOME,
  company: 'Atelier Martin',
  street: ['45 quai Saint-Vincent'],
  city: 'Lyon',
  postcode: '69001',
  telephone: '04 72 00 11 22',
};

interface SeedProduct {
  product_id: number;
  parent_id: number | null;
}

async function pickProducts(db: Queryable): Promise<SeedProduct[]> {
  const simples = await db.query<SeedProduct>(
    `SELECT product_id, NULL::int AS parent_id FROM product WHERE type_id = 'simple' AND visibility = 4 AND status = 1 AND in_stock AND qty >= 20
      ORDER BY product_id LIMIT 4`,
  );
  const variant = await db.query<SeedProduct>(
    `SELECT c.product_id, r.parent_id FROM product_relation r JOIN product c ON c.product_id = r.child_id
      WHERE c.status = 1 AND c.in_stock AND c.qty >= 20 ORDER BY r.parent_id, r.position LIMIT 1`,
  );
  return [...simples, ...variant];
}

const at = (iso: string) => new Date(iso);

/** One past order of the demo customer, made through the real order writer. */
async function seedOrder(
  db: Queryable,
  customerId: number,
  lines: ReadonlyArray<{ product: SeedProduct; qty: number }>,
  options: {
    date: string;
    carrier: [string, string];
    coupon?: string;
    payment: 'card' | 'banktransfer';
    status?: string;
  },
): Promise<void> {
  const now = at(options.date);
  const created = await insertQuote(
    db,
    { maskedId: newMaskedId(), storeId: STORE.id, customerId },
    now,
  );
  if (!created) throw new Error('demo order cart not created');
  for (const line of lines)
    await addToLine(
      db,
      created.quote_id,
      line.product.product_id,
      line.product.parent_id,
      line.qty,
      now,
    );
  const address = {
    ...HOME,
    customer_address_id: null,
    save_in_address_book: false,
    customer_notes: null,
    pickup_location_code: null,
  };
  await saveQuoteAddress(db, created.quote_id, 'shipping', { ...address, same_as_shipping: false });
  await saveQuoteAddress(db, created.quote_id, 'billing', { ...address, same_as_shipping: true });
  await updateQuote(
    db,
    created.quote_id,
    {
      shipping_carrier: options.carrier[0],
      shipping_method: options.carrier[1],
      coupon_code: options.coupon ?? null,
      payment_method: options.payment === 'card' ? 'vitrine_card' : 'banktransfer',
    },
    now,
  );
  const quote = await quoteById(db, created.quote_id);
  if (!quote) throw new Error('demo order cart vanished');
  const view = await loadCartView(db, quote, now, { currency: 'EUR', cardPayments: true });
  const card = options.payment === 'card';
  const { orderId } = await writeOrder(db, {
    quote,
    view,
    email: DEMO_CUSTOMER.email,
    customer: {
      id: customerId,
      firstname: DEMO_CUSTOMER.firstname,
      lastname: DEMO_CUSTOMER.lastname,
    },
    payment: card
      ? {
          method: 'vitrine_card',
          title: 'Carte bancaire',
          paid: true,
          reference: `PSPDEMO${demoReference(options.date)}`,
          brand: 'VI',
          lastFour: '1111',
        }
      : { method: 'banktransfer', title: 'Virement bancaire', paid: false },
    now,
    trackUrl: 'http://localhost:3000/track-my-order/',
  });
  if (options.status)
    await db.query('UPDATE sales_order SET status = $2 WHERE order_id = $1', [
      orderId,
      options.status,
    ]);
  // A completed order was shipped: one parcel with the carrier's tracking number.
  if (options.status === 'complete') {
    const [carrierCode] = options.carrier;
    await insertShipment(
      db,
      orderId,
      {
        carrierCode,
        title: 'Colissimo',
        number: `6A${createHash('sha256').update(`parcel ${options.date}`).digest('hex').replace(/\D/g, '').slice(0, 11).padEnd(11, '0')}`,
      },
      new Date(now.getTime() + 26 * 3600_000),
    );
  }
  // The demo history is not news: its confirmation mails are not left waiting in the outbox.
  await db.query("DELETE FROM mail_outbox WHERE kind = 'order_confirmation' AND created_at = $1", [
    now,
  ]);
}

const demoReference = (date: string) =>
  createHash('sha256').update(date).digest('hex').slice(0, 9).toUpperCase();

/**
 * The demo customer (two addresses, three past orders, a wishlist, a saved card, subscribed to
 * the newsletter) and the two coupons. Deterministic apart from the password salt.
 */
export async function seedCustomers(
  db: Queryable,
): Promise<{ customers: number; orders: number; coupons: number }> {
  for (const coupon of DEMO_COUPONS) await upsertCoupon(db, { ...coupon });
  const createdAt = at('2025-03-02T10:00:00Z');
  const customerId = await insertCustomer(
    db,
    {
      storeId: STORE.id,
      email: DEMO_CUSTOMER.email,
      firstname: DEMO_CUSTOMER.firstname,
      lastname: DEMO_CUSTOMER.lastname,
      passwordHash: await hashPassword(DEMO_CUSTOMER.password, DEFAULT_SCRYPT_N),
    },
    createdAt,
  );
  if (customerId === undefined) throw new Error('the demo customer exists already');
  const home = await insertAddress(db, customerId, HOME, createdAt);
  await insertAddress(db, customerId, OFFICE, createdAt);
  await db.query(
    'UPDATE customer SET default_billing = $2, default_shipping = $2, favorite_store = (SELECT identifier FROM pos_store WHERE is_active ORDER BY entity_id LIMIT 1) WHERE customer_id = $1',
    [customerId, home],
  );
  await setSubscription(
    db,
    { email: DEMO_CUSTOMER.email, customerId, subscribed: true, consent: true, source: 'account' },
    createdAt,
  );
  const products = await pickProducts(db);
  const [a, b, c, d, variant] = products;
  let orders = 0;
  if (a && b && c && variant) {
    await seedOrder(
      db,
      customerId,
      [
        { product: a, qty: 2 },
        { product: b, qty: 1 },
      ],
      {
        date: '2026-06-03T08:41:00Z',
        carrier: ['colissimo', 'home'],
        payment: 'card',
        status: 'complete',
      },
    );
    await seedOrder(db, customerId, [{ product: variant, qty: 1 }], {
      date: '2026-08-19T17:05:00Z',
      carrier: ['colissimo', 'home'],
      coupon: 'BIENVENUE10',
      payment: 'card',
      status: 'complete',
    });
    await seedOrder(db, customerId, [{ product: c, qty: 3 }], {
      date: '2026-10-27T12:30:00Z',
      carrier: ['colissimo', 'home'],
      payment: 'banktransfer',
    });
    orders = 3;
  }
  const wishlist = await wishlistOf(db, customerId, createdAt);
  for (const product of [d, b, variant].filter(
    (entry): entry is SeedProduct => entry !== undefined,
  )) {
    await addWishlistItem(
      db,
      wishlist.wishlist_id,
      { productId: product.product_id, parentId: product.parent_id, qty: 1 },
      createdAt,
    );
  }
  await insertVaultToken(
    db,
    {
      public_hash: createHash('sha256').update('demo-card').digest('base64url').slice(0, 32),
      customer_id: customerId,
      payment_method_code: 'vitrine_card',
      brand: 'VI',
      last_four: '1111',
      exp_month: 3,
      exp_year: 2030,
      scenario: 'authorised',
    },
    createdAt,
  );
  return { customers: 1, orders, coupons: DEMO_COUPONS.length };
}
