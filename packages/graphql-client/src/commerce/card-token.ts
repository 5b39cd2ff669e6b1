/**
 * The card component's call to the test payment provider (`POST /payment/v1/card-tokens` on the
 * commerce server): card fields in, a one-time token out. Only the token and the last four digits
 * ever reach the shop (reliability §4). The call is made without cookies or the customer token —
 * the provider authenticates the shop by its public client key.
 */
import type { CommerceResult } from '@vitrine/commerce-primitives';

/** The card fields the card form collects. */
export interface CardFields {
  number: string;
  expiryMonth: string | number;
  expiryYear: string | number;
  cvc: string;
  holderName?: string;
}

/** A tokenised card. */
export interface CardToken {
  /** One-time token (`tok_…`) for `submitPayment`. */
  token: string;
  brand: string;
  lastFour: string;
}

/** Options of {@link tokenizeCard}. */
export interface TokenizeCardOptions {
  /** The provider's card endpoint, e.g. `${backendUrl}/payment/v1/card-tokens`. */
  endpoint: string;
  /** The shop's public client key (store config `payment_client_key_test` or `_live`). */
  clientKey: string;
  /** @defaultValue `globalThis.fetch` */
  fetch?: typeof fetch;
}

/** The provider's answer: its JSON body on success, or the typed error of a refusal. */
async function postToProvider<T extends { token?: string }>(
  options: TokenizeCardOptions,
  body: unknown,
): Promise<CommerceResult<{ body: T & { token: string } }>> {
  let response: Response;
  try {
    response = await (options.fetch ?? globalThis.fetch)(options.endpoint, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json', 'x-client-key': options.clientKey },
      body: JSON.stringify(body),
    });
  } catch (error) {
    return {
      ok: false,
      error: { code: 'network', message: error instanceof Error ? error.message : String(error) },
    };
  }
  const answer = (await response.json().catch(() => null)) as
    (T & { error?: { message?: string; fields?: Record<string, string> } }) | null;
  if (response.ok && answer?.token) {
    return { ok: true, body: answer as T & { token: string } };
  }
  const message = answer?.error?.message ?? response.statusText ?? `HTTP ${response.status}`;
  if (response.status === 401 || response.status === 403)
    return { ok: false, error: { code: 'unauthorised', message } };
  if (response.status >= 500 || response.status === 429)
    return { ok: false, error: { code: 'network', message } };
  const fields = Object.values(answer?.error?.fields ?? {});
  return { ok: false, error: { code: 'user', messages: fields.length > 0 ? fields : [message] } };
}

/**
 * Tokenises a card. Invalid fields answer a `user` error listing the provider's messages; a refused
 * client key answers `unauthorised`.
 */
export async function tokenizeCard(
  options: TokenizeCardOptions,
  card: CardFields,
): Promise<CommerceResult<CardToken>> {
  const result = await postToProvider<{ token?: string; brand?: string; lastFour?: string }>(
    options,
    card,
  );
  if (!result.ok) return result;
  const { token, brand, lastFour } = result.body;
  return { ok: true, token, brand: brand ?? '', lastFour: lastFour ?? '' };
}

/**
 * Tokenises a saved card's security code, when the provider asks for it again (store config
 * `payment_saved_card_cvc`): `POST /payment/v1/security-codes` with the code and the card's
 * public hash; the one-time token (`cvc_…`) goes in `vitrine_card_vault.security_code_token`.
 * Errors as {@link tokenizeCard}'s.
 */
export async function tokenizeSecurityCode(
  options: TokenizeCardOptions,
  input: { publicHash: string; securityCode: string },
): Promise<CommerceResult<{ token: string }>> {
  const result = await postToProvider(options, {
    cvc: input.securityCode,
    publicHash: input.publicHash,
  });
  return result.ok ? { ok: true, token: result.body.token } : result;
}
