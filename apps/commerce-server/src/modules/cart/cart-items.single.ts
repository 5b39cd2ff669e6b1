import type { RequestContext } from '../../graphql/context.ts';
import { inputError, noSuchEntityError } from '../../graphql/errors.ts';
import { nowDate, storeDate } from '../platform/index.ts';
import { mutateCart } from './cart.mutate.ts';
import { addToLine, itemsOfQuote } from './cart.repository.ts';
import type { CartView } from './cart.view.ts';
import { quantityProblem, resolveCartProduct, stockProblem } from './cart-items.input.ts';
import type { CartItemInput } from './cart-items.input.ts';

/** CartItemInput of the older mutations, with the SKU Magento names in its messages. */
export interface SingleTypeItem {
  input: CartItemInput;
  /** The configurable's SKU for a variant, else the product's. */
  shownSku: string;
}

/**
 * addSimpleProductsToCart / addConfigurableProductsToCart, Magento's older per-type mutations:
 * unlike addProductsToCart they answer no `user_errors`; the first refused item fails the whole
 * call with Magento's message and nothing is added (one transaction).
 */
export async function addSingleTypeItems(
  context: RequestContext,
  maskedId: string | null | undefined,
  items: readonly SingleTypeItem[],
): Promise<CartView> {
  if (!maskedId) throw inputError('Required parameter "cart_id" is missing');
  if (items.length === 0) throw inputError('Required parameter "cart_items" is missing');
  for (const { input } of items) {
    if (!input.sku) throw inputError('Missed "sku" in cart item data');
    if (!(input.quantity > 0))
      throw inputError('Please enter a number greater than 0 in this field.');
  }
  const now = nowDate(context.services);
  const { view } = await mutateCart(context, maskedId, async (tx, quote) => {
    for (const { input, shownSku } of items) {
      const refused = (message: string) =>
        inputError(
          `Could not add the product with SKU ${shownSku} to the shopping cart: ${message}`,
        );
      const resolved = await resolveCartProduct(tx, input, storeDate(now));
      if ('code' in resolved) {
        if (resolved.code === 'PRODUCT_NOT_FOUND') throw noSuchEntityError(resolved.message);
        throw refused(resolved.message);
      }
      const existing = (await itemsOfQuote(tx, quote.quote_id)).find(
        (item) =>
          item.product_id === resolved.product.product_id &&
          item.parent_product_id === (resolved.parent?.product_id ?? null),
      );
      const problem =
        quantityProblem(input.quantity) ??
        stockProblem(resolved, (existing?.qty ?? 0) + input.quantity);
      if (problem) throw refused(problem.message);
      await addToLine(
        tx,
        quote.quote_id,
        resolved.product.product_id,
        resolved.parent?.product_id ?? null,
        input.quantity,
        now,
      );
    }
  });
  return view;
}

interface SimpleItemArg {
  data: CartItemInput;
}

interface ConfigurableItemArg {
  data: CartItemInput;
  parent_sku?: string | null;
  variant_sku?: string | null;
}

/** The two per-type add mutations. */
export const singleTypeCartResolvers = {
  Mutation: {
    addSimpleProductsToCart: async (
      _: unknown,
      args: { input?: { cart_id: string; cart_items: Array<SimpleItemArg | null> } | null },
      context: RequestContext,
    ) => {
      const items = (args.input?.cart_items ?? [])
        .filter((item): item is SimpleItemArg => item !== null)
        .map((item) => ({ input: item.data, shownSku: item.data.sku }));
      return { cart: await addSingleTypeItems(context, args.input?.cart_id, items) };
    },
    addConfigurableProductsToCart: async (
      _: unknown,
      args: { input?: { cart_id: string; cart_items: Array<ConfigurableItemArg | null> } | null },
      context: RequestContext,
    ) => {
      const items = (args.input?.cart_items ?? [])
        .filter((item): item is ConfigurableItemArg => item !== null)
        .map((item) => {
          // The variant is `data.sku` (or `variant_sku`), its configurable `parent_sku`.
          const parent = item.parent_sku ?? item.data.parent_sku ?? null;
          const variant = item.variant_sku ?? item.data.sku;
          return {
            input: { ...item.data, sku: variant, parent_sku: parent },
            shownSku: parent ?? variant,
          };
        });
      return { cart: await addSingleTypeItems(context, args.input?.cart_id, items) };
    },
  },
};
