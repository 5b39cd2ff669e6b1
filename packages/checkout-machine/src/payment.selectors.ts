import type { SnapshotFrom } from 'xstate';
import type { paymentSessionMachine } from './payment.machine.ts';

/** A snapshot of the payment session. */
export type PaymentSnapshot = SnapshotFrom<typeof paymentSessionMachine>;

/**
 * The flags of spec §4 "Payment flags", derived from the state instead of stored beside it, so
 * they can never disagree with it.
 */
export interface PaymentFlags {
  readonly placingOrder: boolean;
  readonly dialogOpen: boolean;
  readonly formValid: boolean;
  readonly orderConfirmation: boolean;
  readonly threeDSInProgress: boolean;
  readonly threeDSError: boolean;
  readonly paymentDetailsCalled: boolean;
  readonly redirectionPending: boolean;
}

/** All payment flags at once. */
export function selectPaymentFlags(snapshot: PaymentSnapshot): PaymentFlags {
  return {
    placingOrder: snapshot.hasTag('placing'),
    dialogOpen: snapshot.hasTag('dialog'),
    formValid: snapshot.context.formValid,
    orderConfirmation: snapshot.hasTag('done'),
    threeDSInProgress: snapshot.hasTag('threeDS'),
    threeDSError: snapshot.context.threeDSError,
    paymentDetailsCalled: snapshot.context.paymentDetailsCalled,
    redirectionPending: snapshot.hasTag('redirect'),
  };
}

/**
 * True when the pay button may be pressed: the form is valid and no attempt is under way. The
 * button is disabled otherwise; the machine ignores a submit anyway.
 */
export const selectCanPay = (snapshot: PaymentSnapshot): boolean =>
  snapshot.hasTag('idle') && snapshot.context.formValid && snapshot.context.selectedMethod !== null;

/** True when the last attempt's answer was lost and only a retry (same key) is offered. */
export const selectNeedsRetry = (snapshot: PaymentSnapshot): boolean =>
  snapshot.matches('interrupted') || snapshot.matches('detailsInterrupted');
