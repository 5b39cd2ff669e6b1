import { describe, expect, it } from 'vitest';
import {
  SIGNED_IN_ROUTES,
  requiresSignIn,
  resolveRouteAccess,
  returnPathAfterSignIn,
  signInUrlFor,
} from './signed-in-routes.ts';

describe('signed-in routes', () => {
  it.each([
    '/customer/account/edit/',
    '/gdpr-request/type/export/code/a1b2c3',
    '/customer/account/',
    '/order-history',
    '/wishlist',
    '/saved-payments',
    '/subscriptions',
    '/communications',
    '/address-book',
    '/account-information',
  ])('%s needs sign-in', (path) => {
    expect(requiresSignIn(path)).toBe(true);
  });

  it.each([
    '/',
    '/checkout',
    '/cart',
    '/sign-in',
    '/create-account',
    '/customer/account/createPassword',
    '/contact-us',
    '/wishlist/',
    '/order-history/123',
    '/customer/account',
    '/gdpr-request/type/export/code/',
    '/gdpr-request/type/export/code/a/b',
    '/vitamines.html',
  ])('%s is open (paths match exactly)', (path) => {
    expect(requiresSignIn(path)).toBe(false);
  });

  it('lists the nine routes of the spec table and « Mes abonnements » (issue 22)', () => {
    expect(SIGNED_IN_ROUTES).toHaveLength(10);
  });
});

describe('route access', () => {
  it('sends a signed-out visitor to /sign-in, remembering the path and query', () => {
    expect(
      resolveRouteAccess({ pathname: '/order-history', search: '?page=2', isSignedIn: false }),
    ).toEqual({ kind: 'redirect', to: '/sign-in?returnTo=%2Forder-history%3Fpage%3D2' });
  });

  it('lets a signed-in customer through', () => {
    expect(resolveRouteAccess({ pathname: '/wishlist', isSignedIn: true })).toEqual({
      kind: 'allow',
    });
  });

  it('lets anyone through an open route', () => {
    expect(resolveRouteAccess({ pathname: '/cart', isSignedIn: false })).toEqual({ kind: 'allow' });
  });
});

describe('restoring the originating path', () => {
  it('returns the remembered path once signed in', () => {
    const url = new URL(signInUrlFor('/wishlist', 'sort=name'), 'https://orsalis.fr');
    expect(returnPathAfterSignIn(url.search)).toBe('/wishlist?sort=name');
  });

  it('falls back without a remembered path', () => {
    expect(returnPathAfterSignIn('')).toBe('/');
    expect(returnPathAfterSignIn(new URLSearchParams(), '/order-history')).toBe('/order-history');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/wishlist',
    '/\\evil.example',
    'javascript:alert(1)',
    'wishlist',
    '/sign-in',
    '/sign-in?returnTo=%2Fwishlist',
    '/\tevil',
  ])('refuses %j, which would leave the site or loop', (path) => {
    const search = new URLSearchParams({ returnTo: path });
    expect(returnPathAfterSignIn(search)).toBe('/');
  });
});
