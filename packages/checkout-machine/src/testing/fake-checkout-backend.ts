import type { ShippingEstimate } from '@vitrine/cart-core';
import type { CommerceError, CommerceResult } from '@vitrine/commerce-primitives';
import type { CheckoutFunctions } from '../checkout.ports.ts';
import type { Address } from '../checkout.types.ts';

interface FakeCheckoutCart {
  active: boolean;
  email: string | null;
  shippingAddress: Address | null;
  method: { carrierCode: string; methodCode: string } | null;
  billing: Address | 'same' | null;
  payment: string | null;
}

/** The shipping methods the fake backend offers in France. */
export const FAKE_SHIPPING_METHODS: ShippingEstimate[] = [
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
];

/**
 * MSI's in-store pickup, which the fake backend offers (before the others, as Magento does) once
 * the address carries a pickup location code.
 */
export const FAKE_PICKUP_METHOD: ShippingEstimate = {
  carrierCode: 'instore',
  methodCode: 'pickup',
  carrierTitle: 'Retrait en magasin',
  methodTitle: 'Retrait dans une boutique Orsalis',
  amount: { amount: 0, currency: 'EUR' },
  priceExclTax: { amount: 0, currency: 'EUR' },
  priceInclTax: { amount: 0, currency: 'EUR' },
  available: true,
  errorMessage: null,
};

/** The methods the fake backend offers for an address. */
export function fakeMethodsFor(address: Address | null): ShippingEstimate[] {
  if (address?.country_id !== 'FR') return [];
  return address.pickup_location_code
    ? [FAKE_PICKUP_METHOD, ...FAKE_SHIPPING_METHODS]
    : FAKE_SHIPPING_METHODS;
}

/**
 * An in-memory checkout backend with Magento's rules for tests: the e-mail, address, method and
 * payment must be set before an order; an idempotency key seen before returns the first answer;
 * an ordered cart becomes inactive. `log` lists every call in order, `fail(name, error)` makes
 * the next call of one function fail.
 */
