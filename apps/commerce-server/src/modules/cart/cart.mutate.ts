import type { Queryable } from '../../db/database.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { callerOf } from '../customer/index.ts';
import { nowDate } from '../platform/index.ts';
import { cartForUser } from './cart.access.ts';
import { quoteById, updateQuote } from './cart.repository.ts';
import type { QuoteRow } from './cart.repository.ts';
import { cartViewOptions, loadCartView } from './cart.view.ts';
import type { CartView } from './cart.view.ts';

/** Loads the priced view of a cart for the request's clock and currency. */
export function viewOf(
  context: RequestContext,
  quote: QuoteRow,
  db: Queryable = context.db,
): Promise<CartView> {
  return loadCartView(
    db,
    quote,
    nowDate(context.services),
    cartViewOptions(context.services, context.currency),
  );
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
  // The caller is resolved before the transaction: inside it, PGlite takes only the transaction's queries.
  await callerOf(context);
  const now = nowDate(context.services);
  const { quoteId, result } = await context.db.transaction(async (tx) => {
    const quote = await cartForUser(context, maskedId, tx, true);
    const value = await change(tx, quote);
    await updateQuote(tx, quote.quote_id, {}, now);
    return { quoteId: quote.quote_id, result: value };
  });
  const quote = await quoteById(context.db, quoteId);
  if (!quote) throw new Error('cart vanished');
  return { view: await viewOf(context, quote), result };
}
