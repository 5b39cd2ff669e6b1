import { createHash, randomBytes } from 'node:crypto';
import {
  quoteById,
  cartViewOptions,
  hasSubscription,
  loadCartView,
  subscriptionPaymentProblem,
} from '../cart/index.ts';
import type { QuoteRow, CartView } from '../cart/index.ts';
import { customerById } from '../customer/index.ts';
import { flushOutbox } from '../mail/index.ts';
import { OrderRefusal, writeOrder } from '../order/index.ts';
import type { OrderPayment } from '../order/index.ts';
import {
  PAYMENT_CODES,
  PAYMENT_TITLES,
  insertVaultToken,
  paymentByReference,
  updatePayment,
  paymentStatusOf,
} from '../payment/index.ts';
import type { PaymentRow } from '../payment/index.ts';
import { nowDate, platformOf } from '../platform/index.ts';
import { startSubscriptions } from '../subscription/index.ts';
import { claimKey, completeKey, releaseKey } from './idempotency.ts';
import { lockCart, unlockCart } from './order-lock.ts';
import { orderProblem } from './order-validation.ts';
import { startCardPayment } from './card-payment.ts';
import type { PlaceOutcome, PlaceRequest } from './place-order.types.ts';
import { placeMessages } from './place-order.types.ts';

/** Hash of what a payment pays for: lines, prices, coupon, shipping and total. */
export function cartFingerprint(view: CartView): string {
  const shape = {
    lines: view.lines.map((line) => [
      line.item.product_id,
      line.item.parent_product_id,
      line.item.qty,
      line.unitIncl,
    ]),
    coupon: view.coupon?.code ?? null,
    shipping: view.selectedShipping
      ? [view.selectedShipping.carrier.carrierCode, view.selectedShipping.carrier.methodCode]
      : null,
    total: view.totals.grandTotal,
  };
  return createHash('sha256').update(JSON.stringify(shape)).digest('hex');
}

/**
 * Runs `work` holding the idempotency key and the cart's order lock. A repeated key answers its
 * first result; a cart already being ordered answers `busy`. Outcomes that involved a payment are
 * kept for the key; others release it, so a corrected retry may reuse it.
 */
export async function underKeyAndLock(
  request: PlaceRequest,
  operation: string,
  scope: string,
  work: (quote: QuoteRow) => Promise<PlaceOutcome>,
): Promise<PlaceOutcome> {
  const { services, key } = request;
  const db = services.db;
  const now = nowDate(services);
  if (key !== undefined) {
    const claim = await claimKey(db, key, operation, scope, now);
    if (claim.kind === 'replay') return claim.response as PlaceOutcome;
    if (claim.kind === 'busy') return { kind: 'busy' };
    if (claim.kind === 'mismatch')
      return {
        kind: 'failed',
        code: 'UNDEFINED',
        message: 'This Idempotency-Key was already used for another request.',
        payment: null,
      };
  }
  const owner = await lockCart(db, request.quote.quote_id, now);
  let outcome: PlaceOutcome | undefined;
  try {
    if (!owner) {
      const current = await quoteById(db, request.quote.quote_id);
      outcome =
        current?.is_active === false
          ? {
              kind: 'failed',
              code: 'CART_NOT_ACTIVE',
              message: "The cart isn't active.",
              payment: null,
            }
          : { kind: 'busy' };
      return outcome;
    }
    const quote = (await quoteById(db, request.quote.quote_id)) ?? request.quote;
    outcome = await work(quote);
    return outcome;
  } finally {
    if (owner) await unlockCart(db, request.quote.quote_id, owner).catch(() => undefined);
    if (key !== undefined && outcome?.kind !== 'placed') {
      // A placed order completed its key inside the order transaction.
      const keep =
        outcome !== undefined &&
        outcome.kind !== 'busy' &&
        ('payment' in outcome ? outcome.payment !== null : false);
      await (
        keep && outcome ? completeKey(db, key, outcome, nowDate(services)) : releaseKey(db, key)
      ).catch(() => undefined);
    }
  }
}

