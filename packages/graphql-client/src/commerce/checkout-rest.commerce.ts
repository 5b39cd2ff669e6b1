/**
 * The REST checkout calls (spec §7 "REST"): save the shipping information and save the payment
 * information (which places the order), on the guest-cart or the `mine` endpoints.
 */
import type { CartPaymentMethod, CommerceResult } from '@vitrine/cart-core';
import type { ShopClient } from '../client/create-shop-client.ts';
import { fromRestError } from '../errors/commerce-error.ts';
import type { CommerceAddress } from './address.ts';
import { toRestAddress } from './address.ts';

/** The cart path segment: the guest cart by its masked id, or the signed-in customer's `mine`. */
function cartPath(cartId: string, signedIn: boolean): string {
  return signedIn ? '/rest/V1/carts/mine' : `/rest/V1/guest-carts/${encodeURIComponent(cartId)}`;
}

/** Input of {@link saveShippingInformation}. */
export interface SaveShippingInformationInput {
  cartId: string;
  /** Signed in → `/rest/V1/carts/mine/…` with the bearer token. */
  signedIn: boolean;
  shippingAddress: CommerceAddress;
  billingAddress: CommerceAddress;
  carrierCode: string;
  methodCode: string;
}

/**
 * `POST …/shipping-information` with Magento's `addressInformation` body; answers the payment
 * methods the cart can now use.
 */
export async function saveShippingInformation(
  shop: ShopClient,
  input: SaveShippingInformationInput,
): Promise<CommerceResult<{ paymentMethods: CartPaymentMethod[] }>> {
  try {
    const answer = await shop.rest.request<{
      payment_methods?: { code: string; title?: string | null }[];
    } | null>('POST', `${cartPath(input.cartId, input.signedIn)}/shipping-information`, {
      addressInformation: {
        shipping_address: toRestAddress(input.shippingAddress),
        billing_address: toRestAddress(input.billingAddress),
        shipping_carrier_code: input.carrierCode,
        shipping_method_code: input.methodCode,
      },
    });
    const paymentMethods = (answer?.payment_methods ?? []).map((method) => ({
      code: method.code,
      title: method.title ?? method.code,
    }));
    return { ok: true, paymentMethods };
  } catch (error) {
    return { ok: false, error: fromRestError(error) };
  }
}

/** Input of {@link savePaymentInformation}. */
export interface SavePaymentInformationInput {
  cartId: string;
  signedIn: boolean;
  /** The guest's e-mail; required on the guest endpoint, not sent on `mine`. */
  email?: string;
  billingAddress: CommerceAddress;
  paymentMethod: { method: string; nonce?: string };
  /** Sent as `Idempotency-Key`: a manual retry after a lost answer returns the same order. */
  idempotencyKey: string;
}

/**
 * `POST …/payment-information`: saves the payment and places the order; answers the order id.
 * Never retried automatically.
 */
export async function savePaymentInformation(
  shop: ShopClient,
  input: SavePaymentInformationInput,
): Promise<CommerceResult<{ orderId: string }>> {
  const paymentMethod = {
    method: input.paymentMethod.method,
    ...(input.paymentMethod.nonce
      ? { additional_data: { payment_method_nonce: input.paymentMethod.nonce } }
      : {}),
  };
  const body = input.signedIn
    ? { paymentMethod, billingAddress: toRestAddress(input.billingAddress) }
    : {
        cartId: input.cartId,
        email: input.email,
        paymentMethod,
        billingAddress: toRestAddress(input.billingAddress),
      };
  try {
    const orderId = await shop.rest.request<number | string>(
      'POST',
      `${cartPath(input.cartId, input.signedIn)}/payment-information`,
      body,
      { headers: { 'Idempotency-Key': input.idempotencyKey } },
    );
    return { ok: true, orderId: String(orderId) };
  } catch (error) {
    return { ok: false, error: fromRestError(error) };
  }
}
