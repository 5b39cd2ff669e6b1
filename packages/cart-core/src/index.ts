export type {
  Cart,
  CartAdjustment,
  CartImage,
  CartItem,
  CartItemInput,
  CartItemKind,
  CartItemOption,
  CartItemSubscription,
  CartPaymentMethod,
  CartPrices,
  CartShippingMethod,
  MediaGalleryEntry,
  ShippingEstimate,
} from './cart.types.ts';

export type {
  RawCart,
  RawCartItem,
  RawCartItemSubscription,
  RawCartItemPrices,
  RawCartPrices,
  RawCartProduct,
  RawConfigurableOption,
  RawImage,
  RawShippingAddress,
  RawShippingMethod,
} from './cart.raw.ts';
export {
  emptyCart,
  toCart,
  toCartItem,
  toShippingEstimate,
  toShippingEstimates,
} from './cart.mappers.ts';

export type {
  AddItemFn,
  CartFunctions,
  CreateCartFn,
  EstimateShippingFn,
  GetCartFn,
  RemoveItemFn,
  ShippingEstimateInput,
  SignOutFn,
  UpdateItemFn,
} from './cart.ports.ts';

export {
  CART_BADGE_LIMIT,
  CART_ID_STORAGE_KEY,
  DEFAULT_COUNTRY_CODE,
  IMAGES_BY_SKU_STORAGE_KEY,
} from './cart.constants.ts';
export { cartMessages, describeCommerceError, missingInformation } from './cart.messages.ts';
export { pickCartImage, readImageCache, writeImageToCache } from './cart-image.ts';

export type {
  CartContext,
  CartEmitted,
  CartErrorKey,
  CartEvent,
  CartInput,
  CartOperationError,
} from './cart.machine.ts';
export { cartMachine } from './cart.machine.ts';
export { createCartActors } from './cart.actors.ts';
export type { CartOperation, CartRecovery, CartRecoveryFlow } from './cart.queue.ts';
export type { CartSnapshot } from './cart.selectors.ts';
export {
  selectBadgeText,
  selectCart,
  selectCartError,
  selectCartId,
  selectGrandTotal,
  selectIsAddingItem,
  selectIsEmpty,
  selectIsEstimating,
  selectIsLoading,
  selectIsSettled,
  selectIsUnavailable,
  selectIsUpdatingItem,
  selectItems,
  selectLineCount,
  selectPendingChanges,
  selectShippingMethods,
  selectSummaryQuantity,
} from './cart.selectors.ts';
export { badgeText } from './cart-badge.ts';
export { offeredShippingMethods } from './shipping-offer.ts';
