export type { CheckoutSetup, Shop, UserActor } from './shop.ts';
export type { CheckoutActor } from './checkout.ts';
export { startCheckout } from './checkout.ts';
export { answerTestFingerprint, createShop } from './shop.ts';
export type {
  ShopCommerce,
  ShopHooks,
  ShopOptions,
  ShopTokeniseCardFn,
  ShopTokeniseSecurityCodeFn,
} from './shop.ports.ts';
export type { CartActor } from './cart-settled.ts';
export { RENEW_CART_TIMEOUT_MS, cartSettled, renewCart } from './cart-settled.ts';
export { retrySafeCardPayment } from './card-retry.ts';
export { cachedClientKey } from './client-key.ts';