/** The order write of a paid (or to-be-paid) cart, with the key completed in the same transaction. */
export async function placePaidOrder(
  request: PlaceRequest,
  quote: QuoteRow,
  view: CartView,
  payment: OrderPayment,
  paid: PaymentRow | null,
): Promise<PlaceOutcome> {
  const { services, key } = request;
  const now = nowDate(services);
  const settings = platformOf(services).settings;
  const customer =
    quote.customer_id === null ? undefined : await customerById(services.db, quote.customer_id);
  try {
    const placed = await services.db.transaction(async (tx) => {
      const order = await writeOrder(tx, {
        quote,
        view,
        email: customer?.email ?? quote.email ?? '',
        customer: customer
          ? { id: customer.customer_id, firstname: customer.firstname, lastname: customer.lastname }
          : null,
        payment,
        now,
        trackUrl: `${settings.storefrontUrl}/track-my-order/`,
      });
      let keptCard =
        quote.payment_method === PAYMENT_CODES.savedCard ? quote.payment_vault_hash : null;
      if (paid) {
        await updatePayment(
          tx,
          paid.reference,
          { order_id: order.orderId, needs_reconciliation: false },
          now,
        );
        if (paid.store_card && customer) {
          keptCard = randomBytes(24).toString('base64url');
          await insertVaultToken(
            tx,
            {
              public_hash: keptCard,
              customer_id: customer.customer_id,
              payment_method_code: PAYMENT_CODES.card,
              brand: paid.brand,
              last_four: paid.last_four,
              exp_month: paid.exp_month,
              exp_year: paid.exp_year,
              scenario: paid.scenario,
            },
            now,
          );
        }
      }
      // Extension `subscriptions`: the order's subscribed lines start their subscriptions here,
      // in the order's transaction, whichever path placed it (placeOrder, REST, 3-D Secure details).
      if (customer && hasSubscription(view)) {
        await startSubscriptions(tx, {
          orderId: order.orderId,
          view,
          customerId: customer.customer_id,
          email: customer.email,
          paymentPublicHash: keptCard,
          now,
        });
      }
      const outcome: PlaceOutcome = {
        kind: 'placed',
        orderId: order.orderId,
        number: order.number,
        payment: paid ? paymentStatusOf({ ...paid, state: 'authorised' }, order.number) : null,
      };
      if (key !== undefined) await completeKey(tx, key, outcome, now);
      return outcome;
    });
    flushOutbox(services);
    request.logger.info('order placed', {
      orderNumber: placed.kind === 'placed' ? placed.number : null,
      quoteId: quote.quote_id,
    });
    return placed;
  } catch (error) {
    // Nothing of the order stays (the transaction rolled back). Money taken is given back; if even
    // that fails the payment keeps its needs_reconciliation flag for the finance team.
    const refused = error instanceof OrderRefusal;
    if (!refused) request.logger.error('order write failed', { quoteId: quote.quote_id, error });
    let status = null;
    if (paid) {
      const note = refused ? `voided: ${error.message}` : 'voided: the order could not be written';
      await updatePayment(
        services.db,
        paid.reference,
        { state: 'voided', result_code: 'Cancelled', needs_reconciliation: false, note },
        nowDate(services),
      ).catch((voidError: unknown) =>
        request.logger.error('payment left for reconciliation', {
          reference: paid.reference,
          error: voidError,
        }),
      );
      const after = await paymentByReference(services.db, paid.reference).catch(() => undefined);
      status = paymentStatusOf(after ?? paid);
    }
    return {
      kind: 'failed',
      code: 'UNABLE_TO_PLACE_ORDER',
      message: refused ? error.message : placeMessages.serverError,
      payment: status,
    };
  }
}

/**
 * Places the order of a cart whose ownership the transport checked (GraphQL placeOrder, REST
 * payment-information): one idempotent attempt under the cart's lock; a card is paid first and
 * the order written in one transaction only once the payment is authorised.
 */
export function placeOrder(request: PlaceRequest): Promise<PlaceOutcome> {
  return underKeyAndLock(request, 'place-order', request.quote.masked_id, async (quote) => {
    const view = await loadCartView(
      request.services.db,
      quote,
      nowDate(request.services),
      cartViewOptions(request.services, request.currency),
    );
    const problem = orderProblem(quote, view);
    if (problem) return { kind: 'failed', ...problem, payment: null };
    const subscriptionProblem = subscriptionPaymentProblem(view, 'order');
    if (subscriptionProblem)
      return {
        kind: 'failed',
        code: 'UNABLE_TO_PLACE_ORDER',
        message: subscriptionProblem,
        payment: null,
      };
    const method = quote.payment_method ?? '';
    if (method === PAYMENT_CODES.card || method === PAYMENT_CODES.savedCard) {
      const started = await startCardPayment(request, quote, view, cartFingerprint(view));
      if (started.kind !== 'authorised') return started.outcome;
      return placePaidOrder(
        request,
        quote,
        view,
        {
          method,
          title: PAYMENT_TITLES[method] ?? method,
          paid: true,
          reference: started.payment.reference,
          brand: started.payment.brand,
          lastFour: started.payment.last_four,
        },
        started.payment,
      );
    }
    const paid = method === PAYMENT_CODES.free;
    return placePaidOrder(
      request,
      quote,
      view,
      { method, title: PAYMENT_TITLES[method] ?? method, paid },
      null,
    );
  });
}
