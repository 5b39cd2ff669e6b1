import { describe, expect, it } from 'vitest';
import { tokenizeCard, tokenizeSecurityCode } from './card-token.ts';

const card = { number: '4111111111111111', expiryMonth: '03', expiryYear: '2030', cvc: '737' };

function answering(status: number, body: unknown, seen: RequestInit[] = []): typeof fetch {
  return (_input, init) => {
    seen.push(init ?? {});
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  };
}

describe('tokenizeCard', () => {
  it('sends the fields with the client key and no cookies, and answers the token', async () => {
    const seen: RequestInit[] = [];
    const result = await tokenizeCard(
      {
        endpoint: 'https://pay.test/payment/v1/card-tokens',
        clientKey: 'pk_test',
        fetch: answering(201, { token: 'tok_1', brand: 'VI', lastFour: '1111' }, seen),
      },
      card,
    );
    expect(result).toEqual({ ok: true, token: 'tok_1', brand: 'VI', lastFour: '1111' });
    expect(seen[0]!.credentials).toBe('omit');
    expect(seen[0]!.headers).toEqual({
      'content-type': 'application/json',
      'x-client-key': 'pk_test',
    });
  });

  it('answers field problems as user messages, a bad key as unauthorised, throttling as network', async () => {
    const endpoint = 'https://pay.test/payment/v1/card-tokens';
    expect(
      await tokenizeCard(
        {
          endpoint,
          clientKey: 'k',
          fetch: answering(422, {
            error: {
              message: 'The card details are not valid.',
              fields: { number: 'The card number is not valid.' },
            },
          }),
        },
        card,
      ),
    ).toEqual({ ok: false, error: { code: 'user', messages: ['The card number is not valid.'] } });
    expect(
      await tokenizeCard(
        {
          endpoint,
          clientKey: 'k',
          fetch: answering(401, { error: { message: 'The client key is not valid.' } }),
        },
        card,
      ),
    ).toEqual({
      ok: false,
      error: { code: 'unauthorised', message: 'The client key is not valid.' },
    });
    expect(
      (
        await tokenizeCard(
          {
            endpoint,
            clientKey: 'k',
            fetch: answering(429, { error: { message: 'Too many card attempts.' } }),
          },
          card,
        )
      ).ok,
    ).toBe(false);
    expect(
      await tokenizeCard(
        { endpoint, clientKey: 'k', fetch: () => Promise.reject(new TypeError('fetch failed')) },
        card,
      ),
    ).toEqual({ ok: false, error: { code: 'network', message: 'fetch failed' } });
  });
});

describe('tokenizeSecurityCode', () => {
  it('sends a saved card’s code with its public hash and the client key, and answers the token', async () => {
    const seen: RequestInit[] = [];
    const result = await tokenizeSecurityCode(
      {
        endpoint: 'https://pay.test/payment/v1/security-codes',
        clientKey: 'pk_test',
        fetch: answering(201, { token: 'cvc_1', expiresAt: '2026-11-27T20:00:00Z' }, seen),
      },
      { publicHash: 'hash-1', securityCode: '123' },
    );
    expect(result).toEqual({ ok: true, token: 'cvc_1' });
    expect(JSON.parse(seen[0]!.body as string)).toEqual({ cvc: '123', publicHash: 'hash-1' });
    expect(seen[0]!.credentials).toBe('omit');
  });

  it('answers the provider’s verdict on the code as a user message', async () => {
    expect(
      await tokenizeSecurityCode(
        {
          endpoint: 'https://pay.test/payment/v1/security-codes',
          clientKey: 'k',
          fetch: answering(422, {
            error: {
              message: 'The security code is not valid.',
              fields: { cvc: 'The security code is not valid.' },
            },
          }),
        },
        { publicHash: 'hash-1', securityCode: '12' },
      ),
    ).toEqual({
      ok: false,
      error: { code: 'user', messages: ['The security code is not valid.'] },
    });
  });
});
