import { selectCartError } from '@vitrine/cart-core';
import type { CartItemInput } from '@vitrine/cart-core';
import type { StoragePort } from '@vitrine/commerce-primitives';
import { submitCheckoutStep } from '@vitrine/checkout-machine';
import type {
  Address,
  AnswerFingerprintFn,
  CardEntry,
  CheckoutEvent,
  PaymentAction,
  PaymentMethodChoice,
  PaymentSnapshot,
  RandomId,
} from '@vitrine/checkout-machine';
import { createShop, startCheckout } from '@vitrine/shop';
import type { CheckoutActor, ShopCommerce, ShopTokeniseCardFn } from '@vitrine/shop';
import { waitFor } from 'xstate';
import type { AnyActorRef } from 'xstate';
import { createTransitionLog } from './transition-log.ts';
import type { TransitionLine } from './transition-log.ts';

/** How the kiosk pays by card: its reader's card, and the shopper's answer to a challenge. */
export interface KioskCard {
  /** The card the reader read (the entry the card terminal tokenises). */
  readonly entry: CardEntry;
  /** The card terminal: tokenises the entry with the provider's client key. */
  readonly tokeniseCard: ShopTokeniseCardFn;
  /** The card provider's public client key. */
  readonly clientKey: () => Promise<string | null>;
  /** The drop-in's fingerprint answer; the shop's default is the test provider's. */
  readonly answerFingerprint?: AnswerFingerprintFn;
  /** The cardholder's answer to a 3-D Secure challenge (the issuer's page, at a kiosk). */
  readonly challenge: (action: PaymentAction | null) => Readonly<Record<string, string>>;
}

/** Everything one kiosk run needs. */
export interface KioskOptions {
  /** The commerce functions of the shop system (graphql-client's `createCommerce`). */
  readonly commerce: ShopCommerce;
  readonly storage: StoragePort;
  readonly items: readonly CartItemInput[];
  readonly address: Address;
  /**
   * How the kiosk pays: the card of the `card-payment` extension (`kind: 'card'`, with 3-D
   * Secure), or one of Magento's offline methods (`kind: 'offline'`, e.g. `banktransfer`).
   */
  readonly paymentMethod: PaymentMethodChoice;
  readonly card?: KioskCard;
  /** Picks a shipping method among those offered; the first available one by default. */
  readonly shippingMethod?: { carrierCode: string; methodCode: string };
  readonly randomId?: RandomId;
  /** Receives every state change of the cart, checkout and payment machines. */
  readonly onTransition?: (line: TransitionLine) => void;
}

/** What a kiosk run produced. */
export interface KioskResult {
  readonly orderNumber: string;
  readonly cartId: string;
  readonly newCartId: string | null;
  /** From the first add to the placed order (the budget of DESIGN §8: ≤ 300 ms locally). */
  readonly checkoutMs: number;
  readonly transitions: number;
}

/** A kiosk run that could not complete, with the step and the reason. */
export class KioskError extends Error {
  constructor(step: string, reason: string) {
    super(`${step}: ${reason}`);
    this.name = 'KioskError';
  }
}

const describe = (error: {
  message: { defaultMessage: string; values?: Readonly<Record<string, string | number>> };
}) =>
  error.message.defaultMessage.replace(/\{(\w+)\}/g, (_, key: string) =>
    String(error.message.values?.[key] ?? ''),
  );

/**
 * Runs a whole guest checkout headlessly: a new cart, the items, the address, a shipping method,
 * billing same as shipping, the payment (a card with 3-D Secure, or an offline method), the
 * receipt. Only the machines' events and selectors are used, exactly as the storefront uses them.
 */
