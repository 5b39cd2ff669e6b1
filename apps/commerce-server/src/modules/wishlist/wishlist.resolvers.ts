import type { RequestContext } from '../../graphql/context.ts';
import { inputError } from '../../graphql/errors.ts';
import { catalogLoaders } from '../catalog/index.ts';
import { quantityProblem, resolveCartProduct, lineOptions } from '../cart/index.ts';
import type { CartItemInput } from '../cart/index.ts';
import { requireCustomer } from '../customer/index.ts';
import type { CustomerRow } from '../customer/index.ts';
import { nowDate, storeDate } from '../platform/index.ts';
import {
  addWishlistItem,
  countWishlistItems,
  removeWishlistItems,
  wishlistItems,
  wishlistOf,
} from './wishlist.repository.ts';
import type { WishlistItemRow, WishlistRow } from './wishlist.repository.ts';

const magentoDate = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);

/** Magento reads wish list id 0 (or none) as "the customer's default wish list". */
const isDefaultId = (wishlistId: string) => Number(wishlistId) === 0 && wishlistId.trim() !== '';

/** Magento's message for a wish list that is not the customer's. */
export const WISHLIST_NOT_FOUND = 'The wishlist was not found.';

async function ownWishlist(context: RequestContext, wishlistId: string): Promise<WishlistRow> {
  const { customerId } = await requireCustomer(context);
  const wishlist = await wishlistOf(context.db, customerId, nowDate(context.services));
  if (!isDefaultId(wishlistId) && String(wishlist.wishlist_id) !== wishlistId) {
    context.logger.warn('wishlist of another customer refused', { customerId, wishlistId });
    throw inputError(WISHLIST_NOT_FOUND);
  }
  return wishlist;
}

async function itemOf(context: RequestContext, row: WishlistItemRow) {
  const product = await catalogLoaders(context).product.load(
    row.parent_product_id ?? row.product_id,
  );
  // A configurable kept without its options is still Magento's configurable item.
  const configurable = row.parent_product_id !== null || product?.type_id === 'configurable';
  const options =
    row.parent_product_id === null
      ? []
      : ((
          await lineOptions(context.db, [
            { parentId: row.parent_product_id, variantId: row.product_id },
          ])
        ).get(`${row.parent_product_id}:${row.product_id}`) ?? []);
  return {
    __typename: configurable ? 'ConfigurableWishlistItem' : 'SimpleWishlistItem',
    id: String(row.wishlist_item_id),
    quantity: row.qty,
    description: row.description,
    added_at: magentoDate(row.added_at),
    product,
    configured_variant:
      row.parent_product_id === null ? null : catalogLoaders(context).product.load(row.product_id),
    configurable_options: options.map((option) => ({
      configurable_product_option_uid: option.optionUid,
      configurable_product_option_value_uid: option.valueUid,
      option_label: option.optionLabel,
      value_label: option.valueLabel,
      id: option.attributeId,
      value_id: option.optionId,
    })),
  };
}

const mine = async (customer: CustomerRow, context: RequestContext) =>
  wishlistOf(context.db, customer.customer_id, nowDate(context.services));

/** The customer's wishlist (Magento's single-wishlist mode). */
export const wishlistResolvers = {
  WishlistItemInterface: { __resolveType: (item: { __typename: string }) => item.__typename },
  Customer: {
    wishlists: async (
      customer: CustomerRow,
      args: { pageSize?: number | null; currentPage?: number | null },
      context: RequestContext,
    ) => ((args.currentPage ?? 1) > 1 ? [] : [await mine(customer, context)]),
    wishlist_v2: async (customer: CustomerRow, args: { id: string }, context: RequestContext) => {
      const wishlist = await mine(customer, context);
      return isDefaultId(args.id) || args.id === String(wishlist.wishlist_id) ? wishlist : null;
    },
    wishlist: (customer: CustomerRow, _: unknown, context: RequestContext) =>
      mine(customer, context),
  },
  Wishlist: {
    id: (wishlist: WishlistRow) => String(wishlist.wishlist_id),
    items_count: (wishlist: WishlistRow, _: unknown, context: RequestContext) =>
      countWishlistItems(context.db, wishlist.wishlist_id),
    updated_at: (wishlist: WishlistRow) => magentoDate(wishlist.updated_at),
    items_v2: async (
      wishlist: WishlistRow,
      args: { currentPage?: number | null; pageSize?: number | null },
      context: RequestContext,
    ) => {
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      if (pageSize < 1 || pageSize > 300)
        throw inputError(
          pageSize < 1 ? 'pageSize value must be greater than 0.' : 'Maximum page_size is 300',
        );
      if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
      const [rows, total] = [
        await wishlistItems(
          context.db,
          wishlist.wishlist_id,
          pageSize,
          (currentPage - 1) * pageSize,
        ),
        await countWishlistItems(context.db, wishlist.wishlist_id),
      ];
      return {
        items: await Promise.all(rows.map((row) => itemOf(context, row))),
        page_info: {
          current_page: currentPage,
          page_size: pageSize,
          total_pages: Math.ceil(total / pageSize),
        },
      };
    },
  },
  Mutation: {
    addProductsToWishlist: async (
      _: unknown,
      args: { wishlistId: string; wishlistItems: CartItemInput[] },
      context: RequestContext,
    ) => {
      const wishlist = await ownWishlist(context, args.wishlistId);
      const userErrors: Array<{ code: string; message: string }> = [];
      const now = nowDate(context.services);
      for (const input of args.wishlistItems) {
        const badQty = quantityProblem(input.quantity);
        const resolved = badQty
          ? badQty
          : await resolveCartProduct(context.db, input, storeDate(now), 'wishlist');
        if ('code' in resolved) {
          userErrors.push({
            code: resolved.code === 'PRODUCT_NOT_FOUND' ? 'PRODUCT_NOT_FOUND' : 'UNDEFINED',
            message: resolved.message,
          });
          continue;
        }
        await addWishlistItem(
          context.db,
          wishlist.wishlist_id,
          {
            productId: resolved.product.product_id,
            parentId: resolved.parent?.product_id ?? null,
            qty: input.quantity,
          },
          now,
        );
      }
      return {
        wishlist: await wishlistOf(context.db, wishlist.customer_id, now),
        user_errors: userErrors,
      };
    },
    removeProductsFromWishlist: async (
      _: unknown,
      args: { wishlistId: string; wishlistItemsIds: string[] },
      context: RequestContext,
    ) => {
      const wishlist = await ownWishlist(context, args.wishlistId);
      const ids = args.wishlistItemsIds.map(Number).filter((id) => Number.isInteger(id));
      const now = nowDate(context.services);
      const removed = await removeWishlistItems(context.db, wishlist.wishlist_id, ids, now);
      const userErrors = args.wishlistItemsIds
        .filter((id) => !removed.includes(Number(id)))
        .map((id) => ({
          code: 'UNDEFINED',
          message: `The wishlist item with ID "${id}" does not belong to the wishlist`,
        }));
      return {
        wishlist: await wishlistOf(context.db, wishlist.customer_id, now),
        user_errors: userErrors,
      };
    },
  },
};
