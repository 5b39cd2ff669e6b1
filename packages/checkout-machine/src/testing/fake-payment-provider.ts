import type { CommerceResult } from '@vitrine/commerce-primitives';
import type { PaymentFunctions } from '../checkout.ports.ts';
import type { PaymentOutcome } from '../payment.types.ts';

/** Test cards of the fake provider, by the token its card form produces. */
export const TEST_CARDS = {
  authorised: 'tok_4111111111111111',
  threeDS: 'tok_5454545454545454',
  challengeOnly: 'tok_4917610000000000',
  refused: 'tok_4000000000000002',
  error: 'tok_4000000000000119',
  pending: 'tok_6703444444444449',
} as const;

/** The challenge answer the fake issuer accepts (the provider's test password). */
export const CHALLENGE_PASSWORD = 'password';

interface PaymentRecord {
  card: string;
  stage: 'fingerprint' | 'challenge' | 'done';
}

/**
 * An in-memory card provider with drop-in semantics, for tests and stories: result codes by test
 * card, 3-D Secure by fingerprint then challenge, and idempotency keys that return the first
 * answer again. `charges` and `orders` say what really happened.
 */
export function createFakePaymentProvider() {
  const byKey = new Map<string, CommerceResult<PaymentOutcome>>();
  const payments = new Map<string, PaymentRecord>();
  const orders: string[] = [];
  let charges = 0;
  let nextReference = 1;

  const placeOrder = (): string => {
    const orderNumber = String(100000000 + orders.length + 1).padStart(9, '0');
    orders.push(orderNumber);
    return orderNumber;
  };

  const once = (
    key: string,
    run: () => CommerceResult<PaymentOutcome>,
  ): Promise<CommerceResult<PaymentOutcome>> => {
    const previous = byKey.get(key);
    if (previous) return Promise.resolve(previous);
    const result = run();
    byKey.set(key, result);
    return Promise.resolve(result);
  };

  const functions: PaymentFunctions = {
    submitPayment: ({ paymentData, idempotencyKey }) =>
      once(idempotencyKey, () => {
        charges += 1;
        const paymentReference = `psp-${nextReference++}`;
        switch (paymentData.token) {
          case TEST_CARDS.authorised:
            return {
              ok: true,
              resultCode: 'Authorised',
              paymentReference,
              orderNumber: placeOrder(),
            };
          case TEST_CARDS.threeDS:
            payments.set(paymentReference, { card: paymentData.token, stage: 'fingerprint' });
            return {
              ok: true,
              resultCode: 'IdentifyShopper',
              paymentReference,
              action: { type: 'threeDS2Fingerprint', token: 'fp' },
            };
          case TEST_CARDS.challengeOnly:
            payments.set(paymentReference, { card: paymentData.token, stage: 'challenge' });
            return {
              ok: true,
              resultCode: 'ChallengeShopper',
              paymentReference,
              action: { type: 'threeDS2Challenge', token: 'ch' },
            };
          case TEST_CARDS.refused:
            return {
              ok: true,
              resultCode: 'Refused',
              paymentReference,
            };
          case TEST_CARDS.pending:
            return { ok: true, resultCode: 'Pending', paymentReference, orderNumber: placeOrder() };
          case TEST_CARDS.error:
            return {
              ok: true,
              resultCode: 'Error',
              paymentReference,
            };
          default:
            return {
              ok: false,
              error: { code: 'user', messages: ['The card token is not valid.'] },
            };
        }
      }),
    submitPaymentDetails: ({ paymentReference, details, idempotencyKey }) =>
      once(idempotencyKey, () => {
        const payment = payments.get(paymentReference);
        if (!payment || payment.stage === 'done') {
          return {
            ok: false,
            error: { code: 'not_found', message: `Unknown payment ${paymentReference}` },
          };
        }
        if (payment.stage === 'fingerprint') {
          payment.stage = 'challenge';
          return {
            ok: true,
            resultCode: 'ChallengeShopper',
            paymentReference,
            action: { type: 'threeDS2Challenge', token: 'ch' },
          };
        }
        payment.stage = 'done';
        if (details['challengeResult'] !== CHALLENGE_PASSWORD) {
          return {
            ok: true,
            resultCode: 'Refused',
            paymentReference,
          };
        }
        return { ok: true, resultCode: 'Authorised', paymentReference, orderNumber: placeOrder() };
      }),
  };

  return {
    functions,
    /** Payment attempts that reached the provider (a replayed key is not a new charge). */
    get charges(): number {
      return charges;
    },
    /** Orders placed, by number. */
    get orders(): readonly string[] {
      return orders;
    },
  };
}

/** The provider returned by {@link createFakePaymentProvider}. */
export type FakePaymentProvider = ReturnType<typeof createFakePaymentProvider>;
