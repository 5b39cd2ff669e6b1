import { MemoryStorage } from '@vitrine/cart-core/testing';
import { createActor, waitFor } from 'xstate';
import { createCheckoutActors } from './checkout.actors.ts';
import type { CheckoutEmitted, OrderTransport } from './checkout.context.ts';
import { checkoutMachine } from './checkout.machine.ts';
import type { CheckoutFunctions, PaymentFunctions } from './checkout.ports.ts';
import { anAddress, createFakeCheckoutBackend } from './testing/fake-checkout-backend.ts';
import type { FakeCheckoutBackend } from './testing/fake-checkout-backend.ts';
import { createFakePaymentProvider } from './testing/fake-payment-provider.ts';

/** Starts a checkout over fakes; every emitted event is recorded. */
export function startCheckout(
  options: {
    /** Replaces some functions; receives the fake backend to delegate to. */
    functions?: (backend: FakeCheckoutBackend) => Partial<CheckoutFunctions>;
    payment?: PaymentFunctions;
    transport?: OrderTransport;
    storage?: MemoryStorage;
  } = {},
) {
  const backend = createFakeCheckoutBackend();
  const provider = createFakePaymentProvider();
  const storage = options.storage ?? new MemoryStorage();
  let id = 0;
  const actors = createCheckoutActors(
    { ...backend.functions, ...options.functions?.(backend) },
    options.payment ?? provider.functions,
  );
  const actor = createActor(checkoutMachine.provide({ actors }), {
    input: {
      storage,
      randomId: () => `key-${++id}`,
      ...(options.transport ? { transport: options.transport } : {}),
    },
  });
  const emitted: CheckoutEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, backend, provider, storage, emitted };
}

type Started = ReturnType<typeof startCheckout>;

/** Waits until no step is submitting. */
export const idle = (actor: Started['actor']) => waitFor(actor, (s) => !s.hasTag('submitting'));

/** Walks a guest through every step to the review, paying by `kind`. */
export async function walkToReview(
  actor: Started['actor'],
  kind: 'card' | 'offline' = 'offline',
  signedIn = false,
) {
  actor.send({ type: 'checkout.begin', cartId: 'cart-1', signedIn });
  actor.send({ type: 'shippingAddress.submit', address: anAddress() });
  await idle(actor);
  actor.send({ type: 'shippingMethod.submit', carrierCode: 'colissimo', methodCode: 'home' });
  await idle(actor);
  actor.send({ type: 'billingAddress.submit', billing: { sameAsShippingAddress: true } });
  await idle(actor);
  actor.send({
    type: 'paymentMethod.submit',
    method:
      kind === 'card'
        ? { code: 'vitrine_card', kind: 'card' }
        : { code: 'banktransfer', kind: 'offline' },
  });
  await idle(actor);
}
