import type { RequestContext } from '../../graphql/context.ts';
import { setLineSubscription } from './cart-items.subscription.ts';
import { setBillingAddress, setShippingAddress } from './cart.addresses.ts';
import type { AddressChoice } from './cart.addresses.ts';
import { setPaymentMethod, setShippingMethod } from './cart.methods.ts';
import type { PaymentMethodInput } from './cart.methods.ts';
import { checkRecaptcha } from '../platform/index.ts';
import { toShippingMethods } from './cart.fields.ts';
import { readCart } from './cart.mutate.ts';
import { addProducts, removeItem, updateItems } from './cart-items.service.ts';
import type { CartItemInput } from './cart-items.input.ts';
import {
  applyCoupon,
  assignCustomerToGuestCart,
  createEmptyCart,
  createGuestCart,
  customerCart,
  mergeCarts,
  removeCoupon,
  setGuestEmail,
} from './cart.service.ts';
import { discountedSubtotal } from './cart.totals.ts';
import { pricedLines } from './cart.view.ts';
import { quoteShipping } from './shipping.methods.ts';

type Ctx = RequestContext;

/** Cart queries and mutations (Magento's QuoteGraphQl). */
export const cartResolvers = {
  Query: {
    cart: (_: unknown, args: { cart_id: string }, context: Ctx) => readCart(context, args.cart_id),
    customerCart: (_: unknown, __: unknown, context: Ctx) => customerCart(context),
  },
  Mutation: {
    createEmptyCart: (
      _: unknown,
      args: { input?: { cart_id?: string | null } | null },
      context: Ctx,
    ) => createEmptyCart(context, args.input?.cart_id),
    createGuestCart: async (
      _: unknown,
      args: { input?: { cart_uid?: string | null } | null },
      context: Ctx,
    ) => ({ cart: await createGuestCart(context, args.input?.cart_uid) }),
    addProductsToCart: async (
      _: unknown,
      args: { cartId: string; cartItems: CartItemInput[] },
      context: Ctx,
    ) => {
      const { view, errors } = await addProducts(context, args.cartId, args.cartItems);
      return { cart: view, user_errors: errors };
    },
    // Extension `subscriptions` (absent from the stock schema, so never reached there).
    setVitrineCartItemSubscription: async (
      _: unknown,
      args: { input: Parameters<typeof setLineSubscription>[1] },
      context: Ctx,
    ) => ({ cart: await setLineSubscription(context, args.input) }),
    updateCartItems: async (
      _: unknown,
      args: { input?: { cart_id: string; cart_items: Parameters<typeof updateItems>[2] } | null },
      context: Ctx,
    ) => {
      return {
        cart: await updateItems(context, args.input?.cart_id ?? '', args.input?.cart_items ?? []),
      };
    },
    removeItemFromCart: async (
      _: unknown,
      args: {
        input?: {
          cart_id: string;
          cart_item_uid?: string | null;
          cart_item_id?: number | null;
        } | null;
      },
      context: Ctx,
    ) => ({
      cart: await removeItem(context, args.input?.cart_id ?? '', args.input ?? {}),
    }),
    mergeCarts: (
      _: unknown,
      args: { source_cart_id: string; destination_cart_id?: string | null },
      context: Ctx,
    ) => mergeCarts(context, args.source_cart_id, args.destination_cart_id),
    assignCustomerToGuestCart: (_: unknown, args: { cart_id: string }, context: Ctx) =>
      assignCustomerToGuestCart(context, args.cart_id),
    applyCouponToCart: async (
      _: unknown,
      args: { input?: { cart_id: string; coupon_code: string } | null },
      context: Ctx,
    ) => ({
      cart: await applyCoupon(context, args.input?.cart_id ?? '', args.input?.coupon_code ?? ''),
    }),
    removeCouponFromCart: async (
      _: unknown,
      args: { input?: { cart_id: string } | null },
      context: Ctx,
    ) => ({ cart: await removeCoupon(context, args.input?.cart_id ?? '') }),
    estimateShippingMethods: async (
      _: unknown,
      args: {
        input: { cart_id: string; address: { country_code: string; postcode?: string | null } };
      },
      context: Ctx,
    ) => {
      const view = await readCart(context, args.input.cart_id);
      if (view.lines.length === 0) return [];
      const offers = quoteShipping(
        {
          countryCode: args.input.address.country_code,
          postcode: args.input.address.postcode ?? null,
        },
        discountedSubtotal(pricedLines(view.lines), view.coupon),
        view.coupon?.kind === 'free_shipping',
      );
      return toShippingMethods(offers, view.currency);
    },
    setGuestEmailOnCart: async (
      _: unknown,
      args: { input?: { cart_id: string; email: string } | null },
      context: Ctx,
    ) => ({
      cart: await setGuestEmail(context, args.input?.cart_id ?? '', args.input?.email ?? ''),
    }),
    setShippingAddressesOnCart: async (
      _: unknown,
      args: { input?: { cart_id: string; shipping_addresses: Array<AddressChoice | null> } | null },
      context: Ctx,
    ) => ({
      cart: await setShippingAddress(
        context,
        args.input?.cart_id ?? '',
        args.input?.shipping_addresses ?? [],
      ),
    }),
    setBillingAddressOnCart: async (
      _: unknown,
      args: { input?: { cart_id: string; billing_address: AddressChoice } | null },
      context: Ctx,
    ) => ({
      cart: await setBillingAddress(
        context,
        args.input?.cart_id ?? '',
        args.input?.billing_address ?? {},
      ),
    }),
    setShippingMethodsOnCart: async (
      _: unknown,
      args: {
        input?: {
          cart_id: string;
          shipping_methods: Array<{ carrier_code: string; method_code: string } | null>;
        } | null;
      },
      context: Ctx,
    ) => ({
      cart: await setShippingMethod(
        context,
        args.input?.cart_id ?? '',
        args.input?.shipping_methods ?? [],
      ),
    }),
    setPaymentMethodOnCart: async (
      _: unknown,
      args: { input?: { cart_id: string; payment_method: PaymentMethodInput } | null },
      context: Ctx,
    ) => {
      await checkRecaptcha(context, 'PLACE_ORDER');
      return {
        cart: await setPaymentMethod(
          context,
          args.input?.cart_id ?? '',
          args.input?.payment_method ?? { code: '' },
        ),
      };
    },
  },
};
