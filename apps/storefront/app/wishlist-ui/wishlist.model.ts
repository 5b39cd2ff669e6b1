/**
 * The hearts' rules, without React or the network: what a press does (sign in first, add,
 * remove, or nothing while the same product is already on its way), and the product a signed-out
 * shopper asked for, remembered across the sign-in and taken once (decision 132).
 */

/** What the wish list is asked to hold: a product, or a configurable's variant with its options. */
export interface WishlistIntent {
  readonly sku: string;
  readonly parentSku: string | null;
  readonly selectedOptions: readonly string[];
  readonly name: string;
}

/** What the hearts know of the customer's wish list. */
export interface WishlistState {
  /** False until the list is read for the signed-in customer. */
  readonly loaded: boolean;
  /** The list's id, or Magento's `"0"` (the default list) before it has one. */
  readonly wishlistId: string;
  readonly count: number;
  /** Product sku → wish list item id. */
  readonly items: ReadonlyMap<string, string>;
  /** Skus with an add or a remove on its way: another press waits for it. */
  readonly pending: ReadonlySet<string>;
}

export const EMPTY_WISHLIST: WishlistState = {
  loaded: false,
  wishlistId: '0',
  count: 0,
  items: new Map(),
  pending: new Set(),
};

/** What one press on a heart does. */
export type ToggleDecision =
  | { readonly kind: 'signIn' }
  | { readonly kind: 'wait' }
  | { readonly kind: 'add' }
  | { readonly kind: 'remove'; readonly itemId: string };

/** The decision for a press on the heart of `sku`. */
export function decideToggle(state: WishlistState, sku: string, signedIn: boolean): ToggleDecision {
  if (!signedIn) return { kind: 'signIn' };
  // A double click, or a press before the list is known, must not add the product twice.
  if (!state.loaded || state.pending.has(sku)) return { kind: 'wait' };
  const itemId = state.items.get(sku);
  return itemId === undefined ? { kind: 'add' } : { kind: 'remove', itemId };
}

/** Whether the heart of `sku` shows as pressed. */
export function isSaved(state: WishlistState, sku: string): boolean {
  return state.items.has(sku);
}

/** The list as Magento answers it: id, count and the first page of items. */
export interface WishlistSummary {
  readonly id: string | null;
  readonly items_count: number | null;
  readonly items: readonly ({
    readonly id: string;
    readonly product: { readonly sku: string | null } | null;
  } | null)[];
}

/** The state after a read or a change answered with the list (pending presses kept). */
export function fromSummary(state: WishlistState, summary: WishlistSummary | null): WishlistState {
  const items = new Map<string, string>();
  for (const item of summary?.items ?? []) {
    if (item?.product?.sku) items.set(item.product.sku, item.id);
  }
  return {
    loaded: true,
    wishlistId: summary?.id ?? '0',
    count: summary?.items_count ?? items.size,
    items,
    pending: state.pending,
  };
}

/** The state with `sku` marked busy, or freed. */
export function withPending(state: WishlistState, sku: string, busy: boolean): WishlistState {
  const pending = new Set(state.pending);
  if (busy) pending.add(sku);
  else pending.delete(sku);
  return { ...state, pending };
}

/** The state after `sku` left the list (Magento answers the new count). */
export function withoutItem(
  state: WishlistState,
  sku: string,
  count: number | null,
): WishlistState {
  const items = new Map(state.items);
  items.delete(sku);
  return { ...state, items, count: count ?? Math.max(0, state.count - 1) };
}

/** Where the remembered product waits for the sign-in: this tab only, like `returnTo`. */
export const WISHLIST_INTENT_KEY = 'vitrine_wishlist_intent';

/** Remembers the product a signed-out shopper asked for; a later press replaces it. */
export function rememberIntent(storage: Storage, intent: WishlistIntent): void {
  try {
    storage.setItem(WISHLIST_INTENT_KEY, JSON.stringify(intent));
  } catch {
    // Storage full or refused: the shopper signs in and presses the heart again.
  }
}

function readIntent(raw: string | null): WishlistIntent | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { sku, parentSku, selectedOptions, name } = value as Record<string, unknown>;
    if (typeof sku !== 'string' || sku === '' || typeof name !== 'string') return null;
    if (parentSku !== null && typeof parentSku !== 'string') return null;
    if (!Array.isArray(selectedOptions)) return null;
    if (!selectedOptions.every((option) => typeof option === 'string')) return null;
    return { sku, parentSku, selectedOptions, name };
  } catch {
    return null;
  }
}

/**
 * Takes the remembered product: removed before it is added, so a reload, a second tab's render
 * or a second call never adds it again. A damaged value is dropped.
 */
export function takeIntent(storage: Storage): WishlistIntent | null {
  try {
    const raw = storage.getItem(WISHLIST_INTENT_KEY);
    storage.removeItem(WISHLIST_INTENT_KEY);
    return readIntent(raw);
  } catch {
    return null;
  }
}

/** The key a heart is known by: the product the list holds (a configurable's parent). */
export function intentKey(intent: WishlistIntent): string {
  return intent.parentSku ?? intent.sku;
}
