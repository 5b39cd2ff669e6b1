import { describe, expect, it, vi } from 'vitest';
import { createShopClient } from '../client/create-shop-client.ts';
import { createFakeBackend } from '../testing/fake-backend.ts';
import type { FakeBackendHandlers } from '../testing/fake-backend.ts';
import {
  createAccount,
  getCustomer,
  requestPasswordReset,
  resetPassword,
  setFavoriteStore,
  signIn,
  signOut,
} from './customer.commerce.ts';

function shopWith(handlers: FakeBackendHandlers, token: string | null = 'stored-token') {
  const backend = createFakeBackend(handlers);
  const shop = createShopClient({
    backendUrl: 'http://backend.test',
    fetch: backend.fetch,
    getToken: () => token,
    log: vi.fn(),
  });
  return { shop, backend };
}

const customer = {
  email: 'camille@example.fr',
  firstname: 'Camille',
  lastname: 'Martin',
  is_subscribed: false,
};

describe('customer commerce functions', () => {
  it('signs in as a guest request and answers the token', async () => {
    const { shop, backend } = shopWith({
      graphql: { SignIn: () => ({ data: { generateCustomerToken: { token: 'new-token' } } }) },
    });
    expect(await signIn(shop, { email: 'camille@example.fr', password: 'Secret-pass1' })).toEqual({
      ok: true,
      token: 'new-token',
    });
    // A stale stored token must not ride along with the sign-in.
    expect(backend.requests[0]!.headers.get('authorization')).toBe('');
  });

  it('sends the entry forms’ anti-bot token and honeypot with their mutation, and nothing else', async () => {
    const { shop, backend } = shopWith({
      graphql: {
        SignIn: () => ({ data: { generateCustomerToken: { token: 'new-token' } } }),
        CreateAccount: () => ({ data: { createCustomerV2: { customer } } }),
        RequestPasswordResetEmail: () => ({ data: { requestPasswordResetEmail: true } }),
      },
    });
    await signIn(
      shop,
      { email: 'camille@example.fr', password: 'Secret-pass1' },
      { antiBot: { token: 'tok', action: 'signIn' }, honeypot: '' },
    );
    await createAccount(
      shop,
      { email: 'camille@example.fr', firstname: 'C', lastname: 'M', password: 'Secret-pass1' },
      { honeypot: 'https://spam.example' },
    );
    await requestPasswordReset(shop, { email: 'camille@example.fr' });
    const headers = backend.requests.map((request) => ({
      recaptcha: request.headers.get('x-recaptcha'),
      action: request.headers.get('x-recaptcha-action'),
      honeypot: request.headers.get('x-vitrine-honeypot'),
      authorization: request.headers.get('authorization'),
    }));
    expect(headers).toEqual([
      { recaptcha: 'tok', action: 'signIn', honeypot: '', authorization: '' },
      { recaptcha: null, action: null, honeypot: 'https://spam.example', authorization: '' },
      { recaptcha: null, action: null, honeypot: null, authorization: '' },
    ]);
  });

  it('reports wrong credentials as unauthorised', async () => {
    const message =
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
    const { shop } = shopWith({
      graphql: {
        SignIn: () => ({
          data: { generateCustomerToken: null },
          errors: [{ message, extensions: { category: 'graphql-authentication' } }],
        }),
      },
    });
    expect(await signIn(shop, { email: 'x@y.fr', password: 'nope' })).toEqual({
      ok: false,
      error: { code: 'unauthorised', message },
    });
  });

  it('revokes the given token and reads the customer with the given token', async () => {
    const { shop, backend } = shopWith({
      graphql: {
        SignOut: () => ({ data: { revokeCustomerToken: { result: true } } }),
        GetCustomer: () => ({ data: { customer } }),
      },
    });
    expect(await signOut(shop, { token: 'tok-a' })).toEqual({ ok: true, revoked: true });
    expect(await getCustomer(shop, { token: 'tok-b' })).toEqual({ ok: true, customer });
    expect(backend.requests.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer tok-a',
      'Bearer tok-b',
    ]);
  });

  it('never caches a customer read (another customer may sign in on the same page)', async () => {
    const { shop, backend } = shopWith({
      graphql: { GetCustomer: () => ({ data: { customer } }) },
    });
    await getCustomer(shop, { token: 'tok-a' });
    await getCustomer(shop, { token: 'tok-a' });
    expect(backend.requests).toHaveLength(2);
  });

  it('creates an account', async () => {
    const { shop, backend } = shopWith({
      graphql: { CreateAccount: () => ({ data: { createCustomerV2: { customer } } }) },
    });
    const input = {
      email: 'camille@example.fr',
      firstname: 'Camille',
      lastname: 'Martin',
      password: 'Secret-pass1',
    };
    expect(await createAccount(shop, input)).toEqual({ ok: true, customer });
    expect(backend.requests[0]!.body).toEqual({ input });
  });

  it('requests a password reset and resets the password', async () => {
    const { shop, backend } = shopWith({
      graphql: {
        RequestPasswordResetEmail: () => ({ data: { requestPasswordResetEmail: true } }),
        ResetPassword: () => ({ data: { resetPassword: true } }),
      },
    });
    expect(await requestPasswordReset(shop, { email: 'camille@example.fr' })).toEqual({
      ok: true,
      requested: true,
    });
    expect(
      await resetPassword(shop, {
        email: 'camille@example.fr',
        resetPasswordToken: 'rt',
        newPassword: 'New-pass-12',
      }),
    ).toEqual({ ok: true, reset: true });
    expect(backend.requests[1]!.body).toEqual({
      email: 'camille@example.fr',
      resetPasswordToken: 'rt',
      newPassword: 'New-pass-12',
    });
  });

  it('saves the favorite store for the signed-in customer', async () => {
    const { shop, backend } = shopWith({
      graphql: {
        SetFavoriteStore: () => ({
          data: { setFavoriteStore: { identifier: 'ORS006', name: 'Orsalis Lyon' } },
        }),
      },
    });
    expect(await setFavoriteStore(shop, { token: 'tok', identifier: 'ORS006' })).toEqual({
      ok: true,
      store: { identifier: 'ORS006', name: 'Orsalis Lyon' },
    });
    expect(backend.requests[0]!.headers.get('authorization')).toBe('Bearer tok');
  });
});
