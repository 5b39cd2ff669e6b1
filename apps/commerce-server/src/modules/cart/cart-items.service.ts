import type { RequestContext } from '../../graphql/context.ts';
import { inputError, noSuchEntityError } from '../../graphql/errors.ts';
import { decodeIdUid } from '../../graphql/uid.ts';
import { nowDate, storeDate, storeToday } from '../platform/index.ts';
import { mutateCart } from './cart.mutate.ts';
import { addToLine, deleteLine, itemsOfQuote, setLineQty } from './cart.repository.ts';
import type { QuoteItemRow } from './cart.repository.ts';
import { productsBySkus } from './cart.products.ts';
import { quantityProblem, resolveCartProduct, stockProblem } from './cart-items.input.ts';
import type { CartItemInput, CartUserError, ResolvedProduct } from './cart-items.input.ts';
import type { CartView } from './cart.view.ts';
import { stockMessages } from './cart.view.ts';
import { subscriptionProblem } from './cart.subscription.ts';

const lineOfProduct = (
  items: readonly QuoteItemRow[],
  resolved: ResolvedProduct,
  frequency: number | null,
) =>
  items.find(
    (item) =>
      item.product_id === resolved.product.product_id &&
      item.parent_product_id === (resolved.parent?.product_id ?? null) &&
      item.subscription_frequency === frequency,
  );

/** addProductsToCart: valid items are added; each refused item gives a user error. */
export async function addProducts(
  context: RequestContext,
  maskedId: string,
  inputs: readonly CartItemInput[],
): Promise<{ view: CartView; errors: CartUserError[] }> {
  const now = nowDate(context.services);
  const subscriptions = context.services.hasExtension('subscriptions');
  const { view, result } = await mutateCart(context, maskedId, async (tx, quote) => {
    const errors: CartUserError[] = [];
    for (const input of inputs) {
      const badQty = quantityProblem(input.quantity);
      if (badQty) {
        errors.push(badQty);
        continue;
      }
      const resolved = await resolveCartProduct(tx, input, storeDate(now));
      if ('code' in resolved) {
        errors.push(resolved);
        continue;
      }
      // Without the `subscriptions` extension the input field does not exist (stock profile).
      const frequency = subscriptions ? (input.vitrine_subscription?.frequency_days ?? null) : null;
      const badSubscription =
        frequency === null
          ? undefined
          : subscriptionProblem(resolved.product, resolved.parent, frequency);
      if (badSubscription) {
        errors.push(badSubscription);
        continue;
      }
      const existing = lineOfProduct(await itemsOfQuote(tx, quote.quote_id), resolved, frequency);
      const problem = stockProblem(resolved, (existing?.qty ?? 0) + input.quantity);
      if (problem) {
        errors.push(problem);
        continue;
      }
      await addToLine(
        tx,
        quote.quote_id,
        resolved.product.product_id,
        resolved.parent?.product_id ?? null,
        input.quantity,
        now,
        frequency,
      );
    }
    return errors;
  });
  return { view, errors: result };
}

/** The line a uid or a deprecated numeric id names. */
function itemIdOf(update: {
  cart_item_uid?: string | null;
  cart_item_id?: number | null;
}): number | undefined {
  if (update.cart_item_uid) return decodeIdUid(update.cart_item_uid);
  return update.cart_item_id ?? undefined;
}

/**
 * updateCartItems as Magento 2.4.7 has it: a quantity of 0 or less removes the line; the first
 * problem (unknown line, stock) fails the whole call with its message and changes nothing (its
 * output has no `errors` list before 2.4.8).
 */
export async function updateItems(
  context: RequestContext,
  maskedId: string,
  updates: ReadonlyArray<{
    cart_item_uid?: string | null;
    cart_item_id?: number | null;
    quantity?: number | null;
  } | null>,
): Promise<CartView> {
  if (!maskedId) throw inputError('Required parameter "cart_id" is missing.');
  if (updates.length === 0) throw inputError('Required parameter "cart_items" is missing.');
  for (const update of updates) {
    if (
      !update?.cart_item_uid &&
      (update?.cart_item_id === null || update?.cart_item_id === undefined)
    ) {
      throw inputError('Required parameter "cart_item_uid" for "cart_items" is missing.');
    }
    if (update.quantity === null || update.quantity === undefined)
      throw inputError('Required parameter "quantity" for "cart_items" is missing.');
  }
  const { view } = await mutateCart(context, maskedId, async (tx, quote) => {
    const items = await itemsOfQuote(tx, quote.quote_id);
    const skus = await tx.query<{ product_id: number; sku: string }>(
      'SELECT product_id, sku FROM product WHERE product_id = ANY($1::int[])',
      [items.flatMap((item) => [item.product_id, item.parent_product_id ?? item.product_id])],
    );
    const products = await productsBySkus(
      tx,
      skus.map((row) => row.sku),
      storeToday(context.services),
    );
    const byId = new Map([...products.values()].map((row) => [row.product_id, row]));
    for (const update of updates) {
      if (!update) continue;
      const id = itemIdOf(update);
      const item = items.find((candidate) => candidate.item_id === id);
      if (!item) {
        throw noSuchEntityError(
          `Could not find cart item with id: ${id ?? update.cart_item_uid ?? ''}.`,
        );
      }
      const qty = update.quantity ?? 0;
      if (qty <= 0) {
        await deleteLine(tx, item.item_id);
        continue;
      }
      const product = byId.get(item.product_id);
      const parent =
        item.parent_product_id === null ? null : (byId.get(item.parent_product_id) ?? null);
      const problem =
        quantityProblem(qty) ??
        (product
          ? stockProblem({ product, parent }, qty)
          : { code: 'NOT_SALABLE' as const, message: stockMessages.notAvailable });
      if (problem) throw inputError(problem.message);
      await setLineQty(tx, item.item_id, qty);
    }
  });
  return view;
}

/** removeItemFromCart; removing the last line keeps the (empty) cart. */
export async function removeItem(
  context: RequestContext,
  maskedId: string,
  update: { cart_item_uid?: string | null; cart_item_id?: number | null },
): Promise<CartView> {
  const id = itemIdOf(update);
  const shown = update.cart_item_uid ?? String(update.cart_item_id ?? '');
  if (shown === '') throw inputError('Required parameter "cart_item_uid" is missing.');
  const { view } = await mutateCart(context, maskedId, async (tx, quote) => {
    const item = (await itemsOfQuote(tx, quote.quote_id)).find(
      (candidate) => candidate.item_id === id,
    );
    if (!item) throw noSuchEntityError(`Cart doesn't contain the ${shown} item.`);
    await deleteLine(tx, item.item_id);
  });
  return view;
}
