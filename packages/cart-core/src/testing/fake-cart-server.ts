import { toCart } from '../cart.mappers.ts';
import type { CartFunctions, EstimateShippingFn } from '../cart.ports.ts';
import type { RawCart, RawCartItem } from '../cart.raw.ts';
import type { Cart, CartItemInput } from '../cart.types.ts';
import type { CommerceError, CommerceResult } from '@vitrine/commerce-primitives';

interface FakeLine {
  uid: string;
  sku: string;
  options: readonly string[];
  quantity: number;
  /** Days between deliveries of a subscribed line; null for a one-time purchase. */
  frequencyDays: number | null;
}

interface FakeCartRecord {
  active: boolean;
  lines: FakeLine[];
}

/** Options of {@link createFakeCartServer}. */
export interface FakeCartServerOptions {
  /** Unit prices in cents by SKU; any other SKU is 'Could not find a product with SKU'. */
  readonly catalog?: Readonly<Record<string, number>>;
  /** SKUs sold as configurable products (their lines carry selected options). */
  readonly configurable?: readonly string[];
}

/**
 * An in-memory cart backend with Magento's semantics (merge on add, quantity 0 removes, the
 * exact invalid-cart messages), for tests, stories and model tests. `fail(name, error)` makes the
 * next call of one function fail; `deactivate(id)` makes a cart invalid as after an order.
 */
