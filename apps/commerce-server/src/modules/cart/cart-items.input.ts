import type { Queryable } from '../../db/database.ts';
import { decodeUid, encodeUid } from '../../graphql/uid.ts';
import { optionValuesByProducts } from '../catalog/index.ts';
import { productsBySkus, variantIds } from './cart.products.ts';
import type { ProductWithStatus } from './cart.products.ts';
import { stockMessages } from './cart.view.ts';

/**
 * Magento 2.4.7's CartUserInputError: its codes are only these four; Magento derives the code
 * from the message (AddProductsToCart::MESSAGE_CODES) and answers UNDEFINED for anything else.
 */
export interface CartUserError {
  code: 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'UNDEFINED';
  message: string;
}

/** Magento's message for a variant that is not one of the configurable's. */
export const VARIANT_NOT_FOUND = 'Could not find specified product.';

/** Magento's max_sale_qty default. */
export const MAX_SALE_QTY = 10000;

/** The problem with a requested quantity, if any. */
export function quantityProblem(qty: number): CartUserError | undefined {
  if (!Number.isFinite(qty) || qty <= 0)
    return { code: 'UNDEFINED', message: 'The product quantity should be greater than 0' };
  if (!Number.isInteger(qty))
    return { code: 'UNDEFINED', message: 'You cannot use decimal quantity for this product.' };
  if (qty > MAX_SALE_QTY)
    return { code: 'INSUFFICIENT_STOCK', message: `The most you may purchase is ${MAX_SALE_QTY}.` };
  return undefined;
}

/** CartItemInput. */
export interface CartItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: ReadonlyArray<string | null> | null;
  entered_options?: ReadonlyArray<{ uid: string; value: string } | null> | null;
  /** Extension `subscriptions`: subscribe to the product at this frequency. */
  vitrine_subscription?: { frequency_days: number } | null;
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
  /** The store's date (YYYY-MM-DD) the products are read for. */
  today: string,
  /**
   * A wish list keeps a configurable without its options (Magento's "lite" processing mode): the
   * shopper chooses them when moving it to the cart.
   */
  mode: 'cart' | 'wishlist' = 'cart',
): Promise<ResolvedProduct | CartUserError> {
  const skus = [input.sku, ...(input.parent_sku ? [input.parent_sku] : [])];
  const products = await productsBySkus(db, skus, today);
  const named = products.get(input.sku);
  const parentRow = input.parent_sku ? products.get(input.parent_sku) : undefined;
  if (input.parent_sku && (!parentRow || parentRow.type_id !== 'configurable'))
    return {
      code: 'PRODUCT_NOT_FOUND',
      message: `Could not find a product with SKU "${input.parent_sku}"`,
    };
  if (!named)
    return parentRow
      ? { code: 'UNDEFINED', message: VARIANT_NOT_FOUND }
      : { code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${input.sku}"` };
  // Magento reads only `custom-option/…` uids from entered_options; PWA Studio sends the
  // product's own uid with its name there, which Magento ignores, so it is ignored here too. The
  // catalogue has no custom options, so any real custom option value is refused.
  const ownUids = [named, parentRow].map((product) => product && encodeUid(product.product_id));
  const customOptions = (input.entered_options ?? []).filter(
    (option) => option !== null && !ownUids.includes(option.uid),
  );
  if (customOptions.length > 0)
    return { code: 'UNDEFINED', message: 'The product has no custom options.' };
  if (parentRow) {
    if (!(await variantIds(db, parentRow.product_id)).includes(named.product_id)) {
      return { code: 'UNDEFINED', message: VARIANT_NOT_FOUND };
    }
    return { product: named, parent: parentRow };
  }
  if (named.type_id === 'configurable') {
    const selected = (input.selected_options ?? []).filter((uid): uid is string => Boolean(uid));
    if (selected.length === 0 && mode === 'wishlist') return { product: named, parent: null };
    if (selected.length === 0)
      return { code: 'UNDEFINED', message: 'You need to choose options for your item.' };
    const childId = await variantBySelection(db, named, selected);
    const child =
      childId === undefined
        ? undefined
        : [...(await productsByIdsWithStatus(db, [childId], today)).values()][0];
    if (!child) return { code: 'UNDEFINED', message: 'You need to choose options for your item.' };
    return { product: child, parent: named };
  }
  return { product: named, parent: null };
}

async function productsByIdsWithStatus(
  db: Queryable,
  ids: number[],
  today: string,
): Promise<Map<number, ProductWithStatus>> {
  const rows = await db.query<{ sku: string }>(
    'SELECT sku FROM product WHERE product_id = ANY($1::int[])',
    [ids],
  );
  const bySku = await productsBySkus(
    db,
    rows.map((row) => row.sku),
    today,
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
