/**
 * The cart functions of cart-core's machine (its `CartFunctions` ports) and the sign-in cart calls
 * of the session's user machine. Carts are mapped with cart-core's `toCart` (money in cents).
 *
 * The cart trigger's count is Magento's `total_quantity`, or, when the backend offers the
 * `cart-quantity` extension, its `total_summary_quantity_including_config`: read with the
 * extension's own query beside the core documents, which never select it (decision 100). The
 * `subscriptions` extension's line fields are read the same way, and a subscribed line is added
 * (or changed) with that extension's own mutations.
 */
import { toShippingEstimates } from '@vitrine/cart-core';
import type { Cart, CartItemInput, ShippingEstimate } from '@vitrine/cart-core';
import type { CommerceResult } from '@vitrine/commerce-primitives';
import type { ShopClient } from '../client/create-shop-client.ts';
import { NO_EXTENSIONS } from '../extensions/shop-extensions.ts';
import type { ShopExtensions } from '../extensions/shop-extensions.ts';
import { toDomainCart } from './cart.mapping.ts';
import type { CartDetails, CartSubscriptions } from './cart.mapping.ts';
import {
  AddProductToCart,
  ApplyCouponToCart,
  CreateCart,
  EstimateShippingMethods,
  GetCart,
  GetCartDetails,
  GetCustomerCart,
  MergeCartsAfterSignIn,
  RemoveCouponFromCart,
  RemoveItem,
  UpdateItemQuantity,
} from '../operations/cart.operations.ts';
import { GetCartSummaryQuantity } from '../operations/extensions/cart-quantity.operations.ts';
import {
  AddSubscribedProductToCart,
  GetCartSubscriptions,
  SetCartItemSubscription,
} from '../operations/extensions/subscriptions.operations.ts';
import { runMutation, runQuery } from './run.ts';
import type { RunResult } from './run.ts';
import type { VariablesOf } from '../graphql.ts';

/** ISO 3166 alpha-2 codes the schema's `CountryCodeEnum` accepts; the server rejects others. */
type CountryCode = VariablesOf<typeof EstimateShippingMethods>['countryCode'];

const cartGone = (cartId: string): CommerceResult<never> => ({
  ok: false,
  error: { code: 'not_found', message: `No cart with ID "${cartId}" was returned.` },
});

/** `createEmptyCart`: a new guest cart, or the signed-in customer's active cart. */
export async function createCart(shop: ShopClient): Promise<CommerceResult<{ cartId: string }>> {
  const result = await runMutation(shop, CreateCart, {});
  if (!result.ok) return result;
  if (!result.data.cartId)
    return { ok: false, error: { code: 'user', messages: ['No cart id was returned.'] } };
  return { ok: true, cartId: result.data.cartId };
}

/** The trigger's count of the `cart-quantity` extension, or null (not offered, or not read). */
async function summaryQuantityOf(
  shop: ShopClient,
  cartId: string,
  extensions: ShopExtensions,
): Promise<number | null> {
  if (!extensions.has('cart-quantity')) return null;
  const result = await runQuery(shop, GetCartSummaryQuantity, { cartId });
  return result.ok ? (result.data.cart?.total_summary_quantity_including_config ?? null) : null;
}

/** The lines' subscriptions of the `subscriptions` extension, or null (not offered, or not read). */
async function subscriptionsOf(
  shop: ShopClient,
  cartId: string,
  extensions: ShopExtensions,
): Promise<CartSubscriptions | null> {
  if (!extensions.has('subscriptions')) return null;
  const result = await runQuery(shop, GetCartSubscriptions, { cartId });
  return result.ok ? result.data.cart : null;
}

/**
 * The domain cart of a cart answer, with the extensions' fields when the backend offers them
 * (the `cart-quantity` count, the `subscriptions` lines). A failed extension read keeps the cart
 * without them: the change the shopper made has happened either way.
 */
async function withExtensionFields(
  shop: ShopClient,
  raw: CartDetails,
  extensions: ShopExtensions,
): Promise<Cart> {
  const [quantity, subscriptions] = await Promise.all([
    summaryQuantityOf(shop, raw.id, extensions),
    subscriptionsOf(shop, raw.id, extensions),
  ]);
  return toDomainCart(raw, quantity, subscriptions);
}

