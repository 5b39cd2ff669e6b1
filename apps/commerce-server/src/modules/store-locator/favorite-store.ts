import type { RequestContext } from '../../graphql/context.ts';
import { customerIdOf, customerById } from '../customer/index.ts';
import { findStores } from './store-locator.repository.ts';
import type { PosStoreRow } from './store-locator.repository.ts';

/**
 * The signed-in customer's saved favorite point of sale (`setFavoriteStore`), when it is still
 * open; undefined for guests. getFavoriteStore answers it before looking for the nearest store.
 */
export async function savedFavoriteStore(
  context: RequestContext,
): Promise<PosStoreRow | undefined> {
  const customerId = await customerIdOf(context);
  if (customerId === null) return undefined;
  const identifier = (await customerById(context.db, customerId))?.favorite_store;
  if (!identifier) return undefined;
  return (await findStores(context.db, { identifiers: [identifier], activeOnly: true }, 1, 0))
    .rows[0];
}
