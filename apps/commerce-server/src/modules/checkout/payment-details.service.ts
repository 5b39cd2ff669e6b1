import { cartViewOptions, loadCartView } from '../cart/index.ts';
import {
  PAYMENT_TITLES,
  paymentByReference,
  updatePayment,
  paymentStatusOf,
  detailsAnswer,
} from '../payment/index.ts';
import { nowDate } from '../platform/index.ts';
import { stateOf, stoppedOutcome } from './card-payment.ts';
import { orderProblem } from './order-validation.ts';
import { cartFingerprint, placePaidOrder, underKeyAndLock } from './place-order.service.ts';
import type { PlaceOutcome, PlaceRequest } from './place-order.types.ts';
import { placeMessages } from './place-order.types.ts';

/** A 3-D Secure step left undone this long is cancelled (issuers expire challenges about then). */
export const ACTION_TIMEOUT_MS = 30 * 60_000;

/** Why a details call is refused outright (no payment answer to give). */
export class PaymentDetailsError extends Error {
  override readonly name = 'PaymentDetailsError';
  constructor(
    message: string,
    readonly kind: 'not_found' | 'input',
  ) {
    super(message);
  }
}

/** Parses the `details` JSON: an object of strings. */
export function parseDetails(text: string): Readonly<Record<string, string>> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new PaymentDetailsError('"details" must be a JSON object of strings.', 'input');
  }
  if (
    typeof value !== 'object' ||
    value === null ||
    Array.isArray(value) ||
    !Object.values(value).every((entry) => typeof entry === 'string')
  ) {
    throw new PaymentDetailsError('"details" must be a JSON object of strings.', 'input');
  }
  return value as Record<string, string>;
}

/**
 * submitPaymentDetails: the answer of a 3-D Secure step for a payment of this cart. A fingerprint
 * may lead to a challenge; an authorised payment places the order (the cart must not have changed
 * since the payment began), exactly as placeOrder would.
 */
export function submitPaymentDetails(
  request: PlaceRequest,
  reference: string,
  details: Readonly<Record<string, string>>,
): Promise<PlaceOutcome> {
  return underKeyAndLock(request, 'payment-details', reference, async (quote) => {
    const db = request.services.db;
    const now = nowDate(request.services);
    const payment = await paymentByReference(db, reference);
    if (!payment || payment.quote_id !== quote.quote_id)
      throw new PaymentDetailsError(
        `The payment reference "${reference}" is not valid for this cart.`,
        'not_found',
      );
    if (payment.state !== 'action_required' || !payment.stage) return stoppedOutcome(payment);
    if (payment.created_at.getTime() + ACTION_TIMEOUT_MS < now.getTime()) {
      await updatePayment(
        db,
        reference,
        {
          state: 'cancelled',
          stage: null,
          result_code: 'Cancelled',
          refusal_reason: '3D Secure timed out',
        },
        now,
      );
      return stoppedOutcome({
        ...payment,
        state: 'cancelled',
        stage: null,
        result_code: 'Cancelled',
        refusal_reason: '3D Secure timed out',
      });
    }
    const answer = detailsAnswer(payment.scenario, payment.stage, details);
    if (!answer)
      throw new PaymentDetailsError(
        `Missing details for the 3-D Secure ${payment.stage} step.`,
        'input',
      );
    const next = {
      ...payment,
      state: stateOf(answer),
      stage: answer.stage ?? null,
      result_code: answer.resultCode,
      refusal_reason: answer.refusalReason ?? null,
    };
    if (next.state !== 'authorised') {
      await updatePayment(
        db,
        reference,
        {
          state: next.state,
          stage: next.stage,
          result_code: next.result_code,
          refusal_reason: next.refusal_reason,
        },
        now,
      );
      return stoppedOutcome(next);
    }
    // Authorised: recorded (and flagged for reconciliation) before the order is attempted.
    await updatePayment(
      db,
      reference,
      { state: 'authorised', stage: null, result_code: 'Authorised', needs_reconciliation: true },
      now,
    );
    const view = await loadCartView(
      db,
      quote,
      now,
      cartViewOptions(request.services, request.currency),
    );
    const problem =
      orderProblem(quote, view) ??
      (cartFingerprint(view) === payment.cart_fingerprint &&
      view.totals.grandTotal === payment.amount
        ? undefined
        : { code: 'UNABLE_TO_PLACE_ORDER' as const, message: placeMessages.cartChanged });
    if (problem) {
      await updatePayment(
        db,
        reference,
        {
          state: 'voided',
          result_code: 'Cancelled',
          needs_reconciliation: false,
          note: `voided: ${problem.message}`,
        },
        now,
      );
      return {
        kind: 'failed',
        ...problem,
        payment: paymentStatusOf({ ...next, state: 'voided', result_code: 'Cancelled' }),
      };
    }
    const method = payment.method;
    return placePaidOrder(
      request,
      quote,
      view,
      {
        method,
        title: PAYMENT_TITLES[method] ?? method,
        paid: true,
        reference,
        brand: payment.brand,
        lastFour: payment.last_four,
      },
      next,
    );
  });
}
