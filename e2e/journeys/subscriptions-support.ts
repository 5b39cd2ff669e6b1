/**
 * What the subscription journey asks of the commerce servers directly: a customer to start from,
 * an order placed through the API (to prove two servers share one database), the customer's
 * orders with their subscription flags, and the confirmation mails of the dev outbox.
 */
import { expect } from 'vitest';
import { backendGraphql as graphqlOf, shipToTheGuestAddress } from './account-support.ts';
export { PASSWORD, newCustomer, placeCustomerOrder } from './account-support.ts';

/** How long the schedulers (every second, on a busy machine) may take to place a renewal. */
export const RENEWAL_WAIT = { timeout: 30_000, interval: 500 } as const;

/** A POST to `backendUrl`'s GraphQL endpoint, as the customer of `token` when given. */
export function backendGraphql<T>(
  backendUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  return graphqlOf<T>(query, variables, { backendUrl, ...(token ? { token } : {}) });
}

/** One of the customer's orders as the subscription journey reads it. */
export interface CustomerOrder {
  number: string;
  /** Whether one of its items renews a subscription (`vitrine_subscription.is_renewal`). */
  renewal: boolean;
}

/** The customer's orders as `backendUrl` serves them; `withSubscriptions` asks for the flags. */
export async function customerOrders(
  backendUrl: string,
  token: string,
  withSubscriptions = true,
): Promise<CustomerOrder[]> {
  const items = withSubscriptions ? 'items { vitrine_subscription { is_renewal } }' : '';
  const data = await backendGraphql<{
    customer: {
      orders: {
        items: {
          number: string;
          items?: { vitrine_subscription: { is_renewal: boolean } | null }[];
        }[];
      };
    };
  }>(backendUrl, `{ customer { orders(pageSize: 50) { items { number ${items} } } } }`, {}, token);
  return data.customer.orders.items.map((order) => ({
    number: order.number,
    renewal: (order.items ?? []).some((item) => item.vitrine_subscription?.is_renewal === true),
  }));
}

/** The order confirmation mails to `email` in the dev outbox of `backendUrl`. */
export async function confirmationMails(
  backendUrl: string,
  email: string,
): Promise<{ subject: string; text: string }[]> {
  const response = await fetch(
    `${backendUrl}/dev/mail-outbox?${new URLSearchParams({ to: email, limit: '50' }).toString()}`,
  );
  expect(response.ok).toBe(true);
  const body = (await response.json()) as {
    items: { kind: string; subject: string; text: string }[];
  };
  return body.items.filter((mail) => mail.kind === 'order_confirmation');
}

/** The built-in test provider's public client key (README, test payment cards). */
const CLIENT_KEY = 'test_ORSALISDEMOCLIENTKEY0000000000';

/** The SKU of a simple product the seed offers a subscription on. */
export async function subscribableSku(backendUrl: string): Promise<string> {
  const data = await backendGraphql<{
    products: {
      items: {
        __typename: string;
        sku: string;
        stock_status: string;
        vitrine_subscription_offer: unknown;
      }[];
    };
  }>(
    backendUrl,
    '{ products(search: "magnésium", pageSize: 20) { items { __typename sku stock_status vitrine_subscription_offer { frequencies } } } }',
  );
  const item = data.products.items.find(
    (product) =>
      product.__typename === 'SimpleProduct' &&
      product.stock_status === 'IN_STOCK' &&
      product.vitrine_subscription_offer !== null,
  );
  expect(item).toBeDefined();
  return item?.sku ?? '';
}

/**
 * Subscribes the customer to `sku` every `frequency` days through the API, paid by an authorised
 * card kept for the renewals (`is_active_payment_token_enabler`); answers the first order's number.
 */
export async function subscribeThroughApi(
  backendUrl: string,
  token: string,
  sku: string,
  frequency: number,
): Promise<string> {
  const call = <T>(query: string, variables: Record<string, unknown> = {}) =>
    backendGraphql<T>(backendUrl, query, variables, token);
  const { customerCart } = await call<{ customerCart: { id: string } }>('{ customerCart { id } }');
  const id = customerCart.id;
  const added = await call<{ addProductsToCart: { cart: { vitrine_has_subscription: boolean } } }>(
    `mutation ($id: String!, $sku: String!, $f: Int!) {
      addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1, vitrine_subscription: { frequency_days: $f } }]) {
        cart { vitrine_has_subscription } user_errors { message }
      }
    }`,
    { id, sku, f: frequency },
  );
  expect(added.addProductsToCart.cart.vitrine_has_subscription).toBe(true);
  await shipToTheGuestAddress(id, { backendUrl, token });
  const tokenised = await fetch(`${backendUrl}/payment/v1/card-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-key': CLIENT_KEY },
    body: JSON.stringify({
      number: '4111 1111 1111 1111',
      expiryMonth: '03',
      expiryYear: '2030',
      cvc: '737',
    }),
  });
  const { token: nonce } = (await tokenised.json()) as { token: string };
  await call(
    `mutation ($id: String!, $nonce: String!) {
      setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "vitrine_card",
        vitrine_card: { payment_method_nonce: $nonce, is_active_payment_token_enabler: true } } }) { cart { id } }
    }`,
    { id, nonce },
  );
  const placed = await call<{ placeOrder: { orderV2: { number: string } | null } }>(
    'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }',
    { id },
  );
  expect(placed.placeOrder.orderV2?.number).toMatch(/^\d{9}$/);
  return placed.placeOrder.orderV2?.number ?? '';
}

/** The next date (`YYYY-MM-DD`) of the customer's only subscription, as the server set it. */
export async function firstNextDate(backendUrl: string, token: string): Promise<string> {
  const data = await backendGraphql<{
    customer: { vitrine_subscriptions: { items: { next_date: string | null }[] } };
  }>(backendUrl, '{ customer { vitrine_subscriptions { items { next_date } } } }', {}, token);
  const items = data.customer.vitrine_subscriptions.items;
  expect(items).toHaveLength(1);
  return items[0]!.next_date ?? '';
}

/** Cancels every subscription of the customer (so later clock moves renew nothing of theirs). */
export async function cancelSubscriptions(backendUrl: string, token: string): Promise<void> {
  const data = await backendGraphql<{
    customer: { vitrine_subscriptions: { items: { uid: string; status: string }[] } };
  }>(backendUrl, '{ customer { vitrine_subscriptions { items { uid status } } } }', {}, token);
  for (const { uid } of data.customer.vitrine_subscriptions.items) {
    const done = await backendGraphql<{
      cancelVitrineSubscription: { subscription: { status: string } };
    }>(
      backendUrl,
      'mutation ($uid: ID!) { cancelVitrineSubscription(input: { uid: $uid }) { subscription { status } } }',
      { uid },
      token,
    );
    expect(done.cancelVitrineSubscription.subscription.status).toBe('CANCELLED');
  }
}
