import { expect, it } from 'vitest';
import { data, registerCustomer, tokeniseCard } from '../../testing/shop-flows.ts';
import { describeShop } from '../../testing/shop-test-server.ts';
import {
  INVALID_FIELDS,
  savedCardSteps,
  securityCodes,
} from './saved-card-security-code.testing.ts';

describeShop('the provider’s security-code endpoint (payment_saved_card_cvc)', (server) => {
  const { savedCard, codeRow } = savedCardSteps(server);

  it('tells the storefront the seeded shop asks for the security code again', async () => {
    expect(
      data(
        await server()
          .client()
          .gql<{ storeConfig: { payment_saved_card_cvc: boolean } }>(
            '{ storeConfig { payment_saved_card_cvc } }',
          ),
      ).storeConfig.payment_saved_card_cvc,
    ).toBe(true);
  });

  it('tokenises a saved card’s code for the client key (3 digits, 4 for Amex), never storing the code nor telling which cards exist', async () => {
    const customer = await registerCustomer(server().client());
    const visa = await savedCard(customer.client);
    const amex = await savedCard(customer.client, '371449635398431');
    const client = server().client();
    const preflight = await client.rest('OPTIONS', '/payment/v1/security-codes');
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Client-Key');
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(await securityCodes(client, { cvc: '737', publicHash: visa }, {})).toMatchObject({
      status: 401,
      body: { error: { code: 'invalid_client_key', message: 'The client key is not valid.' } },
    });
    expect(
      await securityCodes(client, { cvc: '737', publicHash: visa }, { 'X-Client-Key': 'live_x' }),
    ).toMatchObject({ status: 401 });
    // Wrong lengths for the brand, no digits, an unknown or a deleted card: one same answer.
    const deleted = await savedCard(customer.client);
    data(
      await customer.client.gql(
        'mutation($h: String!) { deletePaymentToken(public_hash: $h) { result } }',
        { h: deleted },
      ),
    );
    for (const body of [
      { cvc: '73', publicHash: visa },
      { cvc: '7373', publicHash: visa },
      { cvc: '7a7', publicHash: visa },
      { cvc: '737', publicHash: amex },
      { cvc: '737', publicHash: `${visa}x` },
      { cvc: '737', publicHash: deleted },
      { cvc: '737' },
      { publicHash: visa },
    ]) {
      const refused = await securityCodes(client, body);
      expect({ body, status: refused.status, answer: refused.body }).toEqual({
        body,
        status: 422,
        answer: INVALID_FIELDS,
      });
    }
    expect((await securityCodes(client, 'not json')).status).toBe(400);
    const before = server().clock.now();
    const answer = await securityCodes(client, { cvc: '737', publicHash: visa });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(['expiresAt', 'token']);
    expect(answer.body.token).toMatch(/^cvc_[A-Za-z0-9_-]{32}$/);
    const lifetime = Date.parse(answer.body.expiresAt) - before;
    expect(lifetime).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(lifetime).toBeLessThanOrEqual(30 * 60_000 + 5000);
    const amexAnswer = await securityCodes(client, { cvc: '7373', publicHash: amex });
    expect(amexAnswer.status).toBe(201);
    // The row keeps the token's hash, the card, the expiry and whether it was used: not the code.
    const row = await codeRow(answer.body.token);
    expect(Object.keys(row ?? {}).sort()).toEqual([
      'created_at',
      'expires_at',
      'public_hash',
      'token_hash',
      'used_at',
    ]);
    expect(row).toMatchObject({ public_hash: visa, used_at: null });
    const values = Object.values(row ?? {}).map(String);
    expect(values).not.toContain('737');
    expect(values).not.toContain(answer.body.token);
    expect((await codeRow(amexAnswer.body.token))?.public_hash).toBe(amex);
    expect(JSON.stringify(server().logs)).not.toContain(answer.body.token);
  });

  it('limits security-code tokenisations per client address, apart from card tokens', async () => {
    const client = server().client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1)
      statuses.push((await securityCodes(client, { cvc: '737', publicHash: 'unknown' })).status);
    expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await securityCodes(client, { cvc: '737', publicHash: 'unknown' })).body).toEqual({
      error: {
        code: 'too_many_requests',
        message: 'Too many card attempts. Please wait and try again later.',
      },
    });
    // Its own bucket: the same address may still tokenise a card.
    await tokeniseCard(client, '4111111111111111');
  });
});
