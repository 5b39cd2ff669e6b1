/**
 * Card payment with the test provider's drop-in semantics (the checkout-machine's
 * `SubmitPaymentFn` and `SubmitPaymentDetailsFn`): pay and place the order, then complete
 * 3-D Secure with the fingerprint or challenge answer. Every call carries an `Idempotency-Key`
 * derived from the attempt's key, so a manual retry after a lost answer never charges twice;
 * none is retried automatically (decision 061). These are the `card-payment` extension's calls:
 * the storefront offers the card only when the backend offers the extension and lists the method.
 */
import type { CommerceResult } from '@vitrine/commerce-primitives';
import type { ShopClient } from '../client/create-shop-client.ts';
import type { ResultOf } from '../graphql.ts';
import { SetPaymentMethodOnCart } from '../operations/cart.operations.ts';
import type { PaymentStatusFields } from '../operations/extensions/card-payment.fragments.ts';
import {
  PlaceCardOrder,
  SubmitPaymentDetails,
} from '../operations/extensions/card-payment.operations.ts';
import { placeOrderFailure } from './checkout.commerce.ts';
import { runMutation } from './run.ts';

/** Result codes of a card payment, with the provider's spelling. */
export type PaymentResultCode = ResultOf<typeof PaymentStatusFields>['result_code'];

/** What the card component must do next. */
export interface PaymentActionStep {
  readonly type: 'threeDS2Fingerprint' | 'threeDS2Challenge' | 'redirect';
  readonly token?: string;
  readonly url?: string;
}

/** The answer to a payment or payment-details call (checkout-machine's `PaymentOutcome`). */
export interface PaymentOutcome {
  readonly resultCode: PaymentResultCode;
  readonly orderNumber?: string;
  readonly paymentReference?: string;
  readonly action?: PaymentActionStep;
}

/** Whom the payment is for (checkout-machine's `PaymentPlacement`). */
export interface PaymentPlacement {
  readonly cartId: string;
  readonly signedIn: boolean;
  readonly email: string | null;
}

const ACTION_TYPES = new Set(['threeDS2Fingerprint', 'threeDS2Challenge', 'redirect']);

function toOutcome(
  status: ResultOf<typeof PaymentStatusFields>,
  orderNumber: string | undefined,
): CommerceResult<PaymentOutcome> {
  const action = status.action;
  if (action && !ACTION_TYPES.has(action.type)) {
    return {
      ok: false,
      error: { code: 'user', messages: [`Unsupported payment step: ${action.type}`] },
    };
  }
  const number = orderNumber ?? status.order_number ?? undefined;
  return {
    ok: true,
    resultCode: status.result_code,
    ...(number ? { orderNumber: number } : {}),
    ...(status.payment_reference ? { paymentReference: status.payment_reference } : {}),
    ...(action
      ? { action: { type: action.type as PaymentActionStep['type'], token: action.token } }
      : {}),
  };
}

/**
 * The card's `PaymentMethodInput`: a saved card by its public hash (`vitrine_card_vault`, with its
 * security code's token when the provider asks for the code again), a new
 * card by its one-time token, with Magento's `is_active_payment_token_enabler` when a signed-in
 * shopper asked to save it (a guest's card is never saved).
 */
export function cardMethodInput(input: {
  placement: Pick<PaymentPlacement, 'signedIn'>;
  method: string;
  paymentData: {
    token: string;
    saveCard?: boolean;
    publicHash?: string;
    securityCodeToken?: string;
  };
}) {
  if (input.paymentData.publicHash) {
    return {
      code: input.method,
      vitrine_card_vault: {
        public_hash: input.paymentData.publicHash,
        ...(input.paymentData.securityCodeToken
          ? { security_code_token: input.paymentData.securityCodeToken }
          : {}),
      },
    };
  }
  return {
    code: input.method,
    vitrine_card: {
      payment_method_nonce: input.paymentData.token,
      ...(input.paymentData.saveCard && input.placement.signedIn
        ? { is_active_payment_token_enabler: true }
        : {}),
    },
  };
}

/**
 * Pays by card and places the order: sets the card token (`vitrine_card`) or the saved card's
 * public hash (`vitrine_card_vault`) as the cart's payment method, then `placeOrder`. `Authorised` answers the order number; `IdentifyShopper` and
 * `ChallengeShopper` answer the 3-D Secure step to run; `Refused` keeps the cart.
 */
export async function submitPayment(
  shop: ShopClient,
  input: {
    placement: PaymentPlacement;
    method: string;
    paymentData: {
      token: string;
      saveCard?: boolean;
      publicHash?: string;
      securityCodeToken?: string;
    };
    idempotencyKey: string;
  },
): Promise<CommerceResult<PaymentOutcome>> {
  const cartId = input.placement.cartId;
  const set = await runMutation(shop, SetPaymentMethodOnCart, {
    cartId,
    paymentMethod: cardMethodInput(input),
  });
  if (!set.ok) return set;
  const placed = await runMutation(
    shop,
    PlaceCardOrder,
    { cartId },
    { headers: { 'idempotency-key': input.idempotencyKey } },
  );
  if (!placed.ok) return placed;
  const output = placed.data.placeOrder;
  const status = output?.payment_status;
  if (!status) {
    const failure = placeOrderFailure(output?.errors);
    if (failure) return failure;
    return {
      ok: false,
      error: { code: 'user', messages: ['The payment provider did not answer.'] },
    };
  }
  return toOutcome(status, output.orderV2?.number);
}

/**
 * The key of one details call. The checkout machine gives every call of a payment attempt the same
 * key, but the server remembers a key per answer: the fingerprint and the challenge answer are
 * different requests and need different keys, while a manual retry of the same step must reuse
 * its key (so it gets the first answer again).
 */
export function detailsIdempotencyKey(
  attemptKey: string,
  details: Readonly<Record<string, string>>,
): string {
  const step =
    'threeDSResult' in details
      ? 'fingerprint'
      : 'challengeResult' in details
        ? 'challenge'
        : 'details';
  return `${attemptKey}:${step}`;
}

/** Completes 3-D Secure with the card component's answer (`threeDSResult` or `challengeResult`). */
export async function submitPaymentDetails(
  shop: ShopClient,
  input: {
    placement: PaymentPlacement;
    paymentReference: string;
    details: Readonly<Record<string, string>>;
    idempotencyKey: string;
  },
): Promise<CommerceResult<PaymentOutcome>> {
  const result = await runMutation(
    shop,
    SubmitPaymentDetails,
    {
      cartId: input.placement.cartId,
      paymentReference: input.paymentReference,
      details: JSON.stringify(input.details),
    },
    { headers: { 'idempotency-key': detailsIdempotencyKey(input.idempotencyKey, input.details) } },
  );
  if (!result.ok) return result;
  const output = result.data.submitPaymentDetails;
  if (!output)
    return {
      ok: false,
      error: { code: 'user', messages: ['The payment provider did not answer.'] },
    };
  const failure = placeOrderFailure(output.errors);
  if (failure && !output.payment_status.order_number) return failure;
  return toOutcome(output.payment_status, output.orderV2?.number);
}
