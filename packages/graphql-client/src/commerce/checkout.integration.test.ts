import { INTEGRATION_TIMEOUT_MS } from '../testing/integration.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addItem, createCart, getCart } from './cart.commerce.ts';
import {
  placeOrder,
  setBillingAddress,
  setGuestEmail,
  setPaymentMethod,
  setShippingAddress,
  setShippingMethod,
} from './checkout.commerce.ts';
import { savePaymentInformation, saveShippingInformation } from './checkout-rest.commerce.ts';
import { lyonAddress, newShopper, simpleProducts, uniqueEmail } from './integration.helpers.ts';
import type { TestShopper } from './integration.helpers.ts';

let sku: string;

beforeAll(async () => {
  sku = (await simpleProducts(newShopper().shop))[0]!.sku;
}, INTEGRATION_TIMEOUT_MS);

async function guestCart(): Promise<{ shopper: TestShopper; cartId: string }> {
  const shopper = newShopper();
  const created = await createCart(shopper.shop);
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const added = await addItem(shopper.shop, { cartId: created.cartId, item: { sku, quantity: 1 } });
  if (!added.ok) throw new Error(JSON.stringify(added.error));
  return { shopper, cartId: created.cartId };
}

describe(
  'checkout functions against the commerce server',
  { timeout: INTEGRATION_TIMEOUT_MS },
  () => {
    it('runs a guest checkout by GraphQL to a placed order, after which the cart is inactive', async () => {
      const { shopper, cartId } = await guestCart();
      const { shop } = shopper;
      const email = uniqueEmail('guest');
      expect(await setGuestEmail(shop, { cartId, email })).toEqual({ ok: true, email });

      const address = await setShippingAddress(shop, { cartId, address: lyonAddress });
      expect(address.ok).toBe(true);
      if (!address.ok) return;
      const method = address.shippingMethods.find((candidate) => candidate.available)!;
      expect(method).toBeDefined();

      const shipping = await setShippingMethod(shop, {
        cartId,
        carrierCode: method.carrierCode,
        methodCode: method.methodCode,
      });
      expect(shipping.ok && shipping.cart.selectedShippingMethod?.carrierCode).toBe(
        method.carrierCode,
      );

      const billing = await setBillingAddress(shop, { cartId, sameAsShipping: true });
      expect(billing.ok).toBe(true);
      const payment = await setPaymentMethod(shop, { cartId, code: 'banktransfer' });
      expect(payment.ok && payment.cart.selectedPaymentMethod?.code).toBe('banktransfer');

      const order = await placeOrder(shop, { cartId, idempotencyKey: crypto.randomUUID() });
      expect(order.ok && order.orderNumber).toMatch(/^\d{9}$/);

      const after = await getCart(shop, { cartId });
      expect(after).toMatchObject({ ok: false, error: { code: 'invalid_cart' } });
    });

    it('returns the same order for a repeated idempotency key', async () => {
      const { shopper, cartId } = await guestCart();
      const { shop } = shopper;
      await setGuestEmail(shop, { cartId, email: uniqueEmail('again') });
      const address = await setShippingAddress(shop, { cartId, address: lyonAddress });
      const method = address.ok
        ? address.shippingMethods.find((candidate) => candidate.available)!
        : undefined;
      await setShippingMethod(shop, {
        cartId,
        carrierCode: method!.carrierCode,
        methodCode: method!.methodCode,
      });
      await setBillingAddress(shop, { cartId, sameAsShipping: true });
      await setPaymentMethod(shop, { cartId, code: 'banktransfer' });
      const key = crypto.randomUUID();
      const first = await placeOrder(shop, { cartId, idempotencyKey: key });
      const second = await placeOrder(shop, { cartId, idempotencyKey: key });
      expect(first.ok).toBe(true);
      expect(second).toEqual(first);
    });

    it('runs a guest checkout over REST: shipping information, then payment information places the order', async () => {
      const { shopper, cartId } = await guestCart();
      const { shop } = shopper;
      const address = await setShippingAddress(shop, { cartId, address: lyonAddress });
      const method = address.ok
        ? address.shippingMethods.find((candidate) => candidate.available)!
        : undefined;
      const email = uniqueEmail('rest');
      const withEmail = { ...lyonAddress, email };

      const shipping = await saveShippingInformation(shop, {
        cartId,
        signedIn: false,
        shippingAddress: withEmail,
        billingAddress: withEmail,
        carrierCode: method!.carrierCode,
        methodCode: method!.methodCode,
      });
      expect(shipping.ok && shipping.paymentMethods.map((payment) => payment.code)).toContain(
        'banktransfer',
      );

      const payment = {
        cartId,
        signedIn: false,
        email,
        billingAddress: withEmail,
        paymentMethod: { method: 'banktransfer' },
        idempotencyKey: crypto.randomUUID(),
      };
      const order = await savePaymentInformation(shop, payment);
      expect(order.ok && order.orderId).toMatch(/^\d+$/);
      // The entity id is never offered as the number: a guest has no read of their orders.
      expect(order.ok && order.orderNumber).toBeNull();
      // A manual retry after a lost answer, with the same key, answers the same order.
      expect(await savePaymentInformation(shop, payment)).toEqual(order);
    });

    it('reports an unknown guest cart on the REST endpoints as an invalid cart', async () => {
      const result = await saveShippingInformation(newShopper().shop, {
        cartId: 'y'.repeat(32),
        signedIn: false,
        shippingAddress: lyonAddress,
        billingAddress: lyonAddress,
        carrierCode: 'flatrate',
        methodCode: 'flatrate',
      });
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid_cart' } });
    });

    it('needs a signed-in customer for the mine endpoints', async () => {
      const result = await savePaymentInformation(newShopper().shop, {
        cartId: 'ignored',
        signedIn: true,
        billingAddress: lyonAddress,
        paymentMethod: { method: 'banktransfer' },
        idempotencyKey: crypto.randomUUID(),
      });
      expect(result).toMatchObject({ ok: false, error: { code: 'unauthorised' } });
    });
  },
);
