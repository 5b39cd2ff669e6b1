import type { CartItemInput } from '@vitrine/cart-core';
import { createFakeCartServer } from '@vitrine/cart-core/testing';
import type { CardEntry, CardTokenResult, PlaceOrderFn } from '@vitrine/checkout-machine';
import {
  FAKE_SHIPPING_METHODS,
  createFakePaymentProvider,
} from '@vitrine/checkout-machine/testing';
import type { CommerceResult } from '@vitrine/commerce-primitives';
import { createFakeSessionServer } from '@vitrine/session/testing';
import type { ShopCommerce, ShopTokeniseCardFn } from '../shop.ports.ts';

/** The public client key the fake provider expects. */
export const FAKE_CLIENT_KEY = 'test_client_key';

/**
 * One fake commerce backend for the whole shop system, made of the packages' own fakes: the cart
 * server (carts and lines), the session server (customers and tokens), the card provider (3-D
 * Secure, idempotency keys) and the checkout steps over the same carts. A customer's cart and the
 * merge of a guest cart live in the cart server; an order (paid, or placed offline) closes its
 * cart there, as Magento does. `loseNextPaymentAnswer()` makes the next payment go through with
 * its answer lost on the way back.
 */
export function createFakeShopBackend(options: { now?: () => number } = {}) {
  const carts = createFakeCartServer();
  const sessions = createFakeSessionServer(options.now ? { now: options.now } : {});
  const provider = createFakePaymentProvider();
  const customerCarts = new Map<string, string>();
  /** Orders by the idempotency key of the call that placed them. */
  const ordersByKey = new Map<string, string>();
  const paymentMethods = new Map<string, string>();
  const offlineOrders: string[] = [];
  let loseNextAnswer = false;

  const active = async (cartId: string): Promise<CommerceResult<object>> => {
    const cart = await carts.functions.getCart({ cartId });
    return cart.ok ? { ok: true } : cart;
  };

  const placeOrder: PlaceOrderFn = async ({ cartId, idempotencyKey }) => {
    const known = ordersByKey.get(idempotencyKey);
    if (known) return { ok: true, orderNumber: known };
    const cart = await active(cartId);
    if (!cart.ok) return cart;
    if (!paymentMethods.has(cartId)) {
      return { ok: false, error: { code: 'user', messages: ['The payment method is missing.'] } };
    }
    const orderNumber = `20000000${offlineOrders.length + 1}`;
    offlineOrders.push(orderNumber);
    ordersByKey.set(idempotencyKey, orderNumber);
    carts.deactivate(cartId);
    return { ok: true, orderNumber };
  };

  const commerce: ShopCommerce = {
    ...carts.functions,
    signIn: sessions.functions.signIn,
    getCustomer: sessions.functions.getCustomer,
    createAccount: sessions.functions.createAccount,
    requestPasswordReset: sessions.functions.requestPasswordReset,
    signOut: sessions.functions.revokeToken,
    // The customer's cart is a cart of the cart server, created at the first ask.
    getCustomerCart: async (input) => {
      const customer = await sessions.functions.getCustomer(input);
      if (!customer.ok) return customer;
      const email = customer.customer.email;
      let cartId = customerCarts.get(email);
      if (!cartId) {
        const created = await carts.functions.createCart();
        if (!created.ok) return created;
        cartId = created.cartId;
        customerCarts.set(email, cartId);
      }
      return { ok: true, cartId };
    },
    // The guest cart's lines move into the customer's cart; the guest cart is closed.
    mergeCarts: async ({ sourceCartId, destinationCartId }) => {
      const source = await carts.functions.getCart({ cartId: sourceCartId });
      if (!source.ok) return source;
      for (const item of source.cart.items) {
        const line: CartItemInput = { sku: item.sku, quantity: item.quantity };
        const added = await carts.functions.addItem({ cartId: destinationCartId, item: line });
        if (!added.ok) return added;
      }
      carts.deactivate(sourceCartId);
      return { ok: true, cartId: destinationCartId };
    },
    setGuestEmail: ({ cartId }) => active(cartId),
    setShippingAddress: async ({ cartId }) => {
      const cart = await active(cartId);
      return cart.ok ? { ok: true, shippingMethods: [...FAKE_SHIPPING_METHODS] } : cart;
    },
    setShippingMethod: ({ cartId }) => active(cartId),
    setBillingAddress: ({ cartId }) => active(cartId),
    setPaymentMethod: async ({ cartId, code }) => {
      const cart = await active(cartId);
      if (cart.ok) paymentMethods.set(cartId, code);
      return cart;
    },
    placeOrder,
    saveShippingInformation: () =>
      Promise.resolve({ ok: false, error: { code: 'network', message: 'REST is not faked' } }),
    savePaymentInformation: () =>
      Promise.resolve({ ok: false, error: { code: 'network', message: 'REST is not faked' } }),
    submitPayment: async (input) => {
      const result = await provider.functions.submitPayment(input);
      if (result.ok && result.orderNumber) {
        ordersByKey.set(input.idempotencyKey, result.orderNumber);
        carts.deactivate(input.placement.cartId);
      }
      if (loseNextAnswer) {
        loseNextAnswer = false;
        return { ok: false, error: { code: 'network', message: 'The answer was lost.' } };
      }
      return result;
    },
    submitPaymentDetails: async (input) => {
      const result = await provider.functions.submitPaymentDetails(input);
      if (result.ok && result.orderNumber) carts.deactivate(input.placement.cartId);
      return result;
    },
  };

  /** The provider's card form: `tok_<number>` for a known client key. */
  const tokeniseCard: ShopTokeniseCardFn = (card: CardEntry, clientKey) =>
    Promise.resolve<CardTokenResult>(
      clientKey === FAKE_CLIENT_KEY && card['number']
        ? { ok: true, data: { token: `tok_${card['number']}`, lastFour: card['number'].slice(-4) } }
        : {
            ok: false,
            message: { id: 'card.tokenFailed', defaultMessage: 'The card could not be checked.' },
            fields: {},
          },
    );

  return {
    commerce,
    tokeniseCard,
    clientKey: () => Promise.resolve(FAKE_CLIENT_KEY),
    carts,
    sessions,
    provider,
    /** Every order placed: paid by card or placed offline. */
    get orders(): readonly string[] {
      return [...provider.orders, ...offlineOrders];
    },
    /** The next payment goes through, but its answer is lost on the way back. */
    loseNextPaymentAnswer(): void {
      loseNextAnswer = true;
    },
  };
}

/** The backend returned by {@link createFakeShopBackend}. */
export type FakeShopBackend = ReturnType<typeof createFakeShopBackend>;
