import { fromPromise } from 'xstate';
import { unwrap } from '@vitrine/commerce-primitives';
import type {
  PaymentFunctions,
  SubmitPaymentDetailsFn,
  SubmitPaymentFn,
} from './checkout.ports.ts';
import type { CardEntry, PaymentAction, PaymentOutcome } from './payment.types.ts';

function outcome(result: Awaited<ReturnType<SubmitPaymentFn>>): PaymentOutcome {
  const { resultCode, orderNumber, paymentReference, action } = unwrap(result);
  return {
    resultCode,
    ...(orderNumber !== undefined ? { orderNumber } : {}),
    ...(paymentReference !== undefined ? { paymentReference } : {}),
    ...(action !== undefined ? { action } : {}),
  };
}

/**
 * Turns the payment functions into the payment session's actors; a `{ ok: false }` result
 * rejects with its typed error.
 */
export function createPaymentActors(functions: PaymentFunctions) {
  const tokenise = functions.tokeniseCard;
  const tokeniseCode = functions.tokeniseSecurityCode;
  const answer = functions.answerFingerprint;
  return {
    submitPayment: fromPromise(async ({ input }: { input: Parameters<SubmitPaymentFn>[0] }) =>
      outcome(await functions.submitPayment(input)),
    ),
    submitPaymentDetails: fromPromise(
      async ({ input }: { input: Parameters<SubmitPaymentDetailsFn>[0] }) =>
        outcome(await functions.submitPaymentDetails(input)),
    ),
    ...(tokenise
      ? {
          tokeniseCard: fromPromise(({ input }: { input: { card: CardEntry } }) =>
            tokenise(input.card),
          ),
        }
      : {}),
    ...(tokeniseCode
      ? {
          tokeniseSecurityCode: fromPromise(
            ({ input }: { input: { publicHash: string; securityCode: string } }) =>
              tokeniseCode(input),
          ),
        }
      : {}),
    ...(answer
      ? {
          answerFingerprint: fromPromise(
            async ({ input }: { input: { action: PaymentAction | null } }) => answer(input.action),
          ),
        }
      : {}),
  };
}