/** The cart details, from the network (with the extensions' fields, read in parallel). */
export async function getCart(
  shop: ShopClient,
  input: { cartId: string },
  extensions: ShopExtensions = NO_EXTENSIONS,
): Promise<CommerceResult<{ cart: Cart }>> {
  const [result, quantity, subscriptions] = await Promise.all([
    runQuery(shop, GetCartDetails, { cartId: input.cartId }),
    summaryQuantityOf(shop, input.cartId, extensions),
    subscriptionsOf(shop, input.cartId, extensions),
  ]);
  if (!result.ok) return result;
  return result.data.cart
    ? { ok: true, cart: toDomainCart(result.data.cart, quantity, subscriptions) }
    : cartGone(input.cartId);
}

/**
 * The authorisation check of spec §6 (may this visitor use the cart?) with the cart trigger's
 * count: `total_summary_quantity_including_config` from the `cart-quantity` extension's query when
 * the backend offers it, else Magento's `total_quantity`. An `invalid_cart` error means: forget
 * this cart.
 */
export async function checkCart(
  shop: ShopClient,
  input: { cartId: string },
  extensions: ShopExtensions = NO_EXTENSIONS,
): Promise<CommerceResult<{ cartId: string; totalSummaryQuantity: number }>> {
  const result: RunResult<{
    cart: {
      id: string;
      total_quantity: number;
      total_summary_quantity_including_config?: number | null;
    } | null;
  }> = extensions.has('cart-quantity')
    ? await runQuery(shop, GetCartSummaryQuantity, { cartId: input.cartId })
    : await runQuery(shop, GetCart, { cartId: input.cartId });
  if (!result.ok) return result;
  const cart = result.data.cart;
  if (!cart) return cartGone(input.cartId);
  return {
    ok: true,
    cartId: cart.id,
    totalSummaryQuantity: cart.total_summary_quantity_including_config ?? cart.total_quantity,
  };
}

/** The `subscriptions` module's refusal of a product it cannot subscribe (issue 22). */
const NOT_SUBSCRIBABLE = 'This product cannot be subscribed to.';

/** `addProductsToCart` for one line; Magento's `user_errors` come back as a `user` error. */
export async function addItem(
  shop: ShopClient,
  input: { cartId: string; item: CartItemInput },
  extensions: ShopExtensions = NO_EXTENSIONS,
): Promise<CommerceResult<{ cart: Cart }>> {
  const { item } = input;
  const line = {
    sku: item.sku,
    quantity: item.quantity,
    ...(item.parentSku ? { parent_sku: item.parentSku } : {}),
    ...(item.selectedOptions?.length ? { selected_options: [...item.selectedOptions] } : {}),
  };
  // A subscription needs the extension's document; a stock Magento would add a one-time line
  // instead, which the shopper did not ask for, so it is refused here with the module's message.
  if (item.subscription && !extensions.has('subscriptions'))
    return { ok: false, error: { code: 'user', messages: [NOT_SUBSCRIBABLE] } };
  const result = item.subscription
    ? await runMutation(shop, AddSubscribedProductToCart, {
        cartId: input.cartId,
        cartItems: [
          { ...line, vitrine_subscription: { frequency_days: item.subscription.frequencyDays } },
        ],
      })
    : await runMutation(shop, AddProductToCart, { cartId: input.cartId, cartItems: [line] });
  if (!result.ok) return result;
  const output = result.data.addProductsToCart;
  const problems = (output?.user_errors ?? [])
    .map((error) => error?.message)
    .filter((message): message is string => !!message);
  if (problems.length > 0) return { ok: false, error: { code: 'user', messages: problems } };
  return output?.cart
    ? { ok: true, cart: await withExtensionFields(shop, output.cart, extensions) }
    : cartGone(input.cartId);
}

/** `updateCartItems` for one line (quantity 0 removes it). */
export async function updateItem(
  shop: ShopClient,
  input: { cartId: string; itemUid: string; quantity: number },
  extensions: ShopExtensions = NO_EXTENSIONS,
): Promise<CommerceResult<{ cart: Cart }>> {
  const result = await runMutation(shop, UpdateItemQuantity, input);
  if (!result.ok) return result;
  const cart = result.data.updateCartItems?.cart;
  return cart
    ? { ok: true, cart: await withExtensionFields(shop, cart, extensions) }
    : cartGone(input.cartId);
}

