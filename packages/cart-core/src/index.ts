export type { Money } from './money.ts';
export {
  DEFAULT_CART_CURRENCY,
  addMoney,
  currencyFractionDigits,
  equalMoney,
  formatMoney,
  fromDecimal,
  money,
  multiplyMoney,
  sumMoney,
  toDecimal,
  toMinorUnits,
  zeroMoney,
} from './money.ts';

export type { CommerceError, CommerceErrorCode, CommerceResult } from './commerce-result.ts';
export {
  CommerceFailure,
  INVALID_CART_MESSAGES,
  errorMessages,
  isInvalidCartError,
  isInvalidCartMessage,
  toCommerceError,
  unwrap,
} from './commerce-result.ts';

export type {
  Cart,
  CartAdjustment,
  CartImage,
  CartItem,
  CartItemInput,
  CartItemKind,
  CartItemOption,
  CartPaymentMethod,
  CartPrices,
  CartShippingMethod,
  MediaGalleryEntry,
  ShippingEstimate,
} from './cart.types.ts';

export type {
  RawCart,
  RawCartItem,
  RawCartItemPrices,
  RawCartPrices,
  RawCartProduct,
  RawConfigurableOption,
  RawImage,
  RawMoney,
  RawShippingAddress,
  RawShippingMethod,
} from './cart.raw.ts';
export {
  emptyCart,
  toCart,
  toCartItem,
  toMoney,
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
  StoragePort,
  UpdateItemFn,
} from './cart.ports.ts';
