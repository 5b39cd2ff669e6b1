/**
 * The virtual users of the L1 load bench (reliability case L1): shoppers browsing the catalogue,
 * shoppers checking out a scarce product as guests (each placeOrder retried once with the same
 * Idempotency-Key, as after a lost answer), and one attacker sending over-deep, alias-flooded,
 * over-complex and batched documents. Each talks GraphQL to the commerce server from its own
 * client address (X-Forwarded-For, believed because the server trusts the loopback proxy).
 */
import { randomInt, randomUUID } from 'node:crypto';

/** One timed GraphQL call. */
export interface Sample {
  kind: 'browse' | 'checkout' | 'attack';
  /** Warm-up samples (JIT, connection pools, caches) are left out of the figures. */
  phase: 'warmup' | 'quiet' | 'attack';
  ms: number;
  /** Browsing and checkout: an HTTP or GraphQL error not expected by the flow. Attack: accepted. */
  failed: boolean;
}

/** What the checking-out users saw. */
export interface CheckoutTally {
  placed: number;
  refusedForStock: number;
  /** Carts that got two different order numbers for one Idempotency-Key (must stay 0). */
  duplicateAnswers: number;
  orderNumbers: string[];
}

export interface LoadTarget {
  url: string;
  samples: Sample[];
  phase: () => Sample['phase'];
  running: () => boolean;
  catalogue: { categoryUids: string[]; urlKeys: string[]; terms: string[] };
  scarceSku: string;
}

type Gql = { data?: Record<string, unknown> | null; errors?: Array<{ message: string }> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;
const clientIp = () => `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function call(
  target: LoadTarget,
  kind: Sample['kind'],
  ip: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Gql | Gql[] | undefined; ms: number }> {
  const started = performance.now();
  let status = 0;
  let parsed: Gql | Gql[] | undefined;
  try {
    const response = await fetch(`${target.url}/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Store: 'fr',
        'X-Forwarded-For': ip,
        ...headers,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    status = response.status;
    parsed = (await response.json().catch(() => undefined)) as Gql | Gql[] | undefined;
  } catch {
    // A refused or timed-out connection: status 0, counted as a failure.
  }
  return { status, body: parsed, ms: performance.now() - started };
}

const PRODUCT_CARD =
  'uid sku name url_key small_image { url label } price_range { minimum_price { final_price { value currency } regular_price { value } } }';
const CATEGORY_PAGE = `query($uid: String!) { products(filter: { category_uid: { eq: $uid } }, pageSize: 12, sort: { position: ASC }) {
  total_count page_info { current_page total_pages } items { ${PRODUCT_CARD} } aggregations { attribute_code label count options { label value count } } } }`;
const PRODUCT_PAGE = `query($key: String!) { products(filter: { url_key: { eq: $key } }) { items { ${PRODUCT_CARD}
  description { html } media_gallery { url label } stock_status categories { uid name url_path } } } }`;
const SEARCH = `query($term: String!) { products(search: $term, pageSize: 12) { total_count items { ${PRODUCT_CARD} } } }`;
const MENU =
  '{ categoryList(filters: {}) { uid name children { uid name url_path children { uid name url_path } } } }';

/** A shopper going from the menu to categories, products and searches, thinking 0.5–1.5 s. */
export async function browsingUser(target: LoadTarget): Promise<void> {
  const ip = clientIp();
  const { categoryUids, urlKeys, terms } = target.catalogue;
  while (target.running()) {
    const roll = randomInt(10);
    const body =
      roll < 1
        ? { query: MENU }
        : roll < 5
          ? { query: CATEGORY_PAGE, variables: { uid: pick(categoryUids) } }
          : roll < 8
            ? { query: PRODUCT_PAGE, variables: { key: pick(urlKeys) } }
            : { query: SEARCH, variables: { term: pick(terms) } };
    const phase = target.phase();
    const answer = await call(target, 'browse', ip, body);
    const failed =
      answer.status !== 200 || Array.isArray(answer.body) || !!answer.body?.errors?.length;
    target.samples.push({ kind: 'browse', phase, ms: answer.ms, failed });
    await sleep(500 + randomInt(1000));
  }
}

const ADDRESS = {
  firstname: 'Léa',
  lastname: 'Durand',
  street: ['3 rue Victor Hugo'],
  city: 'Lyon',
  postcode: '69002',
  country_code: 'FR',
  telephone: '0612345678',
};
const STEPS = [
  'mutation($c: String!, $e: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: $e }) { cart { email } } }',
  'mutation($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
  'mutation($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { id } } }',
  'mutation($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "colissimo", method_code: "home" }] }) { cart { id } } }',
  'mutation($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "banktransfer" } }) { cart { id } } }',
];
const PLACE =
  'mutation($c: String!) { placeOrder(input: { cart_id: $c }) { orderV2 { number } errors { code message } } }';
