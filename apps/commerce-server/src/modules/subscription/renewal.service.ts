import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import type { ServerServices } from '../../graphql/context.ts';
import {
  addToLine,
  cartViewOptions,
  insertQuote,
  loadCartView,
  newMaskedId,
  saveQuoteAddress,
  updateQuote,
} from '../cart/index.ts';
import { customerById } from '../customer/index.ts';
import { enqueueMail, flushOutbox, subscriptionRenewalRefusedMail } from '../mail/index.ts';
import { OrderRefusal, writeOrder } from '../order/index.ts';
import {
  PAYMENT_CODES,
  PAYMENT_TITLES,
  firstAnswer,
  insertPayment,
  updatePayment,
  vaultToken,
} from '../payment/index.ts';
import { nowDate, platformOf, storeDate } from '../platform/index.ts';
import {
  dueSubscriptionIds,
  linkOrderItem,
  saveState,
  stateOf,
  subscribedOrderItems,
  subscriptionById,
} from './subscription.repository.ts';
import type { SubscriptionRow } from './subscription.repository.ts';
import { isDue, renewed } from './subscription.rules.ts';

/** What one renewal attempt came to. */
export type RenewalOutcome =
  | { kind: 'placed'; orderNumber: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed'; reason: string }
  /** Not due any more (another process renewed it, or it was paused, skipped, cancelled). */
  | { kind: 'skipped' };

/** Subscriptions renewed per tick at most: a backlog drains over a few ticks. */
const BATCH = 50;

/**
 * Claims the (subscription, due date) renewal: the row lock serialises racing processes (the
 * second one then sees the advanced next date), and the primary key refuses a second claim even
 * if one came through another way. Answers the subscription when this caller owns the renewal.
 */
async function claim(
  tx: Queryable,
  id: number,
  today: string,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const row = await subscriptionById(tx, id, true);
  if (!row || !isDue(stateOf(row), today) || row.next_date === null) return undefined;
  const claimed = await tx.query(
    `INSERT INTO vitrine_subscription_renewal (subscription_id, due_date, outcome, created_at)
     VALUES ($1, $2::date, 'placed', $3) ON CONFLICT DO NOTHING RETURNING subscription_id`,
    [id, row.next_date, now],
  );
  return claimed.length > 0 ? row : undefined;
}

/** Closes a claimed renewal that placed no order, and moves the subscription on one period. */
async function closeWithout(
  tx: Queryable,
  row: SubscriptionRow,
  outcome: 'refused' | 'failed',
  note: string,
  today: string,
  now: Date,
): Promise<string> {
  const due = row.next_date ?? today;
  const next = renewed(stateOf(row), due, today);
  await tx.query(
    'UPDATE vitrine_subscription_renewal SET outcome = $3, note = $4 WHERE subscription_id = $1 AND due_date = $2::date',
    [row.subscription_id, due, outcome, note],
  );
  await saveState(tx, row.subscription_id, next, now);
  return next.nextDate ?? due;
}

/** The renewal's cart: the subscribed product, address and method, paid with the saved card. */
async function renewalCart(tx: Queryable, row: SubscriptionRow, now: Date) {
  const quote = await insertQuote(
    tx,
    // Not the customer's cart (they may have one open): the order names the customer itself.
    { maskedId: newMaskedId(), storeId: row.store_id, customerId: null },
    now,
  );
  if (!quote) throw new Error('renewal cart not created');
  await addToLine(
    tx,
    quote.quote_id,
    row.product_id,
    row.parent_product_id,
    row.qty,
    now,
    row.frequency_days,
  );
  const address = (value: SubscriptionRow['shipping_address']) => ({
    ...value,
    save_in_address_book: false,
  });
  await saveQuoteAddress(tx, quote.quote_id, 'shipping', address(row.shipping_address));
  await saveQuoteAddress(tx, quote.quote_id, 'billing', address(row.billing_address));
  const patch = {
    email: row.email,
    shipping_carrier: row.shipping_carrier,
    shipping_method: row.shipping_method,
    payment_method: PAYMENT_CODES.savedCard,
    payment_vault_hash: row.payment_public_hash,
  };
  await updateQuote(tx, quote.quote_id, patch, now);
  return { ...quote, ...patch };
}

/**
 * Renews one due subscription in one transaction: claim, renewal cart, charge of the saved card,
 * order (stock, lines, confirmation e-mail in the outbox), link, next date. A crash rolls all of
 * it back, claim included, so the next tick tries again; a refused card or an order the shop
 * cannot write is recorded, and the subscription moves on one period (no endless retry).
 */
export async function renewSubscription(
  services: ServerServices,
  id: number,
): Promise<RenewalOutcome> {
  const now = nowDate(services);
  const today = storeDate(now);
  const settings = platformOf(services).settings;
  const logger = services.logger;
  try {
    const outcome = await services.db.transaction(async (tx): Promise<RenewalOutcome> => {
      const row = await claim(tx, id, today, now);
      if (!row) return { kind: 'skipped' };
      const customer = await customerById(tx, row.customer_id);
      const card = row.payment_public_hash
        ? await vaultToken(tx, row.payment_public_hash, row.customer_id)
        : undefined;
      const expired = card && Date.UTC(card.exp_year, card.exp_month, 1) <= now.getTime();
      // A renewal is a merchant-initiated charge of a stored card: no shopper is there for 3-D
      // Secure, so only the card's refusal scenarios refuse it (decision 166).
      const answer = card ? firstAnswer(card.scenario) : undefined;
      const refusal = !card
        ? 'The saved card is gone.'
        : expired
          ? 'Expired Card'
          : answer?.resultCode === 'Refused' || answer?.resultCode === 'Error'
            ? (answer.refusalReason ?? answer.resultCode)
            : undefined;
      if (!customer || refusal || !card) {
        const reason = refusal ?? 'The customer is gone.';
        const next = await closeWithout(tx, row, 'refused', reason, today, now);
        if (customer)
          await enqueueMail(
            tx,
            subscriptionRenewalRefusedMail({
              to: customer.email,
              firstname: customer.firstname,
              productName: row.product_name,
              dueDate: row.next_date ?? today,
              nextDate: next,
              accountUrl: `${settings.storefrontUrl}/subscriptions`,
            }),
            now,
          );
        return { kind: 'refused', reason };
      }
      const quote = await renewalCart(tx, row, now);
      const view = await loadCartView(tx, quote, now, {
        ...cartViewOptions(services, 'EUR'),
        renewalDiscountPercent: Number(row.discount_percent),
      });
      const reference = `PSP${randomBytes(10).toString('hex').toUpperCase().slice(0, 13)}`;
      await insertPayment(
        tx,
        {
          reference,
          quote_id: quote.quote_id,
          idempotency_key: null,
          method: PAYMENT_CODES.savedCard,
          amount: view.totals.grandTotal,
          currency: view.currency,
          state: 'authorised',
          stage: null,
          result_code: 'Authorised',
          refusal_reason: null,
          scenario: card.scenario,
          brand: card.brand,
          last_four: card.last_four,
          exp_month: card.exp_month,
          exp_year: card.exp_year,
          store_card: false,
          customer_id: row.customer_id,
          cart_fingerprint: `renewal:${row.uid}`,
        },
        now,
      );
      const order = await writeOrder(tx, {
        quote,
        view,
        email: row.email,
        customer: {
          id: customer.customer_id,
          firstname: customer.firstname,
          lastname: customer.lastname,
        },
        payment: {
          method: PAYMENT_CODES.savedCard,
          title: PAYMENT_TITLES[PAYMENT_CODES.savedCard] ?? PAYMENT_CODES.savedCard,
          paid: true,
          reference,
          brand: card.brand,
          lastFour: card.last_four,
        },
        now,
        trackUrl: `${settings.storefrontUrl}/track-my-order/`,
      });
      await updatePayment(tx, reference, { order_id: order.orderId }, now);
      for (const item of await subscribedOrderItems(tx, order.orderId))
        await linkOrderItem(tx, item.item_id, row.subscription_id, true);
      await tx.query(
        'UPDATE vitrine_subscription_renewal SET order_id = $3 WHERE subscription_id = $1 AND due_date = $2::date',
        [row.subscription_id, row.next_date, order.orderId],
      );
      await saveState(
        tx,
        row.subscription_id,
        renewed(stateOf(row), row.next_date ?? today, today),
        now,
      );
      return { kind: 'placed', orderNumber: order.number };
    });
    if (outcome.kind !== 'skipped')
      logger.info('subscription renewal', { subscriptionId: id, ...outcome });
    if (outcome.kind !== 'skipped') flushOutbox(services);
    return outcome;
  } catch (error) {
    logger.error('subscription renewal failed', { subscriptionId: id, error });
    // Anything else (database down…) rolled back whole: the next tick tries again.
    if (!(error instanceof OrderRefusal)) return { kind: 'failed', reason: 'not written, retried' };
    // The shop refused the order (stock gone, product disabled…): nothing of it stays, and the
    // renewal is recorded as failed so that the next tick does not try the same date forever.
    const reason = error.message;
    const recorded = await services.db.transaction(async (tx) => {
      const row = await claim(tx, id, today, now);
      if (row) await closeWithout(tx, row, 'failed', reason, today, now);
      return row !== undefined;
    });
    return recorded ? { kind: 'failed', reason } : { kind: 'skipped' };
  }
}

/** Renews every subscription due today (store time zone), one transaction each. */
export async function renewDueSubscriptions(services: ServerServices): Promise<RenewalOutcome[]> {
  const today = storeDate(nowDate(services));
  const outcomes: RenewalOutcome[] = [];
  for (const id of await dueSubscriptionIds(services.db, today, BATCH))
    outcomes.push(await renewSubscription(services, id));
  return outcomes;
}
