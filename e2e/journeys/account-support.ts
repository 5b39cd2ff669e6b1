/**
 * Steps the account journeys share: signing in and out by the forms' French labels, reading
 * the server's dev mail outbox, and the seeded demo customer.
 */
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { waitForHydration } from '../src/browser.ts';

/** The seeded demo customer (commerce-server `customers.seed.ts`). */
export const DEMO_CUSTOMER = {
  email: 'camille.martin@orsalis.example',
  password: 'Orsalis-Demo-2026',
  firstname: 'Camille',
} as const;

/** An e-mail no other run has used. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.fr`;
}

/** The e-mail field of the page's form (the footer's newsletter field has another name). */
export const emailField = (page: Page) =>
  page.getByRole('textbox', { name: 'Adresse e-mail', exact: true });

/** Fills the sign-in form of `scope` (the page, or the drawer) and submits it. */
export async function submitSignIn(
  page: Page,
  credentials: { email: string; password: string },
  scope: Pick<Page, 'getByRole' | 'getByLabel'> = page,
): Promise<void> {
  await waitForHydration(page);
  await scope.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(credentials.email);
  await scope.getByLabel('Mot de passe', { exact: true }).fill(credentials.password);
  await scope.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

/** Waits until the header greets the signed-in customer. */
export async function expectGreeting(page: Page, firstname: string): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .getByRole('button', { name: `Bonjour, ${firstname}` })
          .first()
          .isVisible(),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** One mail of the server's dev outbox. */
export interface OutboxMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The newest outbox mails to `to` (commerce-server `GET /dev/mail-outbox`). */
export async function outbox(
  to: string,
  backendUrl: string = inject('backendUrl'),
): Promise<OutboxMail[]> {
  const response = await fetch(
    `${backendUrl}/dev/mail-outbox?${new URLSearchParams({ to }).toString()}`,
  );
  expect(response.ok).toBe(true);
  return ((await response.json()) as { items: OutboxMail[] }).items;
}

/** Waits for a mail of `kind` to `to` and gives the storefront path of its first link. */
export async function linkOfMail(to: string, kind: string, backendUrl?: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await outbox(to, backendUrl)).find((item) => item.kind === kind);
        link = mail?.links[0];
        return link !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  // The server writes its STOREFRONT_URL origin; the path and query are what the shop serves.
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

/**
 * Checks the page logged no error but the server refusals the journey provoked on purpose: the
 * GraphQL client logs every GraphQL error (spec §8, "other GraphQL errors: only logged").
 */
export function expectOnlyProvokedErrors(consoleErrors: readonly string[], provoked: RegExp[]) {
  const unexpected = consoleErrors.filter(
    (message) =>
      !(
        message.startsWith('[GraphQL client]') && provoked.some((pattern) => pattern.test(message))
      ),
  );
  expect(unexpected).toEqual([]);
}

/** How long a poll waits for an answer of the server (scrypt is slow on purpose). */
export const SERVER_WAIT = { timeout: 20_000 } as const;

/**
 * A POST to a commerce server's GraphQL endpoint (the journeys' own by default), as a customer
 * when `token` is given, failing the journey on any GraphQL error.
 */
export async function backendGraphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  options: { backendUrl?: string; token?: string } = {},
): Promise<T> {
  const response = await fetch(`${options.backendUrl ?? inject('backendUrl')}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      store: 'fr',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data as T;
}

/** A guest's billing (and delivery) address for {@link placeGuestOrder}. */
export const GUEST_ADDRESS = {
  firstname: 'Jeanne',
  lastname: 'Morel',
  street: ['3 place Bellecour'],
  city: 'Lyon',
  postcode: '69002',
  country_code: 'FR',
  telephone: '0478000000',
} as const;

/**
 * Sets cart `id`'s delivery through Magento's core mutations: the address below, billing the same,
 * the first delivery method offered.
 */
export async function shipToTheGuestAddress(
  id: string,
  options: { backendUrl?: string; token?: string } = {},
): Promise<void> {
  const call = <T>(query: string, variables: Record<string, unknown>) =>
    backendGraphql<T>(query, variables, options);
  const shipping = await call<{
    setShippingAddressesOnCart: {
      cart: {
        shipping_addresses: {
          available_shipping_methods: { carrier_code: string; method_code: string }[];
        }[];
      };
    };
  }>(
    `mutation ($id: String!, $address: CartAddressInput!) {
      setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) {
        cart { shipping_addresses { available_shipping_methods { carrier_code method_code } } }
      }
    }`,
    { id, address: GUEST_ADDRESS },
  );
  await call(
    'mutation ($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
    { id },
  );
  const method =
    shipping.setShippingAddressesOnCart.cart.shipping_addresses[0]?.available_shipping_methods[0];
  expect(method).toBeDefined();
  await call(
    'mutation ($id: String!, $carrier: String!, $method: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) { cart { id } } }',
    { id, carrier: method?.carrier_code, method: method?.method_code },
  );
}

/**
 * Places the order of cart `id` through Magento's core GraphQL mutations: one simple product, the
 * address below, the first delivery method offered, bank transfer. A setup step for journeys about
 * something else (tracking an order, two servers sharing one database); answers its number.
 */
async function placeBankTransferOrder(
  id: string,
  options: { backendUrl?: string; token?: string } = {},
): Promise<string> {
  const call = <T>(query: string, variables: Record<string, unknown>) =>
    backendGraphql<T>(query, variables, options);
  await call(
    `mutation ($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "ORS-000008", quantity: 1 }]) { user_errors { message } } }`,
    { id },
  );
  await shipToTheGuestAddress(id, options);
  await call(
    'mutation ($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "banktransfer" } }) { cart { id } } }',
    { id },
  );
  const placed = await call<{ placeOrder: { orderV2: { number: string } } }>(
    'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }',
    { id },
  );
  return placed.placeOrder.orderV2.number;
}

/** Places a guest order by bank transfer (see {@link placeBankTransferOrder}); answers its number. */
export async function placeGuestOrder(email: string): Promise<string> {
  const created = await backendGraphql<{ createGuestCart: { cart: { id: string } } }>(
    'mutation { createGuestCart { cart { id } } }',
  );
  const id = created.createGuestCart.cart.id;
  await backendGraphql(
    'mutation ($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { id } } }',
    { id, email },
  );
  return placeBankTransferOrder(id);
}

/** Places the customer's order by bank transfer on `backendUrl`; answers its number. */
export async function placeCustomerOrder(backendUrl: string, token: string): Promise<string> {
  const { customerCart } = await backendGraphql<{ customerCart: { id: string } }>(
    '{ customerCart { id } }',
    {},
    { backendUrl, token },
  );
  return placeBankTransferOrder(customerCart.id, { backendUrl, token });
}

/** The password of the customers {@link newCustomer} creates. */
export const PASSWORD = 'Cure-Lichen-2026';

export interface Customer {
  email: string;
  token: string;
}

/**
 * A new customer, Inès Garnier, on the commerce server at `backendUrl`, with the guest address as
 * default address (so the checkout offers it), and the customer's token.
 */
export async function newCustomer(backendUrl: string, prefix: string): Promise<Customer> {
  const email = uniqueEmail(prefix);
  await backendGraphql(
    'mutation($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }',
    { i: { email, password: PASSWORD, firstname: 'Inès', lastname: 'Garnier' } },
    { backendUrl },
  );
  const { generateCustomerToken } = await backendGraphql<{
    generateCustomerToken: { token: string };
  }>(
    'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    { e: email, p: PASSWORD },
    { backendUrl },
  );
  const token = generateCustomerToken.token;
  await backendGraphql(
    'mutation($a: CustomerAddressInput!) { createCustomerAddress(input: $a) { id } }',
    { a: { ...GUEST_ADDRESS, default_shipping: true, default_billing: true } },
    { backendUrl, token },
  );
  return { email, token };
}

/** Signs a customer {@link newCustomer} created in through the sign-in page; waits for the greeting. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/sign-in');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
  await page.getByLabel(/^Mot de passe\s*\*?$/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect
    .poll(() => page.getByText('Bonjour, Inès').first().isVisible(), SERVER_WAIT)
    .toBe(true);
}
