import { describe, expect, it } from 'vitest';
import { tokenTtlFromStoreConfig } from './token-ttl.ts';

describe('tokenTtlFromStoreConfig', () => {
  it('is 3600 s until store config is loaded', () => {
    expect(tokenTtlFromStoreConfig(undefined)).toBe(3600);
    expect(tokenTtlFromStoreConfig({})).toBe(3600);
    expect(tokenTtlFromStoreConfig({ customer_access_token_lifetime: null })).toBe(3600);
  });

  it("converts Magento's customer_access_token_lifetime from hours to seconds", () => {
    // Magento's default: 1 hour.
    expect(tokenTtlFromStoreConfig({ customer_access_token_lifetime: 1 })).toBe(3600);
    expect(tokenTtlFromStoreConfig({ customer_access_token_lifetime: 0.25 })).toBe(900);
    expect(tokenTtlFromStoreConfig({ customer_access_token_lifetime: 24 })).toBe(86_400);
    // A Float sent as a string, and a lifetime of 20 minutes (1200 s).
    expect(tokenTtlFromStoreConfig({ customer_access_token_lifetime: '2' })).toBe(7200);
    expect(tokenTtlFromStoreConfig({ customer_access_token_lifetime: 1 / 3 })).toBe(1200);
  });

  it('rounds a lifetime given in fractions of an hour to the second', () => {
    expect(tokenTtlFromStoreConfig({ customer_access_token_lifetime: 15 / 3600 })).toBe(15);
    expect(tokenTtlFromStoreConfig({ customer_access_token_lifetime: 0.004 })).toBe(14);
  });

  it('ignores zero, negative, malformed and sub-second values', () => {
    expect(tokenTtlFromStoreConfig({ customer_access_token_lifetime: 0 })).toBe(3600);
    expect(tokenTtlFromStoreConfig({ customer_access_token_lifetime: -5 })).toBe(3600);
    expect(tokenTtlFromStoreConfig({ customer_access_token_lifetime: 'one' })).toBe(3600);
    expect(tokenTtlFromStoreConfig({ customer_access_token_lifetime: 0.0001 })).toBe(3600);
  });
});
