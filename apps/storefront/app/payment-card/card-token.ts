import type { CommerceError } from '@vitrine/commerce-primitives';
import type { CardEntry, CardTokenResult } from '@vitrine/checkout-machine';
import { tokenizeCard, tokenizeSecurityCode } from '@vitrine/graphql-client';
import type { MessageDescriptor } from '@vitrine/validation';
import { withValues } from '@vitrine/validation';
import { cvcLength, toProviderFields } from './card-fields.ts';
import type { CardField, CardFormValues } from './card-fields.ts';
import { cardMessages } from './card.messages.ts';

/**
 * The payment provider's card endpoint. The browser reaches it on the shop's own origin (the
 * storefront server forwards `/payment/` to the provider, decision 081), so no other origin
 * needs to be allowed and no card number goes anywhere but to the provider.
 */
export const CARD_TOKEN_ENDPOINT = '/payment/v1/card-tokens';

/** The provider's endpoint for a saved card's security code, on the shop's origin likewise. */
export const SECURITY_CODE_ENDPOINT = '/payment/v1/security-codes';

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

/** The card form's values as the payment session hands them back (its card entry). */
export function cardFormValuesOf(card: CardEntry): CardFormValues {
  return {
    number: card['number'] ?? '',
    expiry: card['expiry'] ?? '',
    cvc: card['cvc'] ?? '',
    holderName: card['holderName'] ?? '',
  };
}

/**
 * Sends the card fields to the provider with the store's public client key and answers its
 * one-time token (a token pays once), or what to tell the shopper. The payment session calls it
 * (its `tokeniseCard` actor, through the shop system).
 */
export async function tokeniseCard(
  card: CardEntry,
  clientKey: string | null,
): Promise<CardTokenResult> {
  const values = cardFormValuesOf(card);
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

/**
 * Sends a saved card's security code to the provider, which asks for it again, and answers its
 * one-time token, or what to tell the shopper (its verdict under the code's field).
 */
export async function tokeniseSecurityCode(
  input: { publicHash: string; securityCode: string },
  clientKey: string | null,
): Promise<CardTokenResult> {
  const values = { number: '', expiry: '', cvc: input.securityCode, holderName: '' };
  const problem = (error: CommerceError): CardTokenResult => {
    const result = failure(error, values);
    // The form checked the code's length: the provider refused the code itself.
    return result.ok || !('cvc' in result.fields)
      ? result
      : { ...result, fields: { cvc: cardMessages.savedCardCodeRefused } };
  };
  if (!clientKey) return problem({ code: 'network', message: 'No client key' });
  const result = await tokenizeSecurityCode(
    { endpoint: SECURITY_CODE_ENDPOINT, clientKey },
    { publicHash: input.publicHash, securityCode: input.securityCode.trim() },
  );
  return result.ok ? { ok: true, data: { token: result.token } } : problem(result.error);
}