const NOT_AVAILABLE = /qty is not available|not available|out of stock|most you may purchase/i;

/** A guest buying 1–2 units of the scarce product, tallied; a broken step ends the attempt. */
async function checkoutOnce(target: LoadTarget, ip: string, tally: CheckoutTally): Promise<void> {
  const step = async (
    query: string,
    variables: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => {
    const phase = target.phase();
    const answer = await call(target, 'checkout', ip, { query, variables }, headers);
    const body = Array.isArray(answer.body) ? undefined : answer.body;
    const stockRefusal = !!body?.errors?.every((error) => NOT_AVAILABLE.test(error.message));
    const failed = answer.status !== 200 || !body || (!!body.errors?.length && !stockRefusal);
    target.samples.push({ kind: 'checkout', phase, ms: answer.ms, failed });
    await sleep(100 + randomInt(200));
    return { body, failed, stockRefusal };
  };
  const created = await step('mutation { createEmptyCart }', {});
  const cartId = created.body?.data?.createEmptyCart;
  if (typeof cartId !== 'string') return;
  const added = await step(
    'mutation($c: String!, $s: String!, $q: Float!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: $q }]) { cart { total_quantity } user_errors { code message } } }',
    { c: cartId, s: target.scarceSku, q: 1 + randomInt(2) },
  );
  const addResult = added.body?.data?.addProductsToCart as { user_errors?: unknown[] } | undefined;
  if (added.failed || (addResult?.user_errors?.length ?? 0) > 0) {
    if ((addResult?.user_errors?.length ?? 0) > 0) tally.refusedForStock++;
    return;
  }
  for (const query of STEPS) {
    const answer = await step(query, {
      c: cartId,
      e: `load-${randomUUID()}@example.com`,
      a: ADDRESS,
    });
    if (answer.failed) return;
  }
  const key = randomUUID();
  const numbers = new Set<string>();
  for (let attempt = 0; attempt < 2; attempt++) {
    const placed = await step(PLACE, { c: cartId }, { 'Idempotency-Key': key });
    const result = placed.body?.data?.placeOrder as
      { orderV2?: { number: string } | null; errors?: Array<{ message: string }> } | undefined;
    if (result?.orderV2?.number) numbers.add(result.orderV2.number);
    else if (
      placed.stockRefusal ||
      result?.errors?.some((error) => NOT_AVAILABLE.test(error.message))
    ) {
      tally.refusedForStock++;
      return;
    }
  }
  if (numbers.size > 1) tally.duplicateAnswers++;
  if (numbers.size > 0) {
    tally.placed++;
    tally.orderNumbers.push(...numbers);
  }
}

/** A shopper checking out again and again until the end of the run. */
export async function checkoutUser(target: LoadTarget, tally: CheckoutTally): Promise<void> {
  const ip = clientIp();
  while (target.running()) {
    await checkoutOnce(target, ip, tally);
    await sleep(300 + randomInt(500));
  }
}

function nestedChildren(levels: number): string {
  let selection = 'uid';
  for (let level = 0; level < levels; level++) selection = `children { ${selection} }`;
  return `{ categoryList { ${selection} } }`;
}
const ATTACKS: ReadonlyArray<{ name: string; body: unknown; refusal: RegExp }> = [
  {
    name: 'depth 21',
    body: { query: nestedChildren(21) },
    refusal: /Max query depth should be 20/,
  },
  {
    name: '11 aliases',
    body: {
      query: `{ ${Array.from({ length: 11 }, (_, i) => `a${i}: storeConfig { store_name }`).join(' ')} }`,
    },
    refusal: /Max Aliases in query should be 10/,
  },
  {
    name: '301 fields',
    body: {
      query: `fragment F on StoreConfig { store_name } { storeConfig { ${'...F '.repeat(300)} } }`,
    },
    refusal: /Max query complexity should be 300/,
  },
  {
    name: 'batch',
    body: [
      { query: '{ storeConfig { store_name } }' },
      { query: '{ storeConfig { store_code } }' },
    ],
    refusal: /Batching is not supported/,
  },
];

/** The attacker: no think time; a sample fails when an attack is not refused with its message. */
export async function attackingUser(
  target: LoadTarget,
  counts: Map<string, number>,
): Promise<void> {
  const ip = clientIp();
  while (target.running()) {
    if (target.phase() !== 'attack') {
      await sleep(100);
      continue;
    }
    const attack = pick(ATTACKS);
    const answer = await call(target, 'attack', ip, attack.body);
    const text = JSON.stringify(answer.body ?? '');
    const refused = answer.status < 500 && attack.refusal.test(text);
    counts.set(attack.name, (counts.get(attack.name) ?? 0) + 1);
    target.samples.push({ kind: 'attack', phase: 'attack', ms: answer.ms, failed: !refused });
  }
}
