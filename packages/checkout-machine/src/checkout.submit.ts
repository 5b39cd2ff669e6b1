import type { Actor } from 'xstate';
import type { CheckoutError, CheckoutEvent } from './checkout.context.ts';
import type { checkoutMachine } from './checkout.machine.ts';
import type { CheckoutErrorKey } from './checkout.types.ts';

/** The answer of {@link submitCheckoutStep}. */
export type StepResult =
  { readonly ok: true } | { readonly ok: false; readonly error: CheckoutError };

const stepOf: Partial<Record<CheckoutEvent['type'], CheckoutErrorKey>> = {
  'shippingAddress.submit': 'shippingAddress',
  'shippingMethod.submit': 'shippingMethod',
  'billingAddress.submit': 'billingAddress',
  'paymentMethod.submit': 'paymentMethod',
};

/**
 * Sends a step's submit event and resolves when the step is accepted or rejected: a form awaits
 * it to show the step's error beside the step (spec §8 "error stored in state and rethrown";
 * here returned, errors being data). An event the current state does not take resolves as a
 * rejection with the step's current error.
 */
export function submitCheckoutStep(
  actor: Actor<typeof checkoutMachine>,
  event: CheckoutEvent,
): Promise<StepResult> {
  const step = stepOf[event.type];
  if (!step) return Promise.reject(new Error(`${event.type} is not a step submission`));
  return new Promise<StepResult>((resolve) => {
    const accepted = actor.on('step.accepted', (emitted) => {
      if (emitted.step !== step) return;
      done();
      resolve({ ok: true });
    });
    const rejected = actor.on('step.rejected', (emitted) => {
      if (emitted.step !== step) return;
      done();
      resolve({ ok: false, error: emitted.error });
    });
    const done = () => {
      accepted.unsubscribe();
      rejected.unsubscribe();
    };
    const before = actor.getSnapshot();
    actor.send(event);
    const after = actor.getSnapshot();
    if (after === before) {
      done();
      resolve({
        ok: false,
        error: before.context.errors[step] ?? {
          error: null,
          message: {
            id: 'checkout.stepUnavailable',
            defaultMessage: 'This step cannot be submitted now.',
          },
        },
      });
    }
  });
}
