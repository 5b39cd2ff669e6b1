import type { RequestContext } from '../../graphql/context.ts';
import { inputError, noSuchEntityError } from '../../graphql/errors.ts';
import { decodeIdUid } from '../../graphql/uid.ts';
import { storeToday } from '../platform/index.ts';
import { mutateCart } from './cart.mutate.ts';
import { deleteLine, itemsOfQuote, setLineQty } from './cart.repository.ts';
import { productMap } from './cart.products.ts';
import { subscriptionProblem } from './cart.subscription.ts';
import type { CartView } from './cart.view.ts';

/**
 * setVitrineCartItemSubscription (extension `subscriptions`): subscribes a line, changes its
 * frequency, or (null) makes it a one-time purchase. A line that then matches another line of the
 * same product at the same frequency is merged into it, as adding it again would have.
 */
export async function setLineSubscription(
  context: RequestContext,
  input: { cart_id: string; cart_item_uid: string; frequency_days?: number | null },
): Promise<CartView> {
  if (!input.cart_id) throw inputError('Required parameter "cart_id" is missing.');
  if (!input.cart_item_uid) throw inputError('Required parameter "cart_item_uid" is missing.');
  const frequency = input.frequency_days ?? null;
  const id = decodeIdUid(input.cart_item_uid);
  const { view } = await mutateCart(context, input.cart_id, async (tx, quote) => {
    const items = await itemsOfQuote(tx, quote.quote_id);
    const item = items.find((candidate) => candidate.item_id === id);
    if (!item) throw noSuchEntityError(`Could not find cart item with id: ${input.cart_item_uid}.`);
    if (frequency !== null) {
      const products = await productMap(
        tx,
        [item.product_id, ...(item.parent_product_id === null ? [] : [item.parent_product_id])],
        storeToday(context.services),
      );
      const parent = item.parent_product_id === null ? null : products.get(item.parent_product_id);
      const problem = subscriptionProblem(products.get(item.product_id), parent, frequency);
      if (problem) throw inputError(problem.message);
    }
    if (item.subscription_frequency === frequency) return;
    const twin = items.find(
      (other) =>
        other.item_id !== item.item_id &&
        other.product_id === item.product_id &&
        other.parent_product_id === item.parent_product_id &&
        other.subscription_frequency === frequency,
    );
    if (twin) {
      await setLineQty(tx, twin.item_id, twin.qty + item.qty);
      await deleteLine(tx, item.item_id);
      return;
    }
    await tx.query('UPDATE quote_item SET subscription_frequency = $2 WHERE item_id = $1', [
      item.item_id,
      frequency,
    ]);
  });
  return view;
}
