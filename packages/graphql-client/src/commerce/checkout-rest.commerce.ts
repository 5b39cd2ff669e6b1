/**
 * The REST checkout calls (spec §7 "REST"): save the shipping information and save the payment
 * information (which places the order), on the guest-cart or the `mine` endpoints.
 */
import type { CartPaymentMethod } from '@vitrine/cart-core';
import type { CommerceResult } from '@vitrine/commerce-primitives';
import type { ShopClient } from '../client/create-shop-client.ts';
import { fromRestError } from '../errors/commerce-error.ts';
import { GetRecentOrderNumbers } from '../operations/cart.operations.ts';
import type { CommerceAddress } from './address.ts';
import { toRestAddress } from './address.ts';
import { runQuery } from './run.ts';

/**
 * How many of a customer's latest orders are searched for the one just placed: more than a
 * shopper places at once in other tabs, few enough for one small query.
 */
const RECENT_ORDERS = 5;

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
 * The increment id (`000000014`) of a signed-in customer's order, from its entity id — what the
 * REST call answers. Magento's `CustomerOrder.id` is the base64 of that entity id, so the match is
 * exact; null when the order is not among the latest (or the read fails): the caller must then not
 * show the entity id as if it were the number.
 */
export async function findOrderNumber(
  shop: ShopClient,
  input: { orderId: string },
): Promise<string | null> {
  const result = await runQuery(shop, GetRecentOrderNumbers, { pageSize: RECENT_ORDERS });
  if (!result.ok) return null;
  const uid = btoa(input.orderId);
  const order = result.data.customer?.orders?.items.find((item) => item?.id === uid);
  return order?.number ?? null;
}

/**
 * `POST …/payment-information`: saves the payment and places the order. Magento answers the
 * order's entity id, which is not the number the shopper knows: a signed-in customer's increment
 * id is then read from their latest orders; a guest has no read of their orders, so
 * `orderNumber` is null (the receipt says the number is in the confirmation e-mail).
 * Never retried automatically.
 */
export async function savePaymentInformation(
  shop: ShopClient,
  input: SavePaymentInformationInput,
): Promise<CommerceResult<{ orderId: string; orderNumber: string | null }>> {
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
  let orderId: string;
  try {
    orderId = String(
      await shop.rest.request<number | string>(
        'POST',
        `${cartPath(input.cartId, input.signedIn)}/payment-information`,
        body,
        { headers: { 'Idempotency-Key': input.idempotencyKey } },
      ),
    );
  } catch (error) {
    return { ok: false, error: fromRestError(error) };
  }
  // The order exists from here on: a failed read only means the number is not known.
  const orderNumber = input.signedIn
    ? await findOrderNumber(shop, { orderId }).catch(() => null)
    : null;
  return { ok: true, orderId, orderNumber };
}
