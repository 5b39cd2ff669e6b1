import { toCommerceError } from '@vitrine/commerce-primitives';
import { editing, missing, rejection } from './checkout.setup.ts';
import type { Address, PlacedOrder } from './checkout.types.ts';

/** Transition pieces shared by the steps of `checkout.machine.ts`. */

/**
 * Actions of an accepted step, after its `accept…` assign: the step is saved (`persistStep`,
 * while the draft is still there), then settled and announced.
 */
export const accept = (
  step: 'shippingAddress' | 'shippingMethod' | 'billingAddress' | 'paymentMethod',
) =>
  [
    { type: 'persistStep', params: { step } },
    { type: 'settleStep', params: { step } },
    { type: 'emitAccepted', params: { step } },
  ] as const;

/** Actions of a step the server rejected. */
export const reject = (
  step: 'shippingAddress' | 'shippingMethod' | 'billingAddress' | 'paymentMethod' | 'order',
) =>
  [
    { type: 'reject', params: rejection(step) },
    { type: 'emitRejected', params: { step } },
  ] as const;

/** Actions of a step refused before calling anyone. */
export const refuse = (
  step: 'shippingAddress' | 'shippingMethod' | 'billingAddress' | 'paymentMethod' | 'order',
  field: string,
) =>
  [
    { type: 'reject', params: missing(step, field) },
    { type: 'emitRejected', params: { step } },
  ] as const;

/** Going back to an earlier step; offered from every later step that is not submitting. */
export const editTo = (
  ...steps: ('shippingAddress' | 'shippingMethod' | 'billingAddress' | 'paymentMethod')[]
) => steps.map((step) => ({ guard: editing(step), target: `#checkout.${step}` }) as const);

/** Stands in for an address the guards guarantee; never sent. */
export const emptyAddress: Address = {
  firstname: '',
  lastname: '',
  street: [],
  city: '',
  postcode: '',
  telephone: '',
  country_id: '',
};

/** Stands in for a receipt the guards guarantee. */
export const emptyOrder: PlacedOrder = {
  orderNumber: null,
  email: null,
  firstname: '',
  lastname: '',
};

/**
 * A failed placement goes back to review. After a lost answer (network) the order may exist, so
 * the attempt's key is kept and a manual retry sends the same one (reliability C4); any other
 * failure was a refusal, and the next try is a new attempt.
 */
export const placementFailed = [
  {
    guard: ({ event }: { event: { error: unknown } }) =>
      toCommerceError(event.error).code === 'network',
    target: '#checkout.review',
    actions: reject('order'),
  },
  { target: '#checkout.review', actions: [...reject('order'), 'forgetOrderKey'] },
] as const;

/** Every step checks the cart id before calling anyone (spec §5). */
export const needsCart = (
  step: 'shippingAddress' | 'shippingMethod' | 'billingAddress' | 'paymentMethod',
) => ({ guard: 'missingCartId', actions: refuse(step, 'cartId') }) as const;
