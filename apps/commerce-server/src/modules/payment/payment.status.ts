import type { PaymentRow } from './payment.repository.ts';

/** PaymentStatus as placeOrder and submitPaymentDetails answer it. */
export interface PaymentStatusOut {
  result_code: string;
  is_final: boolean;
  payment_reference: string;
  action: { type: string; token: string; payment_reference: string } | null;
  order_number: string | null;
}

/**
 * The opaque token of a 3-D Secure step for the card component. It names the payment and the
 * step; the test issuer needs nothing else (a real one would carry its ACS URL and transaction id).
 */
export function actionToken(reference: string, stage: 'fingerprint' | 'challenge'): string {
  return Buffer.from(
    JSON.stringify({ v: 1, paymentReference: reference, step: stage }),
    'utf8',
  ).toString('base64url');
}

/** The status of a payment row. */
export function paymentStatusOf(
  payment: PaymentRow,
  orderNumber: string | null = null,
): PaymentStatusOut {
  const stage = payment.state === 'action_required' ? payment.stage : null;
  return {
    result_code: payment.result_code,
    is_final: payment.state !== 'action_required',
    payment_reference: payment.reference,
    action: stage
      ? {
          type: stage === 'fingerprint' ? 'threeDS2Fingerprint' : 'threeDS2Challenge',
          token: actionToken(payment.reference, stage),
          payment_reference: payment.reference,
        }
      : null,
    // No refusal_reason: it stays in payment_transaction for support (it would help card testers).
    order_number: orderNumber,
  };
}
