import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { data, firstError, registerCustomer, signIn } from '../../testing/shop-flows.ts';
import type { ShopClient } from '../../testing/shop-test-server.ts';
import { describeShop } from '../../testing/shop-test-server.ts';

const REQUEST = 'mutation($e: String!) { requestPasswordResetEmail(email: $e) }';
const RESET =
  'mutation($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }';

interface OutboxAnswer {
  items: Array<{ kind: string; to: string; subject: string; links: string[] }>;
}

/** The token of the newest reset link mailed to `email`, read from the development outbox. */
async function resetToken(client: ShopClient, email: string): Promise<string> {
  const outbox = await client.rest<OutboxAnswer>(
    'GET',
    `/dev/mail-outbox?to=${encodeURIComponent(email)}`,
  );
  const link = outbox.body.items
    .find((mail) => mail.kind === 'password_reset')
    ?.links.find((url) => url.includes('createPassword'));
  if (!link) throw new Error(`no reset mail for ${email}`);
  const url = new URL(link);
  expect(url.pathname).toBe('/customer/account/createPassword');
  expect(url.searchParams.get('email')).toBe(email);
  return url.searchParams.get('token') ?? '';
}

describeShop('password reset', (server) => {
  it('U2 answers the same for known and unknown e-mails and mails a link only to accounts', async () => {
    const { email } = await registerCustomer(server().client());
    const known = await server().client().gql(REQUEST, { e: email });
    const unknownEmail = `nobody-${randomUUID()}@example.com`;
    const unknown = await server().client().gql(REQUEST, { e: unknownEmail });
    expect(known.body).toEqual({ data: { requestPasswordResetEmail: true } });
    expect(unknown.body).toEqual(known.body);
    expect(
      (
        await server()
          .client()
          .rest<OutboxAnswer>('GET', `/dev/mail-outbox?to=${encodeURIComponent(unknownEmail)}`)
      ).body.items,
    ).toEqual([]);
    expect(await resetToken(server().client(), email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('U3 throttles password reset requests per e-mail (one per 10 minutes) and per IP (5 per hour), whether or not the account exists', async () => {
    const client = server().client();
    const { email } = await registerCustomer(server().client());
    expect(data(await client.gql(REQUEST, { e: email }))).toEqual({
      requestPasswordResetEmail: true,
    });
    const again = await client.gql(REQUEST, { e: email });
    expect(again.status).toBe(429);
    expect(firstError(again)?.message).toBe(
      'We received too many requests for password resets. Please wait and try again later or contact conseil@orsalis.example.',
    );
    const other = server().client();
    for (let index = 0; index < 5; index += 1)
      expect(
        data(await other.gql(REQUEST, { e: `unknown-${index}-${randomUUID()}@example.com` })),
      ).toEqual({ requestPasswordResetEmail: true });
    expect(
      firstError(await other.gql(REQUEST, { e: `unknown-6-${randomUUID()}@example.com` }))?.message,
    ).toBe(
      'Too many password reset requests. Please wait and try again or contact conseil@orsalis.example.',
    );
    server().clock.advance(10 * 60_000 + 1000);
    expect(data(await server().client().gql(REQUEST, { e: email }))).toEqual({
      requestPasswordResetEmail: true,
    });
  });

  it('U4 resets once with a 2-hour single-use token and ends every session', async () => {
    const { email, client } = await registerCustomer(server().client());
    data(await server().client().gql(REQUEST, { e: email }));
    const token = await resetToken(server().client(), email);
    const guest = server().client();
    expect(firstError(await guest.gql(RESET, { e: email, t: token, p: 'short' }))?.message).toBe(
      'The password needs at least 10 characters. Create a new password and try again.',
    );
    expect(
      firstError(await guest.gql(RESET, { e: `other-${email}`, t: token, p: 'Verveine-Soleil-77' }))
        ?.message,
    ).toBe('The password token is mismatched. Reset and try again.');
    expect(data(await guest.gql(RESET, { e: email, t: token, p: 'Verveine-Soleil-77' }))).toEqual({
      resetPassword: true,
    });
    expect(firstError(await client.gql('{ customer { email } }'))?.message).toBe(
      "The current customer isn't authorized.",
    );
    expect(
      firstError(await guest.gql(RESET, { e: email, t: token, p: 'Tilleul-Etoile-88' }))?.message,
    ).toBe('The password token is mismatched. Reset and try again.');
    expect(await signIn(guest, email, 'Verveine-Soleil-77')).toHaveLength(43);
  });

  it('U4 refuses an expired link', async () => {
    const { email } = await registerCustomer(server().client());
    data(await server().client().gql(REQUEST, { e: email }));
    const token = await resetToken(server().client(), email);
    server().clock.advance(2 * 3600_000 + 1000);
    expect(
      firstError(
        await server().client().gql(RESET, { e: email, t: token, p: 'Verveine-Soleil-77' }),
      )?.message,
    ).toBe('The password token is expired. Reset and try again.');
  });
});
