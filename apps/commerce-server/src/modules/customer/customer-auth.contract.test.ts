import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { data, firstError, registerCustomer, signIn } from '../../testing/shop-flows.ts';
import type { ShopClient } from '../../testing/shop-test-server.ts';
import { describeShop } from '../../testing/shop-test-server.ts';

const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const NOT_AUTHORIZED = "The current customer isn't authorized.";
const TOKEN =
  'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }';

const whoAmI = (client: ShopClient) =>
  client.gql<{ customer: { email: string } | null }>('query { customer { email firstname } }');

describeShop('customer sign-in and tokens', (server) => {
  it('U1 locks an account for 10 minutes after 10 wrong passwords, even against the right one', async () => {
    const { email, password } = await registerCustomer(server().client());
    const client = server().client();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(
        firstError(await client.gql(TOKEN, { e: email, p: `Wrong-Password-${attempt}` })),
      ).toEqual({ message: SIGN_IN_FAILED, category: 'graphql-authentication' });
    }
    expect(firstError(await client.gql(TOKEN, { e: email, p: password }))?.message).toBe(
      SIGN_IN_FAILED,
    );
    server().clock.advance(10 * 60_000 + 1000);
    expect(await signIn(client, email, password)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await server().db.query<{ failures_num: number; lock_expires: Date | null }>(
      'SELECT failures_num, lock_expires FROM customer WHERE lower(email) = lower($1)',
      [email],
    );
    expect(rows[0]).toEqual({ failures_num: 0, lock_expires: null });
  });

  it('U2 answers an unknown e-mail exactly like a wrong password', async () => {
    const { email } = await registerCustomer(server().client());
    const client = server().client();
    const unknown = await client.gql(TOKEN, {
      e: `nobody-${randomUUID()}@example.com`,
      p: 'Whatever-Password-1',
    });
    const wrong = await client.gql(TOKEN, { e: email, p: 'Whatever-Password-1' });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('A4 issues random tokens stored only as hashes, alive until the configured lifetime', async () => {
    const { email, token, client } = await registerCustomer(server().client());
    const stored = await server().db.query<{
      token_hash: string;
      expires_at: Date;
      created_at: Date;
    }>(
      'SELECT t.token_hash, t.expires_at, t.created_at FROM customer_token t JOIN customer c USING (customer_id) WHERE lower(c.email) = lower($1)',
      [email],
    );
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    expect(stored[0]?.token_hash).toMatch(/^[a-f0-9]{64}$/);
    // the store's token lifetime: 1200 s.
    expect((stored[0]?.expires_at.getTime() ?? 0) - (stored[0]?.created_at.getTime() ?? 0)).toBe(
      1200_000,
    );
    expect(data(await whoAmI(client)).customer?.email).toBe(email);
    server().clock.advance(1199_000);
    expect(data(await whoAmI(client)).customer?.email).toBe(email);
    server().clock.advance(2000);
    const expired = await whoAmI(client);
    expect(expired.status).toBe(200);
    expect(firstError(expired)).toEqual({
      message: NOT_AUTHORIZED,
      category: 'graphql-authorization',
    });
  });

  it('A4 refuses missing, revoked, deactivated, altered and forged tokens with one generic error, never a 500', async () => {
    const first = await registerCustomer(server().client());
    const tokens = [
      undefined,
      '',
      'null',
      `${first.token.slice(0, -1)}${first.token.endsWith('A') ? 'B' : 'A'}`,
      'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJ1aWQiOjEsInV0eXBpZCI6MywiZXhwIjo5OTk5OTk5OTk5fQ.',
      'x'.repeat(500),
      "' OR 1=1 --",
    ];
    for (const token of tokens) {
      const answer = await whoAmI(server().client({ ...(token === undefined ? {} : { token }) }));
      expect(answer.status, String(token)).toBe(200);
      expect(firstError(answer), String(token)).toEqual({
        message: NOT_AUTHORIZED,
        category: 'graphql-authorization',
      });
    }
    expect(
      data(
        await first.client.gql<{ revokeCustomerToken: { result: boolean } }>(
          'mutation { revokeCustomerToken { result } }',
        ),
      ).revokeCustomerToken.result,
    ).toBe(true);
    expect(firstError(await whoAmI(first.client))?.message).toBe(NOT_AUTHORIZED);
    const second = await registerCustomer(server().client());
    await server().db.query(
      'UPDATE customer SET is_active = false WHERE lower(email) = lower($1)',
      [second.email],
    );
    expect(firstError(await whoAmI(second.client))?.message).toBe(NOT_AUTHORIZED);
    expect(
      firstError(await second.client.gql(TOKEN, { e: second.email, p: second.password }))?.message,
    ).toBe(SIGN_IN_FAILED);
  });

  it('U4 ends every other session when the password changes, keeping the current one', async () => {
    const { email, password, client } = await registerCustomer(server().client());
    const other = server().client({ token: await signIn(server().client(), email, password) });
    const change =
      'mutation($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { email } }';
    expect(
      firstError(await client.gql(change, { c: 'Not-The-Password-1', n: 'Verveine-Soleil-77' }))
        ?.message,
    ).toBe(SIGN_IN_FAILED);
    expect(firstError(await client.gql(change, { c: password, n: 'short' }))?.message).toBe(
      'The password needs at least 10 characters. Create a new password and try again.',
    );
    expect(data(await client.gql(change, { c: password, n: 'Verveine-Soleil-77' }))).toEqual({
      changeCustomerPassword: { email },
    });
    expect(data(await whoAmI(client)).customer?.email).toBe(email);
    expect(firstError(await whoAmI(other))?.message).toBe(NOT_AUTHORIZED);
    expect(await signIn(server().client(), email, 'Verveine-Soleil-77')).toHaveLength(43);
  });

  it('U6 keeps passwords and tokens out of the logs', async () => {
    const { password, token } = await registerCustomer(server().client());
    const text = JSON.stringify(server().logs);
    expect(text).not.toContain(password);
    expect(text).not.toContain(token);
  });
});

describeShop(
  'customer token lifetime from the environment',
  (server) => {
    it('reports CUSTOMER_TOKEN_LIFETIME_SECONDS in storeConfig and expires tokens after it, in real time', async () => {
      const config = data(
        await server().client().gql<{
          storeConfig: { customer_access_token_lifetime: number };
        }>('{ storeConfig { customer_access_token_lifetime } }'),
      );
      // Magento's field is in hours: 2 s is 0.000556 h, which the storefront turns back into 2 s.
      expect(config.storeConfig).toEqual({ customer_access_token_lifetime: 0.000556 });
      const { client } = await registerCustomer(server().client());
      expect(firstError(await whoAmI(client))).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 2300));
      expect(firstError(await whoAmI(client))?.message).toBe(NOT_AUTHORIZED);
    });
  },
  { env: { CUSTOMER_TOKEN_LIFETIME_SECONDS: '2' }, backends: ['pglite'] },
);