/** `removeItemFromCart` by line uid. */
export async function removeItem(
  shop: ShopClient,
  input: { cartId: string; itemUid: string },
  extensions: ShopExtensions = NO_EXTENSIONS,
): Promise<CommerceResult<{ cart: Cart }>> {
  const result = await runMutation(shop, RemoveItem, input);
  if (!result.ok) return result;
  const cart = result.data.removeItemFromCart?.cart;
  return cart
    ? { ok: true, cart: await withExtensionFields(shop, cart, extensions) }
    : cartGone(input.cartId);
}

/**
 * `setVitrineCartItemSubscription` (extension `subscriptions`): the line's new frequency, or a
 * one-time purchase when `frequencyDays` is null. Refused without the extension, never sent.
 */
export async function setItemSubscription(
  shop: ShopClient,
  input: { cartId: string; itemUid: string; frequencyDays: number | null },
  extensions: ShopExtensions = NO_EXTENSIONS,
): Promise<CommerceResult<{ cart: Cart }>> {
  if (!extensions.has('subscriptions'))
    return { ok: false, error: { code: 'user', messages: [NOT_SUBSCRIBABLE] } };
  const result = await runMutation(shop, SetCartItemSubscription, {
    cartId: input.cartId,
    cartItemUid: input.itemUid,
    frequencyDays: input.frequencyDays,
  });
  if (!result.ok) return result;
  const cart = result.data.setVitrineCartItemSubscription?.cart;
  return cart
    ? { ok: true, cart: await withExtensionFields(shop, cart, extensions) }
    : cartGone(input.cartId);
}

/**
 * Applies a discount code (`applyCouponToCart`), or removes the applied one when `couponCode` is
 * null (`removeCouponFromCart`). Answers the codes now applied; the cart's totals are reloaded by
 * the caller (the cart actor's details).
 */
export async function changeCoupon(
  shop: ShopClient,
  input: { cartId: string; couponCode: string | null },
): Promise<CommerceResult<{ appliedCoupons: string[] }>> {
  const result = input.couponCode
    ? await runMutation(shop, ApplyCouponToCart, {
        cartId: input.cartId,
        couponCode: input.couponCode,
      })
    : await runMutation(shop, RemoveCouponFromCart, { cartId: input.cartId });
  if (!result.ok) return result;
  const cart =
    'applyCouponToCart' in result.data
      ? result.data.applyCouponToCart?.cart
      : result.data.removeCouponFromCart?.cart;
  if (!cart) return cartGone(input.cartId);
  return {
    ok: true,
    appliedCoupons: (cart.applied_coupons ?? [])
      .map((coupon) => coupon?.code)
      .filter((code): code is string => !!code),
  };
}

/** `estimateShippingMethods` for a country and postcode. */
export async function estimateShipping(
  shop: ShopClient,
  input: { cartId: string; postcode: string; countryCode: string },
): Promise<CommerceResult<{ methods: ShippingEstimate[] }>> {
  const result = await runMutation(shop, EstimateShippingMethods, {
    cartId: input.cartId,
    countryCode: input.countryCode.toUpperCase() as CountryCode,
    postcode: input.postcode,
  });
  if (!result.ok) return result;
  return { ok: true, methods: toShippingEstimates(result.data.estimateShippingMethods) };
}

/** The signed-in customer's active cart id (`customerCart`), with the token given. */
export async function getCustomerCart(
  shop: ShopClient,
  input: { token: string },
): Promise<CommerceResult<{ cartId: string }>> {
  const result = await runQuery(shop, GetCustomerCart, {}, { token: input.token });
  if (!result.ok) return result;
  return { ok: true, cartId: result.data.customerCart.id };
}

/** `mergeCarts`: the guest cart's lines move into the customer's cart. */
export async function mergeCarts(
  shop: ShopClient,
  input: { token: string; sourceCartId: string; destinationCartId: string },
): Promise<CommerceResult<{ cartId: string }>> {
  const result = await runMutation(
    shop,
    MergeCartsAfterSignIn,
    { sourceCartId: input.sourceCartId, destinationCartId: input.destinationCartId },
    { token: input.token },
  );
  if (!result.ok) return result;
  return { ok: true, cartId: result.data.mergeCarts.id };
}
