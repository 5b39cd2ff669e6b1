import { describe, expect, it } from 'vitest';
import { canonicalAccountPath, isSignedInPath } from './account-paths.ts';
import { ACCOUNT_PAGES } from './account-pages.ts';

describe('the spec’s signed-in paths', () => {
  it('adds the slash the spec’s path has', () => {
    expect(canonicalAccountPath('/customer/account')).toBe('/customer/account/');
    expect(canonicalAccountPath('/customer/account/edit')).toBe('/customer/account/edit/');
  });

  it('leaves every other path as it is', () => {
    expect(canonicalAccountPath('/wishlist')).toBe('/wishlist');
    expect(canonicalAccountPath('/cart')).toBe('/cart');
    expect(canonicalAccountPath('/customer/account/')).toBe('/customer/account/');
  });

  it('knows a signed-in page with or without its slash, and nothing else', () => {
    expect(isSignedInPath('/customer/account')).toBe(true);
    expect(isSignedInPath('/gdpr-request/type/export/code/abc')).toBe(true);
    expect(isSignedInPath('/sign-in')).toBe(false);
    expect(isSignedInPath('/Wishlist')).toBe(false);
  });
});

describe('the account navigation', () => {
  const current = (pathname: string) =>
    ACCOUNT_PAGES.filter((page) => page.shows(pathname)).map((page) => page.path);

  it('marks the page of each alias of spec §2', () => {
    expect(current('/customer/account/')).toEqual(['/order-history']);
    expect(current('/customer/account/edit/')).toEqual(['/account-information']);
    expect(current('/gdpr-request/type/erase/code/0123')).toEqual(['/account-information']);
    expect(current('/wishlist')).toEqual(['/wishlist']);
  });

  it('lists every signed-in page of spec §2 once', () => {
    for (const page of ACCOUNT_PAGES) expect(isSignedInPath(page.path)).toBe(true);
    expect(new Set(ACCOUNT_PAGES.map((page) => page.path)).size).toBe(ACCOUNT_PAGES.length);
  });
});
