/**
 * The checkout functions of checkout-machine's steps (its `CheckoutFunctions` GraphQL ports).
 */
import { toShippingEstimates } from '@vitrine/cart-core';
import type { Cart, ShippingEstimate } from '@vitrine/cart-core';
import type { CommerceResult } from '@vitrine/commerce-primitives';
import type { ShopClient } from '../client/create-shop-client.ts';
import { toDomainCart } from './cart.mapping.ts';
import {
  PlaceOrder,
  SetBillingAddressOnCart,
  SetGuestEmailOnCart,
  SetPaymentMethodOnCart,
  SetShippingAddressOnCart,
  SetShippingMethodOnCart,
} from '../operations/cart.operations.ts';
import type { CommerceAddress } from './address.ts';
import { toCartAddressInput } from './address.ts';
import { runMutation } from './run.ts';

/** `setGuestEmailOnCart` (a guest's shipping step). */
export async function setGuestEmail(
  shop: ShopClient,
  input: { cartId: string; email: string },
): Promise<CommerceResult<{ email: string | null }>> {
  const result = await runMutation(shop, SetGuestEmailOnCart, input);
  if (!result.ok) return result;
  return { ok: true, email: result.data.setGuestEmailOnCart?.cart.email ?? null };
}

/**
 * `setShippingAddressesOnCart`; answers the shipping methods available for the address. A saved
 * address of a signed-in customer goes by its Magento 2.4.7 `customer_address_id`; an address
 * with a `pickup_location_code` sends it beside the address (MSI in-store pickup).
 */
export async function setShippingAddress(
  shop: ShopClient,
  input: { cartId: string; address: CommerceAddress; customerAddressId?: number },
): Promise<CommerceResult<{ shippingMethods: ShippingEstimate[] }>> {
  const result = await runMutation(shop, SetShippingAddressOnCart, {
    cartId: input.cartId,
    ...(input.customerAddressId !== undefined
      ? { customerAddressId: input.customerAddressId }
      : { address: toCartAddressInput(input.address) }),
    ...(input.address.pickup_location_code
      ? { pickupLocationCode: input.address.pickup_location_code }
      : {}),
  });
  if (!result.ok) return result;
  const address = result.data.setShippingAddressesOnCart?.cart.shipping_addresses[0];
  return { ok: true, shippingMethods: toShippingEstimates(address?.available_shipping_methods) };
}

/** `setBillingAddressOnCart`: the shipping address, a saved address, or a new one. */
export async function setBillingAddress(
  shop: ShopClient,
  input: {
    cartId: string;
    sameAsShipping: boolean;
    address?: CommerceAddress;
    customerAddressId?: number;
  },
): Promise<CommerceResult<{ cart: Cart }>> {
  const billing = input.sameAsShipping
    ? { sameAsShipping: true }
    : input.customerAddressId !== undefined
      ? { customerAddressId: input.customerAddressId }
      : input.address
        ? { address: toCartAddressInput(input.address) }
        : undefined;
  if (!billing) {
    return {
      ok: false,
      error: { code: 'user', messages: ['Missing required information: billing address'] },
    };
  }
  const result = await runMutation(shop, SetBillingAddressOnCart, {
    cartId: input.cartId,
    ...billing,
  });
  if (!result.ok) return result;
  return { ok: true, cart: toDomainCart(result.data.setBillingAddressOnCart!.cart) };
}

/** `setShippingMethodsOnCart` with one method. */
export async function setShippingMethod(
  shop: ShopClient,
  input: { cartId: string; carrierCode: string; methodCode: string },
): Promise<CommerceResult<{ cart: Cart }>> {
  const result = await runMutation(shop, SetShippingMethodOnCart, input);
  if (!result.ok) return result;
  return { ok: true, cart: toDomainCart(result.data.setShippingMethodsOnCart!.cart) };
}

/**
 * The `PaymentMethodInput` of a method: a card token goes in `vitrine_card`, a saved card's public
 * hash in `vitrine_card_vault`; offline methods (bank transfer) need only their code.
 */
function paymentMethodInput(code: string, nonce: string | undefined) {
  if (nonce && code === 'vitrine_card')
    return { code, vitrine_card: { payment_method_nonce: nonce } };
  if (nonce && code === 'vitrine_card_vault')
    return { code, vitrine_card_vault: { public_hash: nonce } };
  return { code };
}

/** `setPaymentMethodOnCart`. */
export async function setPaymentMethod(
  shop: ShopClient,
  input: { cartId: string; code: string; nonce?: string },
): Promise<CommerceResult<{ cart: Cart }>> {
  const result = await runMutation(shop, SetPaymentMethodOnCart, {
    cartId: input.cartId,
    paymentMethod: paymentMethodInput(input.code, input.nonce),
  });
  if (!result.ok) return result;
  return { ok: true, cart: toDomainCart(result.data.setPaymentMethodOnCart!.cart) };
}

/** Magento's `placeOrder` error codes that mean the cart is gone. */
const INVALID_CART_CODES = new Set(['CART_NOT_FOUND', 'CART_NOT_ACTIVE']);

/** The typed error of `placeOrder`'s (or `submitPaymentDetails`') error list, or null when empty. */
export function placeOrderFailure(
  errors: readonly ({ code: string; message: string } | null)[] | null | undefined,
): CommerceResult<never> | null {
  const list = (errors ?? []).filter((error) => error !== null);
  if (list.length === 0) return null;
  const message = list.map((error) => error.message).join(', ');
  if (list.some((error) => INVALID_CART_CODES.has(error.code))) {
    return { ok: false, error: { code: 'invalid_cart', message } };
  }
  return { ok: false, error: { code: 'user', messages: list.map((error) => error.message) } };
}

/**
 * `placeOrder` (an offline method such as bank transfer; a card goes through `submitPayment`).
 * Answers `orderV2.number`, the increment id the shopper sees (`000000014`). Its
 * `Idempotency-Key` makes a manual retry after a lost answer return the same order; it is never
 * retried automatically (decision 061).
 */
export async function placeOrder(
  shop: ShopClient,
  input: { cartId: string; idempotencyKey: string },
): Promise<CommerceResult<{ orderNumber: string }>> {
  const result = await runMutation(
    shop,
    PlaceOrder,
    { cartId: input.cartId },
    { headers: { 'idempotency-key': input.idempotencyKey } },
  );
  if (!result.ok) return result;
  const output = result.data.placeOrder;
  const failure = placeOrderFailure(output?.errors);
  if (failure) return failure;
  const number = output?.orderV2?.number;
  if (!number) {
    return { ok: false, error: { code: 'user', messages: ['No order number was returned.'] } };
  }
  return { ok: true, orderNumber: number };
}
