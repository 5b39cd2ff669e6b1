import { INTEGRATION_TIMEOUT_MS } from '../testing/integration.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addItem, createCart, getCart, getCustomerCart, mergeCarts } from './cart.commerce.ts';
import {
  placeOrder,
  setBillingAddress,
  setPaymentMethod,
  setShippingAddress,
  setShippingMethod,
} from './checkout.commerce.ts';
import { savePaymentInformation, saveShippingInformation } from './checkout-rest.commerce.ts';
import {
  createAccount,
  getCustomer,
  requestPasswordReset,
  resetPassword,
  setFavoriteStore,
  signIn,
  signOut,
} from './customer.commerce.ts';
import { lyonAddress, newShopper, simpleProducts, uniqueEmail } from './integration.helpers.ts';

const password = 'Orsalis-test-2026';
let skus: string[];

beforeAll(async () => {
  skus = (await simpleProducts(newShopper().shop)).map((product) => product.sku);
}, INTEGRATION_TIMEOUT_MS);

async function signedInCustomer() {
  const shopper = newShopper();
  const email = uniqueEmail('client');
  const created = await createAccount(shopper.shop, {
    email,
    firstname: 'Léa',
    lastname: 'Dubois',
    password,
  });
  expect(created).toEqual({
    ok: true,
    customer: { email, firstname: 'Léa', lastname: 'Dubois', is_subscribed: false },
  });
  const token = await signIn(shopper.shop, { email, password });
  if (!token.ok) throw new Error(JSON.stringify(token.error));
  shopper.token = token.token;
  return { shopper, email, token: token.token };
}

