import { describe, expect, it } from 'vitest';
import { tokenTtlFromStoreConfig } from './token-ttl.ts';

describe('tokenTtlFromStoreConfig', () => {
  it('is 3600 s until store config is loaded', () => {
    expect(tokenTtlFromStoreConfig(undefined)).toBe(3600);
    expect(tokenTtlFromStoreConfig({})).toBe(3600);
  });

  it('reads customer_token_expiration_time as seconds', () => {
    expect(tokenTtlFromStoreConfig({ customer_token_expiration_time: 1200 })).toBe(1200);
    expect(tokenTtlFromStoreConfig({ customer_token_expiration_time: '1200' })).toBe(1200);
  });

  it("falls back to Magento's customer_access_token_lifetime, in hours", () => {
    expect(tokenTtlFromStoreConfig({ customer_access_token_lifetime: 1 })).toBe(3600);
    expect(tokenTtlFromStoreConfig({ customer_access_token_lifetime: 0.25 })).toBe(900);
    expect(
      tokenTtlFromStoreConfig({
        customer_token_expiration_time: null,
        customer_access_token_lifetime: '2',
      }),
    ).toBe(7200);
  });

  it('prefers the shop field over the Magento field', () => {
    expect(
      tokenTtlFromStoreConfig({
        customer_token_expiration_time: 1200,
        customer_access_token_lifetime: 1,
      }),
    ).toBe(1200);
  });

  it('ignores zero, negative and malformed values', () => {
    expect(tokenTtlFromStoreConfig({ customer_token_expiration_time: 0 })).toBe(3600);
    expect(tokenTtlFromStoreConfig({ customer_token_expiration_time: -5 })).toBe(3600);
    expect(tokenTtlFromStoreConfig({ customer_access_token_lifetime: 'one' })).toBe(3600);
  });
});
