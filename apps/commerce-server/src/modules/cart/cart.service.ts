import type { Queryable } from '../../db/database.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { authorizationError, inputError } from '../../graphql/errors.ts';
import { callerOf, requireCustomer } from '../customer/index.ts';
import { alreadyExistsError, emailAddress, nowDate, storeToday } from '../platform/index.ts';
import { cartOwnedBy } from './cart.access.ts';
import { mutateCart, viewOf } from './cart.mutate.ts';
import {
  activeQuoteOfCustomer,
  addToLine,
  insertQuote,
  itemsOfQuote,
  newMaskedId,
  quoteById,
  updateQuote,
} from './cart.repository.ts';
import type { QuoteRow } from './cart.repository.ts';
import type { CartView } from './cart.view.ts';
import { applicableCoupon, priceLines } from './cart.view.ts';

/** The customer's active cart, created when there is none (race-safe: one active cart each). */
export async function customerActiveCart(
  db: Queryable,
  customerId: number,
  storeId: number,
  now: Date,
): Promise<QuoteRow> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const existing = await activeQuoteOfCustomer(db, customerId);
    if (existing) return existing;
    const created = await insertQuote(db, { maskedId: newMaskedId(), storeId, customerId }, now);
    if (created) return created;
  }
  throw new Error('could not create the customer cart');
}

/** createEmptyCart: a new guest cart, or the signed-in customer's active cart. */
export async function createEmptyCart(
  context: RequestContext,
  requestedId: string | null | undefined,
): Promise<string> {
  const caller = await callerOf(context);
  const now = nowDate(context.services);
  if (caller.kind === 'customer')
    return (await customerActiveCart(context.db, caller.customerId, context.store.storeId, now))
      .masked_id;
  return (await createGuest(context, requestedId)).masked_id;
}

async function createGuest(
  context: RequestContext,
  requestedId: string | null | undefined,
): Promise<QuoteRow> {
  const now = nowDate(context.services);
  if (requestedId !== null && requestedId !== undefined) {
    if (requestedId.length !== 32) throw inputError('Cart ID length should to be 32 symbols.');
    if (!/^[A-Za-z0-9]{32}$/.test(requestedId))
      throw inputError('Cart ID should contain only letters and digits.');
    const created = await insertQuote(
      context.db,
      { maskedId: requestedId, storeId: context.store.storeId, customerId: null },
      now,
    );
    if (!created) throw alreadyExistsError(`Cart with ID "${requestedId}" already exists.`);
    return created;
  }
  const created = await insertQuote(
    context.db,
    { maskedId: newMaskedId(), storeId: context.store.storeId, customerId: null },
    now,
  );
  if (!created) throw new Error('masked id collision');
  return created;
}

/** createGuestCart: guests only. */
export async function createGuestCart(
  context: RequestContext,
  requestedId: string | null | undefined,
): Promise<CartView> {
  if ((await callerOf(context)).kind === 'customer')
    throw inputError("Use 'Query.customerCart' for logged in customer.");
  return viewOf(context, await createGuest(context, requestedId));
}

/** customerCart: the customer's active cart (Magento's message for guests). */
export async function customerCart(context: RequestContext): Promise<CartView> {
  const caller = await callerOf(context);
  if (caller.kind !== 'customer')
    throw authorizationError('The request is allowed for logged in customer');
  return viewOf(
    context,
    await customerActiveCart(
      context.db,
      caller.customerId,
      context.store.storeId,
      nowDate(context.services),
    ),
  );
}

async function moveLines(tx: Queryable, from: QuoteRow, to: QuoteRow, now: Date): Promise<void> {
  // Quantities of a product in both carts add up (stock is checked again at order time).
  for (const item of await itemsOfQuote(tx, from.quote_id)) {
    await addToLine(
      tx,
      to.quote_id,
      item.product_id,
      item.parent_product_id,
      item.qty,
      now,
      item.subscription_frequency,
    );
  }
  await updateQuote(tx, from.quote_id, { is_active: false }, now);
}