describe(
  'customer functions against the commerce server',
  { timeout: INTEGRATION_TIMEOUT_MS },
  () => {
    it('creates an account, signs in, reads the customer and signs out (the token stops working)', async () => {
      const { shopper, email, token } = await signedInCustomer();
      expect(await getCustomer(shopper.shop, { token })).toEqual({
        ok: true,
        customer: { email, firstname: 'Léa', lastname: 'Dubois', is_subscribed: false },
      });
      expect(await signOut(shopper.shop, { token })).toEqual({ ok: true, revoked: true });
      expect(await getCustomer(shopper.shop, { token })).toMatchObject({
        ok: false,
        error: { code: 'unauthorised' },
      });
    });

    it('refuses a wrong password as unauthorised', async () => {
      const { email } = await signedInCustomer();
      expect(
        await signIn(newShopper().shop, { email, password: 'Wrong-password-1' }),
      ).toMatchObject({
        ok: false,
        error: { code: 'unauthorised' },
      });
    });

    it('answers an account with a known e-mail as a user error', async () => {
      const { email } = await signedInCustomer();
      const again = await createAccount(newShopper().shop, {
        email,
        firstname: 'A',
        lastname: 'B',
        password,
      });
      expect(again).toMatchObject({ ok: false, error: { code: 'user' } });
    });

    it('signs in Magento’s way: the guest cart merges into the customer cart', async () => {
      const guest = newShopper();
      const guestCart = await createCart(guest.shop);
      if (!guestCart.ok) throw new Error('no cart');
      await addItem(guest.shop, { cartId: guestCart.cartId, item: { sku: skus[0]!, quantity: 2 } });

      const { shopper, token } = await signedInCustomer();
      const customerCart = await getCustomerCart(shopper.shop, { token });
      if (!customerCart.ok) throw new Error(JSON.stringify(customerCart.error));
      await addItem(shopper.shop, {
        cartId: customerCart.cartId,
        item: { sku: skus[1]!, quantity: 1 },
      });

      const merged = await mergeCarts(shopper.shop, {
        token,
        sourceCartId: guestCart.cartId,
        destinationCartId: customerCart.cartId,
      });
      expect(merged).toEqual({ ok: true, cartId: customerCart.cartId });
      const details = await getCart(shopper.shop, { cartId: customerCart.cartId });
      expect(
        details.ok &&
          Object.fromEntries(details.cart.items.map((item) => [item.sku, item.quantity])),
      ).toEqual({
        [skus[0]!]: 2,
        [skus[1]!]: 1,
      });
    });

    it('keeps a customer cart from a guest and from another customer (wrong owner)', async () => {
      const { shopper, token } = await signedInCustomer();
      const customerCart = await getCustomerCart(shopper.shop, { token });
      if (!customerCart.ok) throw new Error('no cart');
      const cartId = customerCart.cartId;

      const asGuest = await getCart(newShopper().shop, { cartId });
      expect(asGuest).toMatchObject({ ok: false, error: { code: 'invalid_cart' } });
      expect(!asGuest.ok && 'message' in asGuest.error && asGuest.error.message).toContain(
        'The current user cannot perform operations on cart',
      );

      const other = await signedInCustomer();
      const asOther = await addItem(other.shopper.shop, {
        cartId,
        item: { sku: skus[0]!, quantity: 1 },
      });
      expect(asOther).toMatchObject({ ok: false, error: { code: 'invalid_cart' } });
      const untouched = await getCart(shopper.shop, { cartId });
      expect(untouched.ok && untouched.cart.items).toHaveLength(0);
    });

    it('checks out signed in: GraphQL steps, then the mine REST endpoints place the order', async () => {
      const { shopper, token } = await signedInCustomer();
      const customerCart = await getCustomerCart(shopper.shop, { token });
      if (!customerCart.ok) throw new Error('no cart');
      const cartId = customerCart.cartId;
      await addItem(shopper.shop, { cartId, item: { sku: skus[0]!, quantity: 1 } });
      const address = await setShippingAddress(shopper.shop, { cartId, address: lyonAddress });
      const method = address.ok
        ? address.shippingMethods.find((candidate) => candidate.available)!
        : undefined;

      const shipping = await saveShippingInformation(shopper.shop, {
        cartId,
        signedIn: true,
        shippingAddress: lyonAddress,
        billingAddress: lyonAddress,
        carrierCode: method!.carrierCode,
        methodCode: method!.methodCode,
      });
      expect(shipping.ok).toBe(true);
      const order = await savePaymentInformation(shopper.shop, {
        cartId,
        signedIn: true,
        billingAddress: lyonAddress,
        paymentMethod: { method: 'banktransfer' },
        idempotencyKey: crypto.randomUUID(),
      });
      expect(order.ok && order.orderId).toMatch(/^\d+$/);
      // REST answers the entity id; the increment id the customer sees is found in their orders.
      expect(order.ok && order.orderNumber).toMatch(/^\d{9}$/);
      expect(order.ok && order.orderNumber).not.toBe(order.ok && order.orderId);
    });

    it('places a signed-in order by GraphQL too', async () => {
      const { shopper, token } = await signedInCustomer();
      const customerCart = await getCustomerCart(shopper.shop, { token });
      if (!customerCart.ok) throw new Error('no cart');
      const cartId = customerCart.cartId;
      await addItem(shopper.shop, { cartId, item: { sku: skus[0]!, quantity: 1 } });
      const address = await setShippingAddress(shopper.shop, { cartId, address: lyonAddress });
      const method = address.ok
        ? address.shippingMethods.find((candidate) => candidate.available)!
        : undefined;
      await setShippingMethod(shopper.shop, {
        cartId,
        carrierCode: method!.carrierCode,
        methodCode: method!.methodCode,
      });
      await setBillingAddress(shopper.shop, { cartId, sameAsShipping: true });
      await setPaymentMethod(shopper.shop, { cartId, code: 'banktransfer' });
      const order = await placeOrder(shopper.shop, { cartId, idempotencyKey: crypto.randomUUID() });
      expect(order).toEqual({ ok: true, orderNumber: expect.stringMatching(/^\d{9}$/) as unknown });
      // The customer's next cart is a new, empty one.
      const next = await getCustomerCart(shopper.shop, { token });
      expect(next.ok && next.cartId).not.toBe(cartId);
    });

    it('requests a password reset, and refuses a reset with a wrong token', async () => {
      const { email } = await signedInCustomer();
      const shop = newShopper().shop;
      expect(await requestPasswordReset(shop, { email })).toEqual({ ok: true, requested: true });
      const reset = await resetPassword(shop, {
        email,
        resetPasswordToken: 'not-the-token',
        newPassword: 'Another-pass-12',
      });
      expect(reset.ok).toBe(false);
    });

    it('saves the customer’s favorite store', async () => {
      const { shopper, token } = await signedInCustomer();
      const result = await setFavoriteStore(shopper.shop, { token, identifier: 'ORS006' });
      expect(result).toMatchObject({ ok: true, store: { identifier: 'ORS006' } });
    });
  },
);
