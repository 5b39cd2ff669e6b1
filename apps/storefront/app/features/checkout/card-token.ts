import type { CommerceError } from '@vitrine/commerce-primitives';
import type { CardPaymentData } from '@vitrine/checkout-machine';
import { GetCardPaymentConfig, runQuery, tokenizeCard } from '@vitrine/graphql-client';
import type { MessageDescriptor } from '@vitrine/validation';
import { withValues } from '@vitrine/validation';
import type { ShopRuntime } from '../runtime/runtime.client.ts';
import { cvcLength, toProviderFields } from './card-fields.ts';
import type { CardField, CardFormValues } from './card-fields.ts';
import { cardMessages } from './card.messages.ts';

/**
 * The payment provider's card endpoint. The browser reaches it on the shop's own origin (the
 * storefront server forwards `/payment/` to the provider, decision 081), so no other origin
 * needs to be allowed and no card number goes anywhere but to the provider.
 */
export const CARD_TOKEN_ENDPOINT = '/payment/v1/card-tokens';

/** What tokenising the card gave: the one-time token, or what to tell the shopper. */
export type CardTokenResult =
  | { readonly ok: true; readonly data: CardPaymentData }
  | {
      readonly ok: false;
      readonly message: MessageDescriptor;
      readonly fields: Partial<Record<CardField, MessageDescriptor>>;
    };

// The public client key of the store, read once per page. It is the `card-payment` extension's:
// the card is offered only when the backend offers that extension (payment-methods.ts).
const clientKeys = new WeakMap<ShopRuntime, Promise<string | null>>();

function clientKeyOf(runtime: ShopRuntime): Promise<string | null> {
  let key = clientKeys.get(runtime);
  if (!key) {
    key = runQuery(runtime.shop, GetCardPaymentConfig, {}).then((result) => {
      if (!result.ok) return null;
      const config = result.data.storeConfig;
      return (
        (config?.payment_environment === 'live'
          ? config.payment_client_key_live
          : config?.payment_client_key_test) ?? null
      );
    });
    // A failed read is asked again at the next attempt.
    key.then(
      (value) => {
        if (value === null) clientKeys.delete(runtime);
      },
      () => clientKeys.delete(runtime),
    );
    clientKeys.set(runtime, key);
  }
  return key;
}

/**
 * The provider's field messages (English, from its checks) as the form's own, so the shopper
 * reads them in French under the right field.
 */
export function fieldProblems(
  error: CommerceError,
  values: CardFormValues,
): Partial<Record<CardField, MessageDescriptor>> {
  if (error.code !== 'user') return {};
  const fields: Partial<Record<CardField, MessageDescriptor>> = {};
  for (const text of error.messages) {
    if (/card number/i.test(text)) fields.number = cardMessages.numberInvalid;
    else if (/expiry/i.test(text)) fields.expiry = cardMessages.expiryInvalid;
    else if (/security code/i.test(text)) {
      fields.cvc = withValues(cardMessages.cvcInvalid, { length: cvcLength(values.number) });
    } else if (/cardholder/i.test(text)) fields.holderName = cardMessages.holderInvalid;
  }
  return fields;
}

function failure(error: CommerceError, values: CardFormValues): CardTokenResult {
  const text = error.code === 'user' ? error.messages.join(' ') : error.message;
  return {
    ok: false,
    message: /too many/i.test(text) ? cardMessages.tooManyAttempts : cardMessages.tokenFailed,
    fields: fieldProblems(error, values),
  };
}

/** Sends the card fields to the provider and answers its one-time token (a token pays once). */
export async function tokeniseCard(
  runtime: ShopRuntime,
  values: CardFormValues,
): Promise<CardTokenResult> {
  const clientKey = await clientKeyOf(runtime);
  if (!clientKey) return failure({ code: 'network', message: 'No client key' }, values);
  const result = await tokenizeCard(
    { endpoint: CARD_TOKEN_ENDPOINT, clientKey },
    toProviderFields(values),
  );
  if (!result.ok) return failure(result.error, values);
  const holderName = values.holderName.trim();
  return {
    ok: true,
    data: {
      token: result.token,
      ...(result.lastFour ? { lastFour: result.lastFour } : {}),
      ...(holderName ? { holderName } : {}),
    },
  };
}
