import { randomBytes } from 'node:crypto';
import type { QuoteRow, CartView } from '../cart/index.ts';
import {
  PAYMENT_CODES,
  cardToken,
  insertPayment,
  paymentByKey,
  paymentByReference,
  savedCardNeedsSecurityCode,
  securityCodeMessages,
  useCardToken,
  useSecurityCodeToken,
  vaultToken,
  paymentStatusOf,
  firstAnswer,
} from '../payment/index.ts';
import type { PaymentRow, CardScenario, ProviderAnswer } from '../payment/index.ts';
import { nowDate } from '../platform/index.ts';
import type { PlaceOutcome, PlaceRequest } from './place-order.types.ts';
import { placeMessages } from './place-order.types.ts';

/** A card payment's start: authorised (the order may be written), or stopped with an answer. */
export type CardStart =
  { kind: 'authorised'; payment: PaymentRow } | { kind: 'stopped'; outcome: PlaceOutcome };

interface Card {
  scenario: CardScenario;
  brand: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
}

/** A payment service provider reference: 16 characters, like Adyen's pspReference. */
export function newPaymentReference(): string {
  return `PSP${randomBytes(10).toString('hex').toUpperCase().slice(0, 13)}`;
}

const expired = (card: Card, now: Date) =>
  Date.UTC(card.expYear, card.expMonth, 1) <= now.getTime();

async function cardOf(request: PlaceRequest, quote: QuoteRow): Promise<Card | undefined> {
  const db = request.services.db;
  const now = nowDate(request.services);
  if (quote.payment_method === PAYMENT_CODES.savedCard) {
    const saved =
      quote.customer_id === null || !quote.payment_vault_hash
        ? undefined
        : await vaultToken(db, quote.payment_vault_hash, quote.customer_id);
    return (
      saved && {
        scenario: saved.scenario,
        brand: saved.brand,
        lastFour: saved.last_four,
        expMonth: saved.exp_month,
        expYear: saved.exp_year,
      }
    );
  }
  const token = quote.payment_token_hash
    ? await cardToken(db, quote.payment_token_hash)
    : undefined;
  // A card token pays one attempt: a refused card needs its details entered again.
  if (!token || token.expires_at <= now || !(await useCardToken(db, token.token_hash, now)))
    return undefined;
  return {
    scenario: token.scenario,
    brand: token.brand,
    lastFour: token.last_four,
    expMonth: token.exp_month,
    expYear: token.exp_year,
  };
}

/** The state a provider answer leaves a payment in. */
export function stateOf(answer: ProviderAnswer): PaymentRow['state'] {
  if (answer.resultCode === 'Authorised') return 'authorised';
  if (answer.resultCode === 'Refused') return 'refused';
  if (answer.resultCode === 'Error') return 'error';
  return 'action_required';
}

/** The answer of a payment that placed no order. */
export function stoppedOutcome(payment: PaymentRow): PlaceOutcome {
  const stopped = payment.state !== 'action_required' && payment.state !== 'authorised';
  return {
    kind: 'payment',
    payment: paymentStatusOf(payment),
    error: stopped
      ? {
          code: 'UNABLE_TO_PLACE_ORDER',
          message: payment.state === 'voided' ? placeMessages.serverError : placeMessages.declined,
        }
      : null,
  };
}

/**
 * Asks the test provider to pay the cart's grand total with the chosen card. The attempt is
 * recorded before anything else happens (committed on its own), under the call's idempotency key:
 * a repeated key gets the same payment back, never a second charge.
 */
export async function startCardPayment(
  request: PlaceRequest,
  quote: QuoteRow,
  view: CartView,
  fingerprint: string,
): Promise<CardStart> {
  const db = request.services.db;
  const now = nowDate(request.services);
  if (request.key !== undefined) {
    const previous = await paymentByKey(db, request.key);
    if (previous)
      return previous.state === 'authorised' && previous.order_id === null
        ? { kind: 'authorised', payment: previous }
        : { kind: 'stopped', outcome: stoppedOutcome(previous) };
  }
  const card = await cardOf(request, quote);
  const failed = (message: string): CardStart => ({
    kind: 'stopped',
    outcome: { kind: 'failed', code: 'UNABLE_TO_PLACE_ORDER', message, payment: null },
  });
  if (!card)
    // A saved card deleted since it was chosen: Magento's vault message, as when choosing it.
    return failed(
      quote.payment_method === PAYMENT_CODES.savedCard
        ? `Could not find a token using public hash: ${quote.payment_vault_hash ?? ''}`
        : placeMessages.cardExpired,
    );
  // A saved card's security code, when the store asks for it again (`payment_saved_card_cvc`).
  // Merchant-initiated renewals never come here (subscription/renewal.service.ts).
  const securityCode =
    quote.payment_method === PAYMENT_CODES.savedCard &&
    savedCardNeedsSecurityCode(request.services, quote.store_id)
      ? (quote.payment_cvc_token_hash ?? '')
      : undefined;
  if (securityCode === '') return failed(securityCodeMessages.required);
  const answer: ProviderAnswer = expired(card, now)
    ? { resultCode: 'Refused', refusalReason: 'Expired Card' }
    : firstAnswer(card.scenario);
  const reference = newPaymentReference();
  // The security-code token is used in the transaction that records the attempt: it pays this one
  // attempt (a refusal needs the code again), and an expired or used one charges nothing.
  const recorded = await db.transaction(async (tx) => {
    if (
      securityCode !== undefined &&
      !(await useSecurityCodeToken(tx, securityCode, quote.payment_vault_hash ?? '', now))
    )
      return false;
    await insertPayment(
      tx,
      {
        reference,
        quote_id: quote.quote_id,
        idempotency_key: request.key ?? null,
        method: quote.payment_method ?? PAYMENT_CODES.card,
        amount: view.totals.grandTotal,
        currency: view.currency,
        state: stateOf(answer),
        stage: answer.stage ?? null,
        result_code: answer.resultCode,
        refusal_reason: answer.refusalReason ?? null,
        scenario: card.scenario,
        brand: card.brand,
        last_four: card.lastFour,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        store_card: quote.payment_store_card && quote.customer_id !== null,
        customer_id: quote.customer_id,
        cart_fingerprint: fingerprint,
      },
      now,
    );
    return true;
  });
  if (!recorded) return failed(securityCodeMessages.invalid);
  const payment = await paymentByReference(db, reference);
  if (!payment) throw new Error('payment record vanished');
  request.logger.info('card payment', {
    reference,
    resultCode: answer.resultCode,
    amount: payment.amount,
  });
  return payment.state === 'authorised'
    ? { kind: 'authorised', payment }
    : { kind: 'stopped', outcome: stoppedOutcome(payment) };
}
