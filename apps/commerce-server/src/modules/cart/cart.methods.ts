import type { RequestContext } from '../../graphql/context.ts';
import { inputError, noSuchEntityError } from '../../graphql/errors.ts';
import { mutateCart } from './cart.mutate.ts';
import { addressesOfQuote, saveQuoteAddress, updateQuote } from './cart.repository.ts';
import type { CartView } from './cart.view.ts';
import { cartViewOptions, loadCartView } from './cart.view.ts';
import { findCarrier, IN_STORE_PICKUP } from './shipping.methods.ts';
import { tokenHash } from '../customer/index.ts';
import {
  PAYMENT_CODES,
  cardToken,
  savedCardNeedsSecurityCode,
  securityCodeMessages,
  usableSecurityCodeToken,
  vaultToken,
} from '../payment/index.ts';
import { optionalLine, nowDate } from '../platform/index.ts';
import { hasItems } from './cart.addresses.ts';
import { subscriptionPaymentProblem } from './cart.subscription.ts';

/** PaymentMethodInput. */
export interface PaymentMethodInput {
  code: string;
  purchase_order_number?: string | null;
  vitrine_card?: {
    payment_method_nonce: string;
    is_active_payment_token_enabler?: boolean | null;
  } | null;
  vitrine_card_vault?: { public_hash: string; security_code_token?: string | null } | null;
}

/** setShippingMethodsOnCart: one method the shipping address can use. */
export async function setShippingMethod(
  context: RequestContext,
  cartId: string,
  methods: ReadonlyArray<{ carrier_code: string; method_code: string } | null>,
): Promise<CartView> {
  const list = methods.filter(
    (method): method is { carrier_code: string; method_code: string } => method !== null,
  );
  if (list.length === 0) throw inputError('Required parameter "shipping_methods" is missing');
  if (list.length > 1) throw inputError('You cannot specify multiple shipping methods.');
  const [wanted] = list as [{ carrier_code: string; method_code: string }];
  const now = nowDate(context.services);
  const { view } = await mutateCart(context, cartId, async (tx, quote) => {
    if (!(await hasItems(tx, quote)))
      throw inputError(
        "The shipping method can't be set for an empty cart. Add an item to cart and try again.",
      );
    const shipping = (await addressesOfQuote(tx, quote.quote_id)).find(
      (row) => row.address_type === 'shipping',
    );
    if (!shipping)
      throw inputError('The shipping address is missing. Set the address and try again.');
    const carrier = findCarrier(wanted.carrier_code, wanted.method_code);
    const priced = await loadCartView(
      tx,
      quote,
      now,
      cartViewOptions(context.services, context.currency),
    );
    const offer = priced.shippingQuotes.find((entry) => entry.carrier === carrier);
    if (!carrier || !offer?.available)
      throw noSuchEntityError(
        `Carrier with such method not found: ${wanted.carrier_code}, ${wanted.method_code}`,
      );
    await updateQuote(
      tx,
      quote.quote_id,
      { shipping_carrier: carrier.carrierCode, shipping_method: carrier.methodCode },
      now,
    );
    // Another method than in-store pickup forgets the pickup location, as Magento's
    // ClearPickupLocationOnNonPickupShippingMethodPlugin does.
    if (carrier !== IN_STORE_PICKUP && shipping.pickup_location_code !== null)
      await saveQuoteAddress(tx, quote.quote_id, 'shipping', {
        ...shipping,
        pickup_location_code: null,
      });
  });
  return view;
}

/**
 * setPaymentMethodOnCart: a method the cart offers; a card comes as a token of the card endpoint
 * (never card data), a saved card as its public hash, with a token of its security code when the
 * store asks for it again (`payment_saved_card_cvc`; kept with the payment, used by placeOrder).
 */
export async function setPaymentMethod(
  context: RequestContext,
  cartId: string,
  input: PaymentMethodInput,
): Promise<CartView> {
  const now = nowDate(context.services);
  const { view } = await mutateCart(context, cartId, async (tx, quote) => {
    const priced = await loadCartView(
      tx,
      quote,
      now,
      cartViewOptions(context.services, context.currency),
    );
    if (!priced.shipping)
      throw inputError('The shipping address is missing. Set the address and try again.');
    if (!priced.paymentMethods.some((offer) => offer.code === input.code))
      throw inputError('The requested Payment Method is not available.');
    const subscriptionProblem = subscriptionPaymentProblem(priced, 'method');
    if (subscriptionProblem) throw inputError(subscriptionProblem);
    const patch = {
      payment_method: input.code,
      payment_token_hash: null as string | null,
      payment_store_card: false,
      payment_vault_hash: null as string | null,
      payment_cvc_token_hash: null as string | null,
      payment_po_number: optionalLine(input.purchase_order_number, 'purchase_order_number') ?? null,
    };
    if (input.code === PAYMENT_CODES.card) {
      const nonce = input.vitrine_card?.payment_method_nonce?.trim();
      if (!nonce)
        throw inputError(
          `Required parameter "payment_method_nonce" for "${PAYMENT_CODES.card}" is missing.`,
        );
      const token = await cardToken(tx, tokenHash(nonce));
      if (!token || token.used_at !== null || token.expires_at <= now)
        throw inputError('The card details have expired. Enter the card details again.');
      patch.payment_token_hash = token.token_hash;
      patch.payment_store_card =
        input.vitrine_card?.is_active_payment_token_enabler === true && quote.customer_id !== null;
    }
    if (input.code === PAYMENT_CODES.savedCard) {
      const hash = input.vitrine_card_vault?.public_hash?.trim();
      if (!hash)
        throw inputError(
          `Required parameter "public_hash" for "${PAYMENT_CODES.savedCard}" is missing.`,
        );
      if (quote.customer_id === null || !(await vaultToken(tx, hash, quote.customer_id)))
        throw noSuchEntityError(`Could not find a token using public hash: ${hash}`);
      patch.payment_vault_hash = hash;
      // Without the flag a security-code token is ignored: accepted, neither checked nor kept.
      if (savedCardNeedsSecurityCode(context.services, quote.store_id)) {
        const code = input.vitrine_card_vault?.security_code_token?.trim();
        if (!code) throw inputError(securityCodeMessages.required);
        const usable = await usableSecurityCodeToken(tx, code, hash, now);
        if (!usable) throw inputError(securityCodeMessages.invalid);
        patch.payment_cvc_token_hash = usable;
      }
    }
    await updateQuote(tx, quote.quote_id, patch, now);
  });
  return view;
}
