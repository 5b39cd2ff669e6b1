import type { CardEntry, CardTokenResult } from '@vitrine/checkout-machine';

/** Card fields as the kiosk's card reader (or a test) hands them over. */
export type CardFields = {
  readonly number: string;
  readonly expiryMonth: string;
  readonly expiryYear: string;
  readonly cvc: string;
  readonly holderName?: string;
};

/** The provider's answer to a tokenisation. */
interface TokenAnswer {
  readonly token?: string;
  readonly lastFour?: string;
  readonly error?: { readonly message?: string };
}

const failed = (reason: string): CardTokenResult => ({
  ok: false,
  message: { id: 'kiosk.cardNotRead', defaultMessage: `Card tokenisation failed (${reason})` },
  fields: {},
});

/**
 * The kiosk's card terminal: it posts the card fields to the payment provider's card endpoint
 * (`POST /payment/v1/card-tokens`, the test provider of the commerce server) with the store's
 * public client key, and answers the one-time token — the payment session's tokeniser, the same
 * job the storefront's card component does in the browser. The card number goes nowhere else.
 */
export function createCardTerminal(options: { backendUrl: string; fetch?: typeof fetch }) {
  const fetchFn = options.fetch ?? globalThis.fetch;
  return async (card: CardEntry, clientKey: string | null): Promise<CardTokenResult> => {
    if (!clientKey) return failed('no client key');
    const response = await fetchFn(new URL('/payment/v1/card-tokens', options.backendUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Client-Key': clientKey },
      body: JSON.stringify(card),
    });
    const answer = (await response.json()) as TokenAnswer;
    if (!response.ok || !answer.token) {
      return failed(`${response.status}: ${answer.error?.message ?? 'no token'}`);
    }
    return {
      ok: true,
      data: { token: answer.token, ...(answer.lastFour ? { lastFour: answer.lastFour } : {}) },
    };
  };
}
