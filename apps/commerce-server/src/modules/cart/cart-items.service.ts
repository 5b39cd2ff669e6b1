import type { Queryable } from '../../db/database.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { inputError, noSuchEntityError } from '../../graphql/errors.ts';
import { decodeIdUid, decodeUid } from '../../graphql/uid.ts';
import { nowDate } from '../platform/platform.services.ts';
import { mutateCart } from './cart.mutate.ts';
import { addToLine, deleteLine, itemsOfQuote, setLineQty } from './cart.repository.ts';
import type { QuoteItemRow } from './cart.repository.ts';
import { optionValuesByProducts } from '../catalog/product.repository.ts';
import { productsBySkus, variantIds } from './cart.products.ts';
import type { ProductWithStatus } from './cart.products.ts';
import type { CartView } from './cart.view.ts';
import { stockMessages } from './cart.view.ts';

/** Magento's CartUserInputError. */
export interface CartUserError {
  code:
    | 'PRODUCT_NOT_FOUND'
    | 'NOT_SALABLE'
    | 'INSUFFICIENT_STOCK'
    | 'COULD_NOT_FIND_CART_ITEM'
    | 'REQUIRED_PARAMETER_MISSING'
    | 'INVALID_PARAMETER_VALUE'
    | 'UNDEFINED'
    | 'PERMISSION_DENIED';
  message: string;
}

/** Magento's max_sale_qty default. */
export const MAX_SALE_QTY = 10000;

/** The problem with a requested quantity, if any. */
export function quantityProblem(qty: number): CartUserError | undefined {
  if (!Number.isFinite(qty) || qty <= 0)
    return {
      code: 'INVALID_PARAMETER_VALUE',
      message: 'The product quantity should be greater than 0',
    };
  if (!Number.isInteger(qty))
    return {
      code: 'INVALID_PARAMETER_VALUE',
      message: 'You cannot use decimal quantity for this product.',
    };
  if (qty > MAX_SALE_QTY)
    return {
      code: 'INVALID_PARAMETER_VALUE',
      message: `The most you may purchase is ${MAX_SALE_QTY}.`,
    };
  return undefined;
}

/** CartItemInput. */
export interface CartItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: ReadonlyArray<string | null> | null;
  entered_options?: ReadonlyArray<{ uid: string; value: string }> | null;
}

/** Which product a cart line sells: the simple product, or the variant chosen of a configurable. */
export interface ResolvedProduct {
  product: ProductWithStatus;
  parent: ProductWithStatus | null;
}

async function variantBySelection(
  db: Queryable,
  parent: ProductWithStatus,
  selected: readonly string[],
): Promise<number | undefined> {
  // Option uids are base64("configurable/<attribute_id>/<option_id>").
  const wanted = new Set<string>();
  for (const uid of selected) {
    const match = /^configurable\/(\d+)\/(\d+)$/.exec(decodeUid(uid) ?? '');
    if (!match) return undefined;
    wanted.add(`${match[1]}/${match[2]}`);
  }
  const children = await variantIds(db, parent.product_id);
  const values = await optionValuesByProducts(db, children);
  return children.find((child) => {
    const own = values
      .filter((value) => value.product_id === child)
      .map((value) => `${value.attribute_id}/${value.option_id}`);
    return (
      [...wanted].every((pair) => own.includes(pair)) &&
      own.filter((pair) => wanted.has(pair)).length === wanted.size
    );
  });
}

/** Resolves a CartItemInput to the product it sells, or Magento's user error. */
export async function resolveCartProduct(
  db: Queryable,
  input: CartItemInput,
): Promise<ResolvedProduct | CartUserError> {
  const skus = [input.sku, ...(input.parent_sku ? [input.parent_sku] : [])];
  const products = await productsBySkus(db, skus);
  const named = products.get(input.sku);
  if (!named)
    return {
      code: 'PRODUCT_NOT_FOUND',
      message: `Could not find a product with SKU "${input.sku}"`,
    };
  if (input.entered_options && input.entered_options.length > 0) {
    return { code: 'INVALID_PARAMETER_VALUE', message: 'The product has no custom options.' };
  }
  if (input.parent_sku) {
    const parent = products.get(input.parent_sku);
    if (!parent || parent.type_id !== 'configurable')
      return {
        code: 'PRODUCT_NOT_FOUND',
        message: `Could not find a product with SKU "${input.parent_sku}"`,
      };
    if (!(await variantIds(db, parent.product_id)).includes(named.product_id)) {
      return {
        code: 'PRODUCT_NOT_FOUND',
        message: `Could not find a product with SKU "${input.sku}"`,
      };
    }
    return { product: named, parent };
  }
  if (named.type_id === 'configurable') {
    const selected = (input.selected_options ?? []).filter((uid): uid is string => Boolean(uid));
    if (selected.length === 0)
      return {
        code: 'REQUIRED_PARAMETER_MISSING',
        message: 'You need to choose options for your item.',
      };
    const childId = await variantBySelection(db, named, selected);
    const child =
      childId === undefined
        ? undefined
        : [...(await productsByIdsWithStatus(db, [childId])).values()][0];
    if (!child)
      return {
        code: 'INVALID_PARAMETER_VALUE',
        message: 'You need to choose options for your item.',
      };
    return { product: child, parent: named };
  }
  return { product: named, parent: null };
}

