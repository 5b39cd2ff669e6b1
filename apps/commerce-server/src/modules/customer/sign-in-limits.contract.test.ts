import { randomUUID } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import { data, firstError, registerCustomer } from '../../testing/shop-flows.ts';
import { describeShop } from '../../testing/shop-test-server.ts';
import { passwordHashQueue } from '../platform/index.ts';
import { SIGN_IN_FAILED, SIGN_IN_THROTTLED } from './sign-in.service.ts';

const signIn = (email: string, password: string, alias = 'a') =>
  `${alias}: generateCustomerToken(email: "${email}", password: "${password}") { token }`;

describeShop('expensive mutations and sign-in limits', (server) => {
  it('G3 rejects two expensive mutations in one request (aliased, side by side, through fragments) before any password is hashed', async () => {
    const { email, password } = await registerCustomer(server().client());
    const hashes = vi.spyOn(passwordHashQueue, 'run');
    const documents = [
      `mutation { ${signIn(email, password, 'a')} ${signIn(email, 'Guess-2', 'b')} }`,
      `mutation { ${signIn(email, password)} requestPasswordResetEmail(email: "${email}") }`,
      `mutation { ${signIn(email, password)} createCustomerV2(input: { email: "x-${randomUUID()}@example.com", firstname: "A", lastname: "B", password: "Camomille-Lune-2026" }) { customer { email } } }`,
      `mutation { ...Twice } fragment Twice on Mutation { ${signIn(email, password, 'a')} ... on Mutation { ${signIn(email, 'Guess-3', 'b')} } }`,
      `mutation { ...One ...One } fragment One on Mutation { ${signIn(email, password)} }`,
    ];
    for (const document of documents) {
      const answer = await server().client().gql(document);
      expect(firstError(answer)?.message, document).toMatch(
        /^Only 1 of generateCustomerToken, .* may be sent per request, but the operation has 2 /,
      );
    }
    expect(hashes).not.toHaveBeenCalled();
    // One per request is the normal case, and cheap mutations may go beside it.
    const single = await server()
      .client()
      .gql<{
        a: { token: string };
      }>(`mutation { ${signIn(email, password)} revokeCustomerToken { result } }`);
    expect(firstError(single)?.message).toBe("The current customer isn't authorized.");
    expect(hashes).toHaveBeenCalled();
    const alone = await server()
      .client()
      .gql<{ a: { token: string } }>(`mutation { ${signIn(email, password)} }`);
    expect(data(alone).a.token).toHaveLength(43);
    hashes.mockRestore();
  });

  it('limits failed sign-ins per client address (20 in 10 minutes) before hashing, beside the per-account lockout', async () => {
    const attacker = server().client();
    const { email, password } = await registerCustomer(server().client());
    // Twenty wrong guesses spread over unknown e-mails: no account is locked by them.
    for (let index = 0; index < 20; index += 1) {
      const answer = await attacker.gql(
        `mutation { ${signIn(`nobody-${index}-${randomUUID()}@example.com`, 'Guess-1234')} }`,
      );
      expect(firstError(answer)?.message).toBe(SIGN_IN_FAILED);
    }
    const hashes = vi.spyOn(passwordHashQueue, 'run');
    const throttled = await attacker.gql(`mutation { ${signIn(email, password)} }`);
    expect(throttled.status).toBe(429);
    expect(firstError(throttled)?.message).toBe(SIGN_IN_THROTTLED);
    expect(hashes).not.toHaveBeenCalled();
    hashes.mockRestore();
    // Another shopper's address is not slowed down, and the account is not locked.
    const other = await server()
      .client()
      .gql<{ a: { token: string } }>(`mutation { ${signIn(email, password)} }`);
    expect(data(other).a.token).toHaveLength(43);
    // The window passes: the address may try again.
    server().clock.advance(10 * 60_000 + 1000);
    expect(
      data(await attacker.gql<{ a: { token: string } }>(`mutation { ${signIn(email, password)} }`))
        .a.token,
    ).toHaveLength(43);
  });
});
