/**
 * The hearts' calls to Magento's wish list (browser only, loaded with the first signed-in page
 * that shows a heart or the header's count). Each answers the list as the model reads it.
 */
import type { CommerceError } from '@vitrine/commerce-primitives';
import {
  AddWishlistItem,
  GetWishlistSummary,
  RemoveWishlistItem,
  runMutation,
  runQuery,
} from '@vitrine/graphql-client';
import { getBrowserShop } from '../lib/browser-shop.ts';
import type { WishlistIntent, WishlistSummary } from './wishlist.model.ts';

/** How many items the hearts read: enough for a shopper's list (decision 132). */
export const HEARTS_PAGE_SIZE = 100;

/** A call's result: the list as Magento answers it, or why it failed. */
export type WishlistAnswer =
  | { readonly ok: true; readonly summary: WishlistSummary | null }
  | { readonly ok: false; readonly error: CommerceError | { code: 'user'; message: string } };

/** Reads the saved products of the signed-in customer. */
export async function readWishlist(): Promise<WishlistAnswer> {
  const result = await runQuery(getBrowserShop(), GetWishlistSummary, {
    pageSize: HEARTS_PAGE_SIZE,
  });
  if (!result.ok) return { ok: false, error: result.error };
  const list = result.data.customer?.wishlists[0] ?? null;
  return {
    ok: true,
    summary: list
      ? { id: list.id, items_count: list.items_count, items: list.items_v2?.items ?? [] }
      : null,
  };
}

function userError(
  errors: readonly ({ message: string } | null)[] | null | undefined,
): WishlistAnswer | null {
  const first = (errors ?? []).find((error) => error !== null);
  return first ? { ok: false, error: { code: 'user', message: first.message } } : null;
}

/** Adds one product to the customer's wish list. */
export async function addToWishlist(
  wishlistId: string,
  intent: WishlistIntent,
): Promise<WishlistAnswer> {
  const result = await runMutation(getBrowserShop(), AddWishlistItem, {
    wishlistId,
    pageSize: HEARTS_PAGE_SIZE,
    item: {
      sku: intent.sku,
      parent_sku: intent.parentSku,
      quantity: 1,
      selected_options: [...intent.selectedOptions],
    },
  });
  if (!result.ok) return { ok: false, error: result.error };
  const answer = result.data.addProductsToWishlist;
  const failed = userError(answer?.user_errors);
  if (failed) return failed;
  const list = answer?.wishlist ?? null;
  return {
    ok: true,
    summary: {
      id: list?.id ?? null,
      items_count: list?.items_count ?? null,
      items: list?.items_v2?.items ?? [],
    },
  };
}

/** Removes one item; the answer holds the new count only (the model drops the item). */
export async function removeFromWishlist(
  wishlistId: string,
  itemId: string,
): Promise<{ ok: true; count: number | null } | Extract<WishlistAnswer, { ok: false }>> {
  const result = await runMutation(getBrowserShop(), RemoveWishlistItem, { wishlistId, itemId });
  if (!result.ok) return { ok: false, error: result.error };
  const answer = result.data.removeProductsFromWishlist;
  const failed = userError(answer?.user_errors);
  if (failed && !failed.ok) return failed;
  return { ok: true, count: answer?.wishlist.items_count ?? null };
}
