import type { Queryable } from '../../db/database.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { callerOf } from '../customer/customer.auth.ts';
import { nowDate } from '../platform/platform.services.ts';
import { actingCustomer, cartForUser, cartOwnedBy } from './cart.access.ts';
import { quoteById, updateQuote } from './cart.repository.ts';
import type { QuoteRow } from './cart.repository.ts';
import { loadCartView } from './cart.view.ts';
import type { CartView } from './cart.view.ts';

/** Loads the priced view of a cart for the request's clock and currency. */
export function viewOf(
  context: RequestContext,
  quote: QuoteRow,
  db: Queryable = context.db,
): Promise<CartView> {
  return loadCartView(db, quote, nowDate(context.services), context.currency);
}

/** The cart of `maskedId` after the ownership check, priced. */
export async function readCart(context: RequestContext, maskedId: string): Promise<CartView> {
  return viewOf(context, await cartForUser(context, maskedId));
}

/**
 * Runs a change to a cart in one transaction: the cart row is locked (FOR UPDATE on PostgreSQL)
 * and the ownership check is made on that locked row before `change` writes anything, so a
 * refused call changes nothing and a change cannot slip into a cart an order just closed.
 * Answers the priced cart after the change.
 */
export async function mutateCart<T = void>(
  context: RequestContext,
  maskedId: string | null | undefined,
  change: (tx: Queryable, quote: QuoteRow) => Promise<T>,
): Promise<{ view: CartView; result: T }> {
  const as = actingCustomer(await callerOf(context));
  // The unlocked check first: errors (unknown, not yours) come out the same without a transaction.
  await cartForUser(context, maskedId);
  const now = nowDate(context.services);
  const { quoteId, result } = await context.db.transaction(async (tx) => {
    await tx.query('SELECT quote_id FROM quote WHERE masked_id = $1 FOR UPDATE', [maskedId]);
    const quote = await cartOwnedBy(tx, maskedId, as, context.store.storeId);
    const value = await change(tx, quote);
    await updateQuote(tx, quote.quote_id, {}, now);
    return { quoteId: quote.quote_id, result: value };
  });
  const quote = await quoteById(context.db, quoteId);
  if (!quote) throw new Error('cart vanished');
  return { view: await viewOf(context, quote), result };
}