describeShop(
  'password storage at production cost',
  (server) => {
    it('U2 U6 stores scrypt N=2^17 with a per-user salt, and answers unknown e-mails as slowly as wrong passwords', async () => {
      const first = await registerCustomer(server().client());
      const rows = await server().db.query<{ password_hash: string }>(
        'SELECT password_hash FROM customer WHERE lower(email) = lower($1) OR email = $2 ORDER BY customer_id',
        [first.email, 'camille.martin@orsalis.example'],
      );
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row.password_hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
      expect(rows[0]?.password_hash.split('$')[3]).not.toBe(rows[1]?.password_hash.split('$')[3]);
      const client = server().client();
      const time = async (email: string) => {
        const started = performance.now();
        await client.gql(TOKEN, { e: email, p: 'Not-The-Password-9' });
        return performance.now() - started;
      };
      // Interleaved pairs, so a busy machine slows both sides alike. Skipping scrypt for unknown
      // e-mails would make them ~100 times faster; both sides doing one scrypt keeps them within
      // a small factor whatever the load (a fixed 50 ms bound is not measurable on a shared CI box).
      const wrong: number[] = [];
      const unknown: number[] = [];
      for (let round = 0; round < 5; round += 1) {
        wrong.push(await time(first.email));
        unknown.push(await time(`nobody-${randomUUID()}@example.com`));
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] ?? 0;
      expect(median(wrong)).toBeGreaterThan(20);
      expect(median(unknown) / median(wrong)).toBeGreaterThan(0.5);
      expect(median(unknown) / median(wrong)).toBeLessThan(2);
    }, 60_000);
  },
  { env: { PASSWORD_SCRYPT_N: '131072' }, backends: ['pglite'] },
);