export function createFakeCartServer(options: FakeCartServerOptions = {}) {
  const catalog = options.catalog ?? { 'VIT-C-500': 1290, 'MAG-B6': 1950, 'OMEGA-3': 2490 };
  const configurable = new Set(options.configurable ?? ['MAG-B6']);
  const carts = new Map<string, FakeCartRecord>();
  const failures = new Map<string, CommerceError>();
  let nextCart = 1;
  let nextLine = 1;

  // A subscribed line costs 10 % less, as the seeded offer (issue 22).
  const unitCents = (line: FakeLine) =>
    Math.round((catalog[line.sku] ?? 0) * (line.frequencyDays === null ? 1 : 0.9));
  const toRaw = (id: string, record: FakeCartRecord): RawCart => {
    const items: RawCartItem[] = record.lines.map((line) => {
      const price = unitCents(line) / 100;
      return {
        __typename: configurable.has(line.sku) ? 'ConfigurableCartItem' : 'SimpleCartItem',
        uid: line.uid,
        quantity: line.quantity,
        product: { sku: line.sku, name: line.sku },
        prices: {
          price_including_tax: { value: price, currency: 'EUR' },
          row_total_including_tax: {
            value: (unitCents(line) * line.quantity) / 100,
            currency: 'EUR',
          },
        },
        vitrine_subscription:
          line.frequencyDays === null
            ? null
            : {
                frequency_days: line.frequencyDays,
                frequencies: [30, 60, 90],
                discount_percent: 10,
                next_date: '2026-12-27',
              },
        configurable_options: line.options.map((value) => ({
          configurable_product_option_uid: 'option',
          configurable_product_option_value_uid: value,
          option_label: 'Option',
          value_label: value,
        })),
      };
    });
    const total = record.lines.reduce((sum, line) => sum + unitCents(line) * line.quantity, 0);
    const quantity = record.lines.reduce((sum, line) => sum + line.quantity, 0);
    return {
      id,
      items,
      total_quantity: quantity,
      vitrine_has_subscription: record.lines.some((line) => line.frequencyDays !== null),
      prices:
        record.lines.length > 0 ? { grand_total: { value: total / 100, currency: 'EUR' } } : null,
    };
  };

  const injected = (name: string): CommerceError | undefined => {
    const error = failures.get(name);
    failures.delete(name);
    return error;
  };

  const withCart = <T extends object>(
    name: string,
    cartId: string,
    run: (record: FakeCartRecord) => CommerceResult<T>,
  ): Promise<CommerceResult<T>> => {
    const error = injected(name);
    if (error) return Promise.resolve({ ok: false, error });
    const record = carts.get(cartId);
    if (!record)
      return Promise.resolve({
        ok: false,
        error: { code: 'invalid_cart', message: `Could not find a cart with ID "${cartId}"` },
      });
    if (!record.active)
      return Promise.resolve({
        ok: false,
        error: { code: 'invalid_cart', message: "The cart isn't active." },
      });
    return Promise.resolve(run(record));
  };

  const cartOf = (cartId: string, record: FakeCartRecord): { cart: Cart } => ({
    cart: toCart(toRaw(cartId, record)),
  });

  const addLine = (record: FakeCartRecord, item: CartItemInput): CommerceError | null => {
    const sku = item.parentSku ?? item.sku;
    if (!(sku in catalog))
      return { code: 'user', messages: [`Could not find a product with SKU "${sku}"`] };
    if (!Number.isInteger(item.quantity) || item.quantity <= 0)
      return { code: 'user', messages: ['The quantity must be greater than 0'] };
    const options = item.selectedOptions ?? [];
    const frequencyDays = item.subscription?.frequencyDays ?? null;
    // A subscribed line and a one-time line of the same product stay two lines.
    const same = record.lines.find(
      (line) =>
        line.sku === sku &&
        line.options.join() === options.join() &&
        line.frequencyDays === frequencyDays,
    );
    if (same) same.quantity += item.quantity;
    else
      record.lines.push({
        uid: `line-${nextLine++}`,
        sku,
        options,
        quantity: item.quantity,
        frequencyDays,
      });
    return null;
  };

  const functions: CartFunctions & { estimateShipping: EstimateShippingFn } = {
    createCart: () => {
      const error = injected('createCart');
      if (error) return Promise.resolve({ ok: false, error });
      const id = `fake-cart-${String(nextCart++).padStart(22, '0')}`;
      carts.set(id, { active: true, lines: [] });
      return Promise.resolve({ ok: true, cartId: id });
    },
    getCart: ({ cartId }) =>
      withCart('getCart', cartId, (record) => ({ ok: true, ...cartOf(cartId, record) })),
    addItem: ({ cartId, item }) =>
      withCart<{ cart: Cart }>('addItem', cartId, (record) => {
        const error = addLine(record, item);
        return error ? { ok: false, error } : { ok: true, ...cartOf(cartId, record) };
      }),
    updateItem: ({ cartId, itemUid, quantity }) =>
      withCart<{ cart: Cart }>('updateItem', cartId, (record) => {
        const line = record.lines.find((candidate) => candidate.uid === itemUid);
        if (!line)
          return {
            ok: false,
            error: { code: 'user', messages: [`Could not find cart item with id: ${itemUid}`] },
          };
        if (quantity <= 0) record.lines = record.lines.filter((candidate) => candidate !== line);
        else line.quantity = quantity;
        return { ok: true, ...cartOf(cartId, record) };
      }),
    removeItem: ({ cartId, itemUid }) =>
      withCart<{ cart: Cart }>('removeItem', cartId, (record) => {
        const before = record.lines.length;
        record.lines = record.lines.filter((line) => line.uid !== itemUid);
        if (record.lines.length === before)
          return {
            ok: false,
            error: { code: 'user', messages: [`Cart doesn't contain the ${itemUid} item.`] },
          };
        return { ok: true, ...cartOf(cartId, record) };
      }),
    estimateShipping: ({ cartId, postcode, countryCode }) =>
      withCart('estimateShipping', cartId, () => ({
        ok: true,
        methods:
          countryCode === 'FR' && /^\d{5}$/.test(postcode)
            ? [
                {
                  carrierCode: 'colissimo',
                  methodCode: 'home',
                  carrierTitle: 'Colissimo',
                  methodTitle: 'Livraison à domicile',
                  amount: { amount: 490, currency: 'EUR' },
                  priceExclTax: { amount: 408, currency: 'EUR' },
                  priceInclTax: { amount: 490, currency: 'EUR' },
                  available: true,
                  errorMessage: null,
                },
              ]
            : [],
      })),
  };

  return {
    functions,
    /** Makes the next call of `name` fail with `error`. */
    fail(name: keyof typeof functions, error: CommerceError): void {
      failures.set(name, error);
    },
    /** Makes a cart inactive, as after an order. */
    deactivate(cartId: string): void {
      const record = carts.get(cartId);
      if (record) record.active = false;
    },
    /** SKU → quantity of a cart's lines, for model comparisons. */
    quantities(cartId: string): Map<string, number> {
      return new Map((carts.get(cartId)?.lines ?? []).map((line) => [line.sku, line.quantity]));
    },
    /** How many carts were created. */
    get createdCarts(): number {
      return nextCart - 1;
    },
  };
}

/** The fake backend returned by {@link createFakeCartServer}. */
export type FakeCartServer = ReturnType<typeof createFakeCartServer>;
