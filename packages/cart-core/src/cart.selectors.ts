import type { SnapshotFrom } from 'xstate';
import { badgeText } from './cart-badge.ts';
import type { cartMachine, CartErrorKey, CartOperationError } from './cart.machine.ts';
import type { Cart, CartItem, ShippingEstimate } from './cart.types.ts';
import { DEFAULT_CART_CURRENCY, zeroMoney } from '@vitrine/commerce-primitives';
import type { Money } from '@vitrine/commerce-primitives';

/** A snapshot of the cart actor. */
export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

const loadingStates = ['starting', 'creating', 'loadingDetails', 'recovering'] as const;

/** The cart id, or `null` while none is known. */
export const selectCartId = (snapshot: CartSnapshot): string | null => snapshot.context.cartId;

/** The cart details, or `null` before the first details arrive. */
export const selectCart = (snapshot: CartSnapshot): Cart | null => snapshot.context.details;

/** The lines of the cart (none until details arrive). */
export const selectItems = (snapshot: CartSnapshot): readonly CartItem[] =>
  snapshot.context.details?.items ?? [];

/** How many lines the cart has. */
export const selectLineCount = (snapshot: CartSnapshot): number => selectItems(snapshot).length;

/**
 * The count the cart trigger shows: the `cart-quantity` extension's
 * `total_summary_quantity_including_config` when the backend offers it, else Magento's
 * `total_quantity`; zero for an empty or unknown cart.
 */
export const selectSummaryQuantity = (snapshot: CartSnapshot): number =>
  snapshot.context.details?.totalSummaryQuantityIncludingConfig ?? 0;

/** Badge text of the cart trigger. */
export const selectBadgeText = (snapshot: CartSnapshot): string | null =>
  badgeText(selectSummaryQuantity(snapshot));

/** The grand total; an empty or unknown cart is zero USD (spec §9). */
export const selectGrandTotal = (snapshot: CartSnapshot): Money =>
  snapshot.context.details?.prices.grandTotal ?? zeroMoney(DEFAULT_CART_CURRENCY);

/** True when the cart has no lines. */
export const selectIsEmpty = (snapshot: CartSnapshot): boolean => selectLineCount(snapshot) === 0;

/** True while the cart is being found, created, loaded or replaced (spec `isLoading`). */
export const selectIsLoading = (snapshot: CartSnapshot): boolean =>
  loadingStates.some((state) => snapshot.matches({ lifecycle: state }));

/** True while an add runs (spec `isAddingItem`). */
export const selectIsAddingItem = (snapshot: CartSnapshot): boolean =>
  snapshot.matches({ lifecycle: 'adding' });

/** True while a line is updated, replaced or removed (spec `isUpdatingItem`). */
export const selectIsUpdatingItem = (snapshot: CartSnapshot): boolean =>
  snapshot.matches({ lifecycle: 'updating' }) ||
  snapshot.matches({ lifecycle: 'replacing' }) ||
  snapshot.matches({ lifecycle: 'removing' });

/** True when no cart could be created ('Unable to create cart'). */
export const selectIsUnavailable = (snapshot: CartSnapshot): boolean =>
  snapshot.matches({ lifecycle: 'unavailable' });

/** The shipping methods of the last estimate (spec `shippingMethods`). */
export const selectShippingMethods = (snapshot: CartSnapshot): readonly ShippingEstimate[] =>
  snapshot.context.shippingMethods;

/** True while a shipping estimate runs. */
export const selectIsEstimating = (snapshot: CartSnapshot): boolean =>
  snapshot.matches({ estimate: 'estimating' });

/** The error of one operation, or `null`. */
export const selectCartError = (
  snapshot: CartSnapshot,
  key: CartErrorKey,
): CartOperationError | null => snapshot.context.errors[key];

/** Changes still waiting to run, the running one included. */
export const selectPendingChanges = (snapshot: CartSnapshot): number =>
  snapshot.context.queue.length + (snapshot.context.current ? 1 : 0);

/**
 * True when the cart has nothing under way: ready (or unavailable) and no change waiting or
 * running. What a front waits for before it reads the result of a change or renews the cart.
 */
export const selectIsSettled = (snapshot: CartSnapshot): boolean =>
  (snapshot.matches({ lifecycle: 'ready' }) || snapshot.matches({ lifecycle: 'unavailable' })) &&
  selectPendingChanges(snapshot) === 0;
