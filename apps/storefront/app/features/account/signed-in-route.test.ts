// @vitest-environment jsdom
import { SIGNIN_TOKEN_STORAGE_KEY } from '@vitrine/session';
import { afterEach, describe, expect, it } from 'vitest';
import { requireSignedIn } from './signed-in-route.ts';

function redirectOf(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

const request = (path: string) => new Request(`https://shop.test${path}`);

function storeToken(timeStored: number, ttl: number) {
  window.localStorage.setItem(
    SIGNIN_TOKEN_STORAGE_KEY,
    JSON.stringify({ value: 'token-1', timeStored, ttl }),
  );
}

afterEach(() => window.localStorage.clear());

describe('the signed-in route rule in the browser', () => {
  it('sends a signed-out visitor to sign in with the origin and its query remembered', () => {
    expect(redirectOf(() => requireSignedIn(request('/order-history?page=2')))).toBe(
      '/sign-in?returnTo=%2Forder-history%3Fpage%3D2',
    );
  });

  it('lets a signed-in customer stay', () => {
    storeToken(Date.now(), 3600);
    expect(redirectOf(() => requireSignedIn(request('/wishlist')))).toBeNull();
  });

  it('treats an expired token as signed out', () => {
    storeToken(Date.now() - 3_601_000, 3600);
    expect(redirectOf(() => requireSignedIn(request('/wishlist')))).toBe(
      '/sign-in?returnTo=%2Fwishlist',
    );
  });

  it('moves a path without its slash to the spec’s path first', () => {
    storeToken(Date.now(), 3600);
    expect(redirectOf(() => requireSignedIn(request('/customer/account?x=1')))).toBe(
      '/customer/account/?x=1',
    );
  });
});
