import { describe, expect, it, vi } from 'vitest';
import { createShopClient } from '../client/create-shop-client.ts';
import { createFakeBackend } from '../testing/fake-backend.ts';
import type { FakeGraphQLAnswer } from '../testing/fake-backend.ts';
import { savePaymentInformation, saveShippingInformation } from './checkout-rest.commerce.ts';

const address = {
  firstname: 'Camille',
  lastname: 'Martin',
  street: ['12 rue des Lilas'],
  city: 'Lyon',
  postcode: '69003',
  telephone: '0612345678',
  country_id: 'FR',
  region_code: null,
  email: 'camille@example.fr',
};

function fakeRest(status: number, answer: unknown) {
  const calls: { url: string; headers: Headers; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    calls.push({
      url: input instanceof Request ? input.url : input.toString(),
      headers: new Headers(init?.headers),
      body: JSON.parse(init?.body as string) as unknown,
    });
    return Promise.resolve(new Response(JSON.stringify(answer), { status }));
  };
  return { fetch, calls };
}

describe('REST checkout calls', () => {
  it('saves a guest shipping information on the guest-cart endpoint, in Magento shape', async () => {
    const backend = fakeRest(200, {
      payment_methods: [{ code: 'banktransfer', title: 'Virement bancaire' }],
      totals: {},
    });
    const shop = createShopClient({ backendUrl: 'http://backend.test', fetch: backend.fetch });
    const result = await saveShippingInformation(shop, {
      cartId: 'abc/1',
      signedIn: false,
      shippingAddress: address,
      billingAddress: address,
      carrierCode: 'colissimo',
      methodCode: 'home',
    });
    expect(result).toEqual({
      ok: true,
      paymentMethods: [{ code: 'banktransfer', title: 'Virement bancaire' }],
    });
    expect(backend.calls[0]!.url).toBe(
      'http://backend.test/rest/V1/guest-carts/abc%2F1/shipping-information',
    );
    const { region_code: _dropped, ...restAddress } = address;
    expect(backend.calls[0]!.body).toEqual({
      addressInformation: {
        shipping_address: restAddress,
        billing_address: restAddress,
        shipping_carrier_code: 'colissimo',
        shipping_method_code: 'home',
      },
    });
  });

  /** A signed-in backend: REST answers entity id 17; the customer's latest orders, newest first. */
  function signedInBackend(orders: () => FakeGraphQLAnswer) {
    const backend = createFakeBackend({
      rest: { 'POST /rest/V1/carts/mine/payment-information': () => ({ body: 17 }) },
      graphql: { GetRecentOrderNumbers: orders },
    });
    const shop = createShopClient({
      backendUrl: 'http://backend.test',
      fetch: backend.fetch,
      getToken: () => 'tok',
      log: vi.fn(),
    });
    const place = () =>
      savePaymentInformation(shop, {
        cartId: 'abc',
        signedIn: true,
        billingAddress: address,
        paymentMethod: { method: 'vitrine_card', nonce: 'n-1' },
        idempotencyKey: 'key-1',
      });
    return { backend, place };
  }

  it('places a signed-in order on the mine endpoint with the token and the idempotency key', async () => {
    const { backend, place } = signedInBackend(() => ({
      data: {
        customer: {
          orders: {
            items: [
              // base64("18"), base64("17"): Magento's CustomerOrder.id of entity ids 18 and 17.
              { id: 'MTg=', number: '000000018' },
              { id: 'MTc=', number: '000000017' },
            ],
          },
        },
      },
    }));
    // The entity id 17 is never the number: the increment id of the matching order is.
    expect(await place()).toEqual({ ok: true, orderId: '17', orderNumber: '000000017' });
    const [call, lookup] = backend.requests;
    expect(call!.url.pathname).toBe('/rest/V1/carts/mine/payment-information');
    expect(call!.headers.get('authorization')).toBe('Bearer tok');
    expect(call!.headers.get('idempotency-key')).toBe('key-1');
    expect(call!.body).toMatchObject({
      paymentMethod: { method: 'vitrine_card', additional_data: { payment_method_nonce: 'n-1' } },
    });
    expect(call!.body).not.toHaveProperty('email');
    expect(lookup!.operationName).toBe('GetRecentOrderNumbers');
    expect(lookup!.headers.get('authorization')).toBe('Bearer tok');
  });

  it('answers no number rather than a wrong one when the order is not found', async () => {
    const { place } = signedInBackend(() => ({
      data: { customer: { orders: { items: [{ id: 'MTg=', number: '000000018' }] } } },
    }));
    expect(await place()).toEqual({ ok: true, orderId: '17', orderNumber: null });
    const failing = signedInBackend(() => ({ errors: [{ message: 'Internal server error' }] }));
    // The order exists: a failed read of its number is not a failed order.
    expect(await failing.place()).toEqual({ ok: true, orderId: '17', orderNumber: null });
  });

  it('sends the guest e-mail and cart id on the guest endpoint, and knows no number', async () => {
    const backend = fakeRest(200, '18');
    const shop = createShopClient({ backendUrl: 'http://backend.test', fetch: backend.fetch });
    const result = await savePaymentInformation(shop, {
      cartId: 'abc',
      signedIn: false,
      email: 'camille@example.fr',
      billingAddress: address,
      paymentMethod: { method: 'banktransfer' },
      idempotencyKey: 'key-2',
    });
    expect(backend.calls[0]!.body).toMatchObject({
      cartId: 'abc',
      email: 'camille@example.fr',
      paymentMethod: { method: 'banktransfer' },
    });
    // A guest cannot read their orders: no number, and no second call.
    expect(result).toEqual({ ok: true, orderId: '18', orderNumber: null });
    expect(backend.calls).toHaveLength(1);
  });

  it('returns a typed error for an unknown guest cart', async () => {
    const backend = fakeRest(404, {
      message: 'No such entity with %fieldName = %fieldValue',
      parameters: { fieldName: 'cartId', fieldValue: 'abc' },
    });
    const shop = createShopClient({ backendUrl: 'http://backend.test', fetch: backend.fetch });
    const result = await savePaymentInformation(shop, {
      cartId: 'abc',
      signedIn: false,
      email: 'a@b.fr',
      billingAddress: address,
      paymentMethod: { method: 'banktransfer' },
      idempotencyKey: 'k',
    });
    expect(result).toEqual({
      ok: false,
      error: { code: 'invalid_cart', message: 'No such entity with cartId = abc' },
    });
  });
});
