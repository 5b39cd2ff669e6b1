import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShopClient } from '../client/create-shop-client.ts';
import { shopWithFakeBackend } from '../testing/fake-backend.ts';
import { magentoCart } from '../testing/magento-cart.fixture.ts';
import {
  placeOrder,
  setBillingAddress,
  setGuestEmail,
  setPaymentMethod,
  setShippingAddress,
  setShippingMethod,
} from './checkout.commerce.ts';

const address = {
  firstname: 'Camille',
  lastname: 'Martin',
  street: ['12 rue des Lilas', 'Bât. B'],
  city: 'Lyon',
  postcode: '69003',
  telephone: '0612345678',
  country_id: 'FR',
  region_code: null,
  email: 'camille@example.fr',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('checkout commerce functions', () => {
  it('sets the guest e-mail', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        SetGuestEmailOnCart: () => ({
          data: { setGuestEmailOnCart: { cart: { id: 'c', email: 'a@b.fr' } } },
        }),
      },
    });
    expect(await setGuestEmail(shop, { cartId: 'c', email: 'a@b.fr' })).toEqual({
      ok: true,
      email: 'a@b.fr',
    });
    expect(backend.requests[0]!.body).toEqual({ cartId: 'c', email: 'a@b.fr' });
  });

  it('sends the shipping address as CartAddressInput and answers its shipping methods', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        SetShippingAddressOnCart: () => ({
          data: {
            setShippingAddressesOnCart: {
              cart: {
                id: 'c',
                shipping_addresses: [
                  {
                    available_shipping_methods: [
                      {
                        carrier_code: 'colissimo',
                        carrier_title: 'Colissimo',
                        method_code: 'home',
                        method_title: 'Livraison à domicile',
                        available: true,
                        error_message: null,
                        amount: { value: 3.9, currency: 'EUR' },
                        price_excl_tax: { value: 3.25, currency: 'EUR' },
                        price_incl_tax: { value: 3.9, currency: 'EUR' },
                      },
                    ],
                  },
                ],
              },
            },
          },
        }),
      },
    });
    const result = await setShippingAddress(shop, { cartId: 'c', address });
    expect(
      result.ok &&
        result.shippingMethods.map((method) => [method.carrierCode, method.amount.amount]),
    ).toEqual([['colissimo', 390]]);
    expect(backend.requests[0]!.body).toEqual({
      cartId: 'c',
      address: {
        firstname: 'Camille',
        lastname: 'Martin',
        street: ['12 rue des Lilas', 'Bât. B'],
        city: 'Lyon',
        postcode: '69003',
        telephone: '0612345678',
        country_code: 'FR',
        save_in_address_book: false,
      },
    });
  });

  it('sends a pickup address with its pickup_location_code beside the address (MSI)', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        SetShippingAddressOnCart: () => ({
          data: { setShippingAddressesOnCart: { cart: { id: 'c', shipping_addresses: [] } } },
        }),
      },
    });
    await setShippingAddress(shop, {
      cartId: 'c',
      address: { ...address, company: 'Orsalis Annecy', pickup_location_code: 'ORS012' },
    });
    expect(backend.requests[0]!.body).toMatchObject({
      cartId: 'c',
      pickupLocationCode: 'ORS012',
      address: { company: 'Orsalis Annecy', city: 'Lyon' },
    });
    expect(backend.requests[0]!.body).not.toHaveProperty('address.pickup_location_code');
  });

  it('uses a saved address by its Magento 2.4.7 id for a signed-in customer', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        SetShippingAddressOnCart: () => ({
          data: { setShippingAddressesOnCart: { cart: { id: 'c', shipping_addresses: [] } } },
        }),
      },
    });
    await setShippingAddress(shop, { cartId: 'c', address, customerAddressId: 12 });
    expect(backend.requests[0]!.body).toEqual({ cartId: 'c', customerAddressId: 12 });
  });

  it('sets the billing address as the shipping one, or as a new one', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        SetBillingAddressOnCart: () => ({
          data: { setBillingAddressOnCart: { cart: magentoCart } },
        }),
      },
    });
    expect((await setBillingAddress(shop, { cartId: 'c', sameAsShipping: true })).ok).toBe(true);
    expect(
      (await setBillingAddress(shop, { cartId: 'c', sameAsShipping: false, address })).ok,
    ).toBe(true);
    expect(backend.requests[0]!.body).toEqual({ cartId: 'c', sameAsShipping: true });
    expect(backend.requests[1]!.body).toMatchObject({
      cartId: 'c',
      address: { country_code: 'FR', city: 'Lyon' },
    });
    expect(await setBillingAddress(shop, { cartId: 'c', sameAsShipping: false })).toEqual({
      ok: false,
      error: { code: 'user', messages: ['Missing required information: billing address'] },
    });
  });

  it('sets the shipping and payment methods', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        SetShippingMethodOnCart: () => ({
          data: { setShippingMethodsOnCart: { cart: magentoCart } },
        }),
        SetPaymentMethodOnCart: () => ({ data: { setPaymentMethodOnCart: { cart: magentoCart } } }),
      },
    });
    expect(
      (await setShippingMethod(shop, { cartId: 'c', carrierCode: 'colissimo', methodCode: 'home' }))
        .ok,
    ).toBe(true);
    expect((await setPaymentMethod(shop, { cartId: 'c', code: 'banktransfer' })).ok).toBe(true);
    expect(
      (await setPaymentMethod(shop, { cartId: 'c', code: 'vitrine_card_vault', nonce: 'hash-1' }))
        .ok,
    ).toBe(true);
    expect(backend.requests.map((request) => request.body)).toEqual([
      { cartId: 'c', carrierCode: 'colissimo', methodCode: 'home' },
      { cartId: 'c', paymentMethod: { code: 'banktransfer' } },
      {
        cartId: 'c',
        paymentMethod: {
          code: 'vitrine_card_vault',
          vitrine_card_vault: { public_hash: 'hash-1' },
        },
      },
    ]);
  });

  it('places the order with its idempotency key and answers the order number', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        PlaceOrder: () => ({
          data: { placeOrder: { orderV2: { number: '000000123', token: 't' }, errors: [] } },
        }),
      },
    });
    expect(await placeOrder(shop, { cartId: 'c', idempotencyKey: 'k-1' })).toEqual({
      ok: true,
      orderNumber: '000000123',
    });
    expect(backend.requests[0]!.method).toBe('POST');
    expect(backend.requests[0]!.headers.get('idempotency-key')).toBe('k-1');
  });

  it('maps placeOrder error codes: an inactive cart is invalid, the rest are user errors', async () => {
    const answers = [
      { code: 'CART_NOT_ACTIVE', message: "The cart isn't active." },
      { code: 'UNABLE_TO_PLACE_ORDER', message: 'Some of the products are out of stock' },
    ];
    const { shop } = shopWithFakeBackend({
      graphql: {
        PlaceOrder: () => ({ data: { placeOrder: { orderV2: null, errors: [answers.shift()] } } }),
      },
    });
    expect(await placeOrder(shop, { cartId: 'c', idempotencyKey: 'k' })).toEqual({
      ok: false,
      error: { code: 'invalid_cart', message: "The cart isn't active." },
    });
    expect(await placeOrder(shop, { cartId: 'c', idempotencyKey: 'k' })).toEqual({
      ok: false,
      error: { code: 'user', messages: ['Some of the products are out of stock'] },
    });
  });

  it('never retries placing an order when the answer is lost', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const shop = createShopClient({
      backendUrl: 'http://backend.test',
      fetch: () => {
        calls += 1;
        return Promise.reject(new TypeError('connection reset'));
      },
      log: vi.fn(),
    });
    const pending = placeOrder(shop, { cartId: 'c', idempotencyKey: 'k' });
    await vi.runAllTimersAsync();
    expect(await pending).toEqual({
      ok: false,
      error: { code: 'network', message: 'connection reset' },
    });
    expect(calls).toBe(1);
  });
});