/**
 * mergeCarts: the source must be a guest cart (checked as a guest would be), the destination the
 * customer's own cart; the guest cart's lines join it and the guest cart is closed.
 */
export async function mergeCarts(
  context: RequestContext,
  sourceId: string,
  destinationId: string | null | undefined,
): Promise<CartView> {
  const { customerId } = await requireCustomer(context);
  const now = nowDate(context.services);
  const destination = destinationId
    ? undefined
    : await customerActiveCart(context.db, customerId, context.store.storeId, now);
  await cartOwnedBy(context.db, sourceId, null, context.store.storeId);
  const { view } = await mutateCart(
    context,
    destinationId ?? destination?.masked_id,
    async (tx, target) => {
      const source = await cartOwnedBy(tx, sourceId, null, context.store.storeId);
      if (source.quote_id === target.quote_id) return;
      await moveLines(tx, source, target, now);
      if (!target.coupon_code && source.coupon_code)
        await updateQuote(tx, target.quote_id, { coupon_code: source.coupon_code }, now);
    },
  );
  return view;
}

/** assignCustomerToGuestCart: the guest cart becomes the customer's, with the previous cart's lines. */
export async function assignCustomerToGuestCart(
  context: RequestContext,
  cartId: string,
): Promise<CartView> {
  const { customerId } = await requireCustomer(context);
  const now = nowDate(context.services);
  const quoteId = await context.db.transaction(async (tx) => {
    await tx.query('SELECT quote_id FROM quote WHERE masked_id = $1 FOR UPDATE', [cartId]);
    const guest = await cartOwnedBy(tx, cartId, null, context.store.storeId);
    const previous = await activeQuoteOfCustomer(tx, customerId);
    if (previous) await moveLines(tx, previous, guest, now);
    await updateQuote(tx, guest.quote_id, { customer_id: customerId, email: null }, now);
    return guest.quote_id;
  });
  const quote = await quoteById(context.db, quoteId);
  if (!quote) throw new Error('cart vanished');
  return viewOf(context, quote);
}

/** applyCouponToCart, with Magento's messages. */
export async function applyCoupon(
  context: RequestContext,
  cartId: string,
  code: string,
): Promise<CartView> {
  const today = storeToday(context.services);
  const { view } = await mutateCart(context, cartId, async (tx, quote) => {
    const lines = await priceLines(tx, await itemsOfQuote(tx, quote.quote_id), today);
    if (lines.length === 0) throw inputError('Cart does not contain products.');
    if (quote.coupon_code && quote.coupon_code.toUpperCase() !== code.trim().toUpperCase()) {
      throw inputError(
        'A coupon is already applied to the cart. Please remove it to apply another',
      );
    }
    const coupon = await applicableCoupon(tx, code, lines, today);
    if (!coupon) throw inputError("The coupon code isn't valid. Verify the code and try again.");
    await updateQuote(tx, quote.quote_id, { coupon_code: coupon.code }, nowDate(context.services));
  });
  return view;
}

export async function removeCoupon(context: RequestContext, cartId: string): Promise<CartView> {
  const { view } = await mutateCart(context, cartId, (tx, quote) =>
    updateQuote(tx, quote.quote_id, { coupon_code: null }, nowDate(context.services)),
  );
  return view;
}

/** setGuestEmailOnCart: guests only (a customer cart takes the account's e-mail). */
export async function setGuestEmail(
  context: RequestContext,
  cartId: string,
  rawEmail: string,
): Promise<CartView> {
  if ((await callerOf(context)).kind === 'customer')
    throw inputError('The request is not allowed for logged in customers');
  const email = emailAddress(rawEmail, 'Invalid email format');
  const { view } = await mutateCart(context, cartId, (tx, quote) =>
    updateQuote(tx, quote.quote_id, { email }, nowDate(context.services)),
  );
  return view;
}