export function createFakeCheckoutBackend(initialCartIds: readonly string[] = ['cart-1']) {
  const carts = new Map<string, FakeCheckoutCart>();
  const failures = new Map<string, CommerceError>();
  const byKey = new Map<string, CommerceResult<{ orderNumber: string }>>();
  const orders: string[] = [];
  const log: string[] = [];
  let nextCart = 1;

  const newCart = (id: string) =>
    carts.set(id, {
      active: true,
      email: null,
      shippingAddress: null,
      method: null,
      billing: null,
      payment: null,
    });
  initialCartIds.forEach(newCart);

  function call<T extends object>(
    name: string,
    cartId: string,
    run: (cart: FakeCheckoutCart) => CommerceResult<T>,
  ): Promise<CommerceResult<T>> {
    log.push(name);
    const injected = failures.get(name);
    failures.delete(name);
    if (injected) return Promise.resolve({ ok: false, error: injected });
    const cart = carts.get(cartId);
    if (!cart)
      return Promise.resolve({
        ok: false,
        error: { code: 'invalid_cart', message: `Could not find a cart with ID "${cartId}"` },
      });
    if (!cart.active)
      return Promise.resolve({
        ok: false,
        error: { code: 'invalid_cart', message: "The cart isn't active." },
      });
    return Promise.resolve(run(cart));
  }

  const place = (cart: FakeCheckoutCart, key: string): CommerceResult<{ orderNumber: string }> => {
    const previous = byKey.get(key);
    if (previous) return previous;
    let result: CommerceResult<{ orderNumber: string }>;
    if (!cart.shippingAddress)
      result = {
        ok: false,
        error: {
          code: 'user',
          messages: ['The shipping address is missing. Set the address and try again.'],
        },
      };
    else if (!cart.method)
      result = {
        ok: false,
        error: {
          code: 'user',
          messages: ['The shipping method is missing. Select the shipping method and try again'],
        },
      };
    else if (!cart.payment)
      result = {
        ok: false,
        error: { code: 'user', messages: ['Enter a valid payment method and try again'] },
      };
    else {
      const orderNumber = String(orders.length + 1).padStart(9, '0');
      orders.push(orderNumber);
      cart.active = false;
      result = { ok: true, orderNumber };
    }
    byKey.set(key, result);
    return result;
  };

  const functions: CheckoutFunctions = {
    setGuestEmail: ({ cartId, email }) =>
      call<{ cart?: never }>('setGuestEmail', cartId, (cart) => {
        if (!/^[^@\s]+@[^@\s]+$/.test(email))
          return { ok: false, error: { code: 'user', messages: ['Invalid email format'] } };
        cart.email = email;
        return { ok: true };
      }),
    setShippingAddress: ({ cartId, address }) =>
      call('setShippingAddress', cartId, (cart) => {
        cart.shippingAddress = address;
        cart.method = null;
        return {
          ok: true,
          shippingMethods: fakeMethodsFor(address),
        };
      }),
    setShippingMethod: ({ cartId, carrierCode, methodCode }) =>
      call<{ cart?: never }>('setShippingMethod', cartId, (cart) => {
        if (
          !fakeMethodsFor(cart.shippingAddress).some(
            (m) => m.carrierCode === carrierCode && m.methodCode === methodCode,
          )
        ) {
          return {
            ok: false,
            error: {
              code: 'user',
              messages: [`Carrier with such method not found: ${carrierCode}, ${methodCode}`],
            },
          };
        }
        cart.method = { carrierCode, methodCode };
        return { ok: true };
      }),
    setBillingAddress: ({ cartId, sameAsShipping, address }) =>
      call('setBillingAddress', cartId, (cart) => {
        cart.billing = sameAsShipping ? 'same' : (address ?? null);
        return { ok: true };
      }),
    setPaymentMethod: ({ cartId, code }) =>
      call<{ cart?: never }>('setPaymentMethod', cartId, (cart) => {
        if (!['banktransfer', 'vitrine_card'].includes(code))
          return {
            ok: false,
            error: { code: 'user', messages: ['The requested Payment Method is not available.'] },
          };
        cart.payment = code;
        return { ok: true };
      }),
    placeOrder: ({ cartId, idempotencyKey }) => {
      const replay = byKey.get(idempotencyKey);
      if (replay) return (log.push('placeOrder'), Promise.resolve(replay));
      return call('placeOrder', cartId, (cart) => place(cart, idempotencyKey));
    },
    saveShippingInformation: ({ cartId, shippingAddress, carrierCode, methodCode }) =>
      call('saveShippingInformation', cartId, (cart) => {
        cart.shippingAddress = shippingAddress;
        cart.method = { carrierCode, methodCode };
        return {
          ok: true,
          paymentMethods: [
            { code: 'vitrine_card', title: 'Carte bancaire' },
            { code: 'banktransfer', title: 'Virement bancaire' },
          ],
        };
      }),
    // Magento's REST answer is the order's entity id; like graphql-client, the fake finds the
    // increment id of a signed-in customer's order and has none for a guest.
    savePaymentInformation: ({ cartId, paymentMethod, idempotencyKey, email, signedIn }) => {
      const restAnswer = (
        result: CommerceResult<{ orderNumber: string }>,
      ): CommerceResult<{ orderId: string; orderNumber: string | null }> =>
        result.ok
          ? {
              ok: true,
              orderId: String(orders.indexOf(result.orderNumber) + 1),
              orderNumber: signedIn ? result.orderNumber : null,
            }
          : result;
      const replay = byKey.get(idempotencyKey);
      if (replay) return (log.push('savePaymentInformation'), Promise.resolve(restAnswer(replay)));
      return call('savePaymentInformation', cartId, (cart) => {
        if (!signedIn && !email && !cart.email)
          return {
            ok: false,
            error: { code: 'user', messages: ['Guest email for cart is missing.'] },
          };
        cart.payment = paymentMethod.method;
        return restAnswer(place(cart, idempotencyKey));
      });
    },
    renewCart: () => {
      log.push('renewCart');
      const id = `cart-new-${nextCart++}`;
      newCart(id);
      return Promise.resolve({ cartId: id });
    },
  };

  return {
    functions,
    log,
    orders: orders as readonly string[],
    cart: (id: string) => carts.get(id),
    fail(name: keyof CheckoutFunctions, error: CommerceError): void {
      failures.set(name, error);
    },
  };
}

/** The backend returned by {@link createFakeCheckoutBackend}. */
export type FakeCheckoutBackend = ReturnType<typeof createFakeCheckoutBackend>;

/** A French shipping address for tests. */
export function anAddress(overrides: Partial<Address> = {}): Address {
  return {
    firstname: 'Anne',
    lastname: 'Martin',
    street: ['12 rue des Lilas'],
    city: 'Lyon',
    postcode: '69003',
    telephone: '0612345678',
    country_id: 'FR',
    email: 'anne.martin@example.fr',
    ...overrides,
  };
}