export async function runKioskCheckout(options: KioskOptions): Promise<KioskResult> {
  const { paymentMethod } = options;
  const card = paymentMethod.kind === 'card' ? options.card : null;
  if (card === undefined) throw new KioskError('payment', 'a card payment needs a card reader');
  let transitions = 0;
  const inspect = createTransitionLog((line) => {
    transitions += 1;
    options.onTransition?.(line);
  });
  // The shop system: the same actors and choreography as the storefront's (packages/shop).
  const shop = createShop({
    commerce: options.commerce,
    storage: options.storage,
    inspect,
    ...(options.randomId ? { randomId: options.randomId } : {}),
    ...(card
      ? {
          tokeniseCard: card.tokeniseCard,
          clientKey: card.clientKey,
          ...(card.answerFingerprint ? { answerFingerprint: card.answerFingerprint } : {}),
        }
      : {}),
  });
  const { cart } = shop;

  try {
    await shop.cartSettled();
    const cartId = cart.getSnapshot().context.cartId;
    if (!cartId)
      throw new KioskError(
        'cart',
        describe(
          selectCartError(cart.getSnapshot(), 'getCart') ?? {
            message: { defaultMessage: 'no cart' },
          },
        ),
      );

    const started = performance.now();
    // The card's client key is read while the order is prepared, as at a real terminal.
    if (card) void shop.clientKey();
    for (const item of options.items) {
      cart.send({ type: 'item.add', item });
      await shop.cartSettled();
      const error = selectCartError(cart.getSnapshot(), 'addItem');
      if (error) throw new KioskError(`add ${item.sku}`, describe(error));
    }

    const checkout = startCheckout(shop);
    const step = async (name: string, event: CheckoutEvent) => {
      const result = await submitCheckoutStep(checkout, event);
      if (!result.ok) throw new KioskError(name, describe(result.error));
    };

    checkout.send({ type: 'checkout.begin', cartId, signedIn: false });
    await step('shipping address', { type: 'shippingAddress.submit', address: options.address });
    const offered = checkout
      .getSnapshot()
      .context.availableShippingMethods.filter((method) => method.available);
    const method = options.shippingMethod ?? offered[0];
    if (!method) throw new KioskError('shipping method', 'no shipping method offered');
    await step('shipping method', {
      type: 'shippingMethod.submit',
      carrierCode: method.carrierCode,
      methodCode: method.methodCode,
    });
    await step('billing address', {
      type: 'billingAddress.submit',
      billing: { sameAsShippingAddress: true },
    });
    await step('payment method', {
      type: 'paymentMethod.submit',
      method: { code: paymentMethod.code, kind: paymentMethod.kind },
    });

    let placedAt: number | null = null;
    const placed = checkout.subscribe((snapshot) => {
      if (placedAt === null && snapshot.context.receipt) placedAt = performance.now();
    });
    // An offline method is placed at once (GraphQL placeOrder); a card goes with the order to
    // the payment session, which tokenises it, pays and answers the fingerprint.
    checkout.send({ type: 'order.place', ...(card ? { card: card.entry } : {}) });
    await waitFor(
      checkout,
      (s) => s.matches({ placing: 'paying' }) || s.matches('review') || s.matches('receipt'),
    );
    const orderError = checkout.getSnapshot().context.errors.order;
    if (orderError) throw new KioskError('order', describe(orderError));

    if (card) await answerChallenges(checkout, card);
    await waitFor(checkout, (s) => s.matches('receipt'));

    placed.unsubscribe();
    const receipt = checkout.getSnapshot().context.receipt;
    // Cart to placed order: the receipt is set as the order number arrives, before the new cart.
    const checkoutMs = Math.round((placedAt ?? performance.now()) - started);
    if (!receipt) throw new KioskError('receipt', 'no receipt');
    // GraphQL placeOrder answers the increment id; the kiosk prints it, so it must have one.
    if (!receipt.order.orderNumber) throw new KioskError('receipt', 'no order number');
    return {
      orderNumber: receipt.order.orderNumber,
      cartId,
      newCartId: cart.getSnapshot().context.cartId,
      checkoutMs,
      transitions,
    };
  } finally {
    shop.stop();
  }
}

const sessionOf = (checkout: CheckoutActor): PaymentSnapshot | null => {
  const child = (checkout.getSnapshot().children as Record<string, AnyActorRef | undefined>)[
    'payment'
  ];
  return child ? (child.getSnapshot() as PaymentSnapshot) : null;
};

/**
 * Answers the payment session's challenges (the cardholder's part) until the order is placed or
 * the payment stops: the session tokenises, pays and answers the fingerprint itself.
 */
async function answerChallenges(checkout: CheckoutActor, card: KioskCard): Promise<void> {
  for (;;) {
    const snapshot = await waitFor(checkout, (s) => {
      if (s.matches('finishing') || s.matches('receipt')) return true;
      const session = sessionOf(checkout);
      return session !== null && (session.matches('challenging') || !session.hasTag('busy'));
    });
    if (snapshot.matches('finishing') || snapshot.matches('receipt')) return;
    const session = sessionOf(checkout);
    if (!session) throw new KioskError('payment', 'the payment session ended without an order');
    if (!session.matches('challenging')) {
      const reason = session.context.cardError ?? session.context.error;
      throw new KioskError(
        'payment',
        reason?.defaultMessage ?? `stopped in ${JSON.stringify(session.value)}`,
      );
    }
    checkout.send({ type: 'threeds.challenge', details: card.challenge(session.context.action) });
    // Look again only once the session has left the challenge just answered.
    await waitFor(
      checkout,
      (s) => s.matches('receipt') || sessionOf(checkout)?.matches('challenging') !== true,
    );
  }
}
