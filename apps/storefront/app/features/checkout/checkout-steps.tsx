import { selectCart } from '@vitrine/cart-core';
import type { Money } from '@vitrine/commerce-primitives';
import type { CheckoutStep } from '@vitrine/checkout-machine';
import {
  selectCheckoutStep,
  selectIsSubmitting,
  selectStepsEditable,
} from '@vitrine/checkout-machine';
import type { MessageDescriptor } from '@vitrine/validation';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ShopRuntime } from '../../shop/runtime.client.ts';
import { BillingAddressBody, PaymentMethodBody } from './billing-payment-steps.tsx';
import { describeCheckoutError } from './checkout-errors.ts';
import type { CheckoutActor } from './checkout-session.ts';
import { checkoutMessages } from './checkout.messages.ts';
import styles from './checkout.module.css';
import { ReviewBody, selectOrderRetryPending } from './review-step.tsx';
import { ShippingAddressBody, ShippingMethodBody } from './shipping-steps.tsx';
import type { PickupOffer } from './use-pickup-shops.ts';
import { StepSection } from './step-section.tsx';
import type { StepStatus } from './step-section.tsx';
import { StepSummary } from './step-summary.tsx';

type PageStep = CheckoutStep | 'review';

/** The five steps in their order, with their titles (spec §4 Checkout flow). */
export const STEPS: readonly { key: PageStep; title: MessageDescriptor }[] = [
  { key: 'shippingAddress', title: checkoutMessages.stepShippingAddress },
  { key: 'shippingMethod', title: checkoutMessages.stepShippingMethod },
  { key: 'billingAddress', title: checkoutMessages.stepBillingAddress },
  { key: 'paymentMethod', title: checkoutMessages.stepPaymentMethod },
  { key: 'review', title: checkoutMessages.stepReview },
];

/** The step the page shows as current for a machine state. */
function pageStepOf(step: ReturnType<typeof selectCheckoutStep>): PageStep {
  return step === 'payment' || step === 'placing' || step === 'receipt' || step === 'idle'
    ? 'review'
    : step;
}

/**
 * The five steps of the checkout (spec §4 Checkout flow), one below the other: done steps show
 * what was given with an Edit button, the current one its form, the next ones their titles. When
 * the current step changes, the focus moves to its heading and a status line announces it.
 */
export function CheckoutSteps({
  actor,
  runtime,
  total,
  storeName,
  pickupOffered = null,
}: {
  actor: CheckoutActor;
  runtime: ShopRuntime;
  total: Money | null;
  storeName: string;
  /** The server's answer: is "Retrait en boutique" offered (null: the step reads it). */
  pickupOffered?: PickupOffer;
}) {
  const machineStep = useSelector(actor, selectCheckoutStep);
  const submitting = useSelector(actor, selectIsSubmitting);
  const editable = useSelector(actor, selectStepsEditable);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const retryPending = useSelector(actor, selectOrderRetryPending);
  const subscription = useSelector(
    runtime.cart,
    (snapshot) => selectCart(snapshot)?.hasSubscription ?? false,
  );
  const current = pageStepOf(machineStep);
  const currentIndex = STEPS.findIndex((step) => step.key === current);
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const previous = useRef<PageStep | null>(null);

  useEffect(() => {
    // Not on arrival (the shopper starts at the top), only when a step changes: the focused
    // heading tells a screen reader which step it is now ("Step 2 of 5: Delivery method").
    if (previous.current !== null && previous.current !== current) {
      headings.current[currentIndex]?.focus();
    }
    previous.current = current;
  }, [current, currentIndex]);

  return (
    <ol className={styles.steps}>
      {STEPS.map((step, index) => {
        const hasValue = step.key !== 'review' && context[step.key] !== null;
        const status: StepStatus =
          index === currentIndex
            ? 'current'
            : index < currentIndex || hasValue
              ? 'done'
              : 'upcoming';
        const errorKey = step.key === 'review' ? 'order' : step.key;
        const failure = context.errors[errorKey];
        const busy = index === currentIndex && submitting;
        return (
          <StepSection
            key={step.key}
            number={index + 1}
            total={STEPS.length}
            title={step.title}
            status={status}
            headingRef={(element) => {
              headings.current[index] = element;
            }}
            summary={step.key === 'review' ? null : <StepSummary actor={actor} step={step.key} />}
            onEdit={
              index < currentIndex && step.key !== 'review'
                ? () => actor.send({ type: 'step.edit', step: step.key as CheckoutStep })
                : undefined
            }
            editDisabled={!editable}
            error={failure ? describeCheckoutError(errorKey, failure, retryPending) : null}
          >
            {step.key === 'shippingAddress' ? (
              <ShippingAddressBody
                actor={actor}
                runtime={runtime}
                busy={busy}
                pickupOffered={pickupOffered}
              />
            ) : step.key === 'shippingMethod' ? (
              <ShippingMethodBody actor={actor} busy={busy} />
            ) : step.key === 'billingAddress' ? (
              <BillingAddressBody actor={actor} runtime={runtime} busy={busy} />
            ) : step.key === 'paymentMethod' ? (
              <PaymentMethodBody actor={actor} runtime={runtime} busy={busy} />
            ) : (
              <ReviewBody
                actor={actor}
                total={total}
                storeName={storeName}
                subscription={subscription}
              />
            )}
          </StepSection>
        );
      })}
    </ol>
  );
}
