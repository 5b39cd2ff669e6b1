import { cartMachine, createCartActors, selectCartError } from '@vitrine/cart-core';
import type { CartFunctions, CartItemInput } from '@vitrine/cart-core';
import type { StoragePort } from '@vitrine/commerce-primitives';
import {
  checkoutMachine,
  createCheckoutActors,
  submitCheckoutStep,
} from '@vitrine/checkout-machine';
import type {
  Address,
  CardPaymentData,
  CheckoutEvent,
  CheckoutFunctions,
  PaymentAction,
  PaymentFunctions,
  PaymentMethodChoice,
  RandomId,
} from '@vitrine/checkout-machine';
import { createActor, waitFor } from 'xstate';
import type { AnyActorRef } from 'xstate';
import { createTransitionLog } from './transition-log.ts';
import type { TransitionLine } from './transition-log.ts';

/** How the kiosk answers 3-D Secure: the details sent for a fingerprint and for a challenge. */
export interface ThreeDSAnswers {
  readonly fingerprint: (action: PaymentAction | null) => Readonly<Record<string, string>>;
  readonly challenge: (action: PaymentAction | null) => Readonly<Record<string, string>>;
}

/** Everything one kiosk run needs. */
export interface KioskOptions {
  readonly cart: CartFunctions;
  /** The checkout calls; `renewCart` is the kiosk's own (it resets its cart actor). */
  readonly checkout: Omit<CheckoutFunctions, 'renewCart'>;
  readonly payment: PaymentFunctions;
  readonly storage: StoragePort;
  readonly items: readonly CartItemInput[];
  readonly address: Address;
  /**
   * How the kiosk pays: the card of the `card-payment` extension (`kind: 'card'`, with 3-D
   * Secure), or one of Magento's offline methods (`kind: 'offline'`, e.g. `banktransfer`).
   */
  readonly paymentMethod: PaymentMethodChoice;
  /** Tokenises the card for one payment attempt (the provider's card form; a token pays once). */
  readonly tokeniseCard?: () => Promise<CardPaymentData>;
  readonly threeDS?: ThreeDSAnswers;
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
  const card =
    paymentMethod.kind === 'card'
      ? { tokenise: options.tokeniseCard, threeDS: options.threeDS }
      : null;
  if (card && (!card.tokenise || !card.threeDS))
    throw new KioskError('payment', 'a card payment needs tokeniseCard and threeDS');
  let transitions = 0;
  const inspect = createTransitionLog((line) => {
    transitions += 1;
    options.onTransition?.(line);
  });

  const cart = createActor(cartMachine.provide({ actors: createCartActors(options.cart) }), {
    id: 'cart',
    input: { storage: options.storage, signedIn: false },
    inspect,
  }).start();
  const cartSettled = () =>
    waitFor(
      cart,
      (s) =>
        (s.matches({ lifecycle: 'ready' }) || s.matches({ lifecycle: 'unavailable' })) &&
        s.context.queue.length === 0,
    );

  try {
    await cartSettled();
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
    // The card is read while the order is prepared, as at a real terminal.
    const cardRead = card?.tokenise?.();
    cardRead?.catch(() => undefined);
    for (const item of options.items) {
      cart.send({ type: 'item.add', item });
      await cartSettled();
      const error = selectCartError(cart.getSnapshot(), 'addItem');
      if (error) throw new KioskError(`add ${item.sku}`, describe(error));
    }

    const renewCart = async () => {
      cart.send({ type: 'cart.reset' });
      await cartSettled();
      return { cartId: cart.getSnapshot().context.cartId };
    };
    const checkout = createActor(
      checkoutMachine.provide({
        actors: createCheckoutActors({ ...options.checkout, renewCart }, options.payment),
      }),
      {
        id: 'checkout',
        input: {
          storage: options.storage,
          ...(options.randomId ? { randomId: options.randomId } : {}),
        },
        inspect,
      },
    ).start();

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
    checkout.send({ type: 'order.place' });
    // An offline method is placed at once (GraphQL placeOrder); a card opens the payment session.
    await waitFor(
      checkout,
      (s) => s.matches({ placing: 'paying' }) || s.matches('review') || s.matches('receipt'),
    );
    const orderError = checkout.getSnapshot().context.errors.order;
    if (orderError) throw new KioskError('order', describe(orderError));

    if (card?.threeDS && cardRead) {
      checkout.send({ type: 'payment.form.change', valid: true, data: await cardRead });
      checkout.send({ type: 'payment.submit' });
      await payWithThreeDS(checkout, card.threeDS);
    }
    await waitFor(checkout, (s) => s.matches('receipt'));

    placed.unsubscribe();
    const receipt = checkout.getSnapshot().context.receipt;
    // Cart to placed order: the receipt is set as the order number arrives, before the new cart.
    const checkoutMs = Math.round((placedAt ?? performance.now()) - started);
    checkout.stop();
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
    cart.stop();
  }
}

type CheckoutActor = ReturnType<typeof createActor<typeof checkoutMachine>>;

interface SessionView {
  value: unknown;
  context: { action: PaymentAction | null; error: { defaultMessage: string } | null };
  matches(state: string): boolean;
}

/** Answers the payment session until the order is placed or the payment fails. */
async function payWithThreeDS(checkout: CheckoutActor, answers: ThreeDSAnswers): Promise<void> {
  for (;;) {
    const snapshot = await waitFor(checkout, (s) => {
      if (s.matches('finishing') || s.matches('receipt')) return true;
      const session = sessionOf(s.children);
      return (
        session !== null && !session.matches('submitting') && !session.matches('submittingDetails')
      );
    });
    if (snapshot.matches('finishing') || snapshot.matches('receipt')) {
      await waitFor(checkout, (s) => s.matches('receipt'));
      return;
    }
    const session = sessionOf(snapshot.children);
    if (!session) throw new KioskError('payment', 'the payment session ended without an order');
    let answered: string;
    if (session.matches('identifying')) {
      answered = 'identifying';
      checkout.send({
        type: 'threeds.fingerprint',
        details: answers.fingerprint(session.context.action),
      });
    } else if (session.matches('challenging')) {
      answered = 'challenging';
      checkout.send({
        type: 'threeds.challenge',
        details: answers.challenge(session.context.action),
      });
    } else {
      throw new KioskError(
        'payment',
        session.context.error?.defaultMessage ?? `stopped in ${JSON.stringify(session.value)}`,
      );
    }
    // Look again only once the session has left the state just answered.
    await waitFor(
      checkout,
      (s) => s.matches('receipt') || sessionOf(s.children)?.matches(answered) !== true,
    );
  }
}

function sessionOf(children: Record<string, AnyActorRef | undefined>): SessionView | null {
  const child = children['payment'];
  return child ? (child.getSnapshot() as SessionView) : null;
}