async function productsByIdsWithStatus(
  db: Queryable,
  ids: number[],
): Promise<Map<number, ProductWithStatus>> {
  const rows = await db.query<{ sku: string }>(
    'SELECT sku FROM product WHERE product_id = ANY($1::int[])',
    [ids],
  );
  const bySku = await productsBySkus(
    db,
    rows.map((row) => row.sku),
  );
  return new Map([...bySku.values()].map((row) => [row.product_id, row]));
}

/** Stock of the product sold for `qty` units in total (line quantity after the change). */
export function stockProblem(
  resolved: ResolvedProduct,
  totalQty: number,
): CartUserError | undefined {
  const { product, parent } = resolved;
  if (product.status !== 1 || (parent !== null && parent.status !== 1))
    return { code: 'NOT_SALABLE', message: stockMessages.notAvailable };
  if (!product.in_stock || product.qty <= 0)
    return { code: 'NOT_SALABLE', message: stockMessages.noSourceInStock };
  if (product.qty < totalQty)
    return { code: 'INSUFFICIENT_STOCK', message: stockMessages.qtyNotAvailable };
  return undefined;
}

const lineOfProduct = (items: readonly QuoteItemRow[], resolved: ResolvedProduct) =>
  items.find(
    (item) =>
      item.product_id === resolved.product.product_id &&
      item.parent_product_id === (resolved.parent?.product_id ?? null),
  );

/** addProductsToCart: valid items are added; each refused item gives a user error. */
export async function addProducts(
  context: RequestContext,
  maskedId: string,
  inputs: readonly CartItemInput[],
): Promise<{ view: CartView; errors: CartUserError[] }> {
  const now = nowDate(context.services);
  const { view, result } = await mutateCart(context, maskedId, async (tx, quote) => {
    const errors: CartUserError[] = [];
    for (const input of inputs) {
      const badQty = quantityProblem(input.quantity);
      if (badQty) {
        errors.push(badQty);
        continue;
      }
      const resolved = await resolveCartProduct(tx, input);
      if ('code' in resolved) {
        errors.push(resolved);
        continue;
      }
      const existing = lineOfProduct(await itemsOfQuote(tx, quote.quote_id), resolved);
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

/** updateCartItems: a quantity of 0 or less removes the line; stock is checked for the new quantity. */
export async function updateItems(
  context: RequestContext,
  maskedId: string,
  updates: ReadonlyArray<{
    cart_item_uid?: string | null;
    cart_item_id?: number | null;
    quantity?: number | null;
  } | null>,
): Promise<{ view: CartView; errors: CartUserError[] }> {
  if (updates.length === 0) throw inputError('Required parameter "cart_items" is missing.');
  for (const update of updates) {
    if (update?.quantity === null || update?.quantity === undefined)
      throw inputError('Required parameter "quantity" for "cart_items" is missing.');
    if (
      !update.cart_item_uid &&
      (update.cart_item_id === null || update.cart_item_id === undefined)
    ) {
      throw inputError('Required parameter "cart_item_uid" for "cart_items" is missing.');
    }
  }
  const { view, result } = await mutateCart(context, maskedId, async (tx, quote) => {
    const errors: CartUserError[] = [];
    const items = await itemsOfQuote(tx, quote.quote_id);
    const skus = await tx.query<{ product_id: number; sku: string }>(
      'SELECT product_id, sku FROM product WHERE product_id = ANY($1::int[])',
      [items.flatMap((item) => [item.product_id, item.parent_product_id ?? item.product_id])],
    );
    const products = await productsBySkus(
      tx,
      skus.map((row) => row.sku),
    );
    const byId = new Map([...products.values()].map((row) => [row.product_id, row]));
    for (const update of updates) {
      if (!update) continue;
      const id = itemIdOf(update);
      const item = items.find((candidate) => candidate.item_id === id);
      if (!item) {
        errors.push({
          code: 'COULD_NOT_FIND_CART_ITEM',
          message: `Could not find cart item with id: ${update.cart_item_uid ?? update.cart_item_id ?? ''}`,
        });
        continue;
      }
      const qty = update.quantity ?? 0;
      if (qty <= 0) {
        await deleteLine(tx, item.item_id);
        continue;
      }
      const badQty = quantityProblem(qty);
      const product = byId.get(item.product_id);
      const parent =
        item.parent_product_id === null ? null : (byId.get(item.parent_product_id) ?? null);
      const problem =
        badQty ??
        (product
          ? stockProblem({ product, parent }, qty)
          : { code: 'NOT_SALABLE' as const, message: stockMessages.notAvailable });
      if (problem) errors.push(problem);
      else await setLineQty(tx, item.item_id, qty);
    }
    return errors;
  });
  return { view, errors: result };
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
