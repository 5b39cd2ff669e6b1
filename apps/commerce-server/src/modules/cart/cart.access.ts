import type { Queryable } from '../../db/database.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { authorizationError, inputError, noSuchEntityError } from '../../graphql/errors.ts';
import type { Caller } from '../customer/index.ts';
import { callerOf } from '../customer/index.ts';
import { quoteByMaskedId } from './cart.repository.ts';
import type { QuoteRow } from './cart.repository.ts';

/** Magento's cart messages (GetCartForUser), verbatim: clients match on them. */
export const cartMessages = {
  missing: 'Required parameter "cart_id" is missing',
  notFound: (id: string) => `Could not find a cart with ID "${id}"`,
  inactive: "The cart isn't active.",
  wrongStore: (id: string) => `Wrong store code specified for cart "${id}"`,
  notYours: (id: string) => `The current user cannot perform operations on cart "${id}"`,
} as const;

/**
 * The one ownership check of every cart operation, GraphQL and REST (Magento's GetCartForUser):
 * unknown id, inactive cart, other store, then who may touch it — a guest only a guest cart, a
 * customer only their own cart. `as` is the customer the caller acts for (null: guest). Nothing
 * is written before this passes, so a refused call changes nothing.
 */
export async function cartOwnedBy(
  db: Queryable,
  maskedId: string | null | undefined,
  as: number | null,
  storeId: number,
  lock = false,
): Promise<QuoteRow> {
  const id = (maskedId ?? '').trim();
  if (id === '') throw inputError(cartMessages.missing);
  const quote = id.length === 32 ? await quoteByMaskedId(db, id, lock) : undefined;
  if (!quote) throw noSuchEntityError(cartMessages.notFound(id));
  if (!quote.is_active) throw noSuchEntityError(cartMessages.inactive);
  if (quote.store_id !== storeId) throw noSuchEntityError(cartMessages.wrongStore(id));
  if (quote.customer_id !== as) throw authorizationError(cartMessages.notYours(id));
  return quote;
}

/** The customer a caller acts for: a dead or missing token acts as a guest. */
export function actingCustomer(caller: Caller): number | null {
  return caller.kind === 'customer' ? caller.customerId : null;
}

/** {@link cartOwnedBy} for the caller of a GraphQL request; refusals are logged (ASVS 16.3.2). */
export async function cartForUser(
  context: RequestContext,
  maskedId: string | null | undefined,
  db: Queryable = context.db,
  lock = false,
): Promise<QuoteRow> {
  const as = actingCustomer(await callerOf(context));
  try {
    return await cartOwnedBy(db, maskedId, as, context.store.storeId, lock);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('The current user cannot')) {
      context.logger.warn('cart access refused', { customerId: as });
    }
    throw error;
  }
}
