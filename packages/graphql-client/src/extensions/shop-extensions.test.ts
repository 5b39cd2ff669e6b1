import { describe, expect, it, vi } from 'vitest';
import { createShopClient } from '../client/create-shop-client.ts';
import { createFakeBackend } from '../testing/fake-backend.ts';
import type { FakeBackendHandlers } from '../testing/fake-backend.ts';
import { NO_EXTENSIONS, probeShopExtensions, toShopExtensions } from './shop-extensions.ts';

function shopWith(handlers: FakeBackendHandlers) {
  const backend = createFakeBackend(handlers);
  const log = vi.fn();
  const shop = createShopClient({ backendUrl: 'http://backend.test', fetch: backend.fetch, log });
  return { shop, backend, log };
}

describe('probeShopExtensions', () => {
  it('answers the extensions a store lists, keeping only those the shop knows', async () => {
    const { shop, backend } = shopWith({
      graphql: {
        GetShopExtensions: () => ({
          data: {
            storeConfig: {
              store_code: 'fr',
              vitrine_extensions: [
                'capabilities',
                'store-locator',
                'product-faq',
                'loyalty-points',
              ],
            },
          },
        }),
      },
    });
    const result = await probeShopExtensions(shop, { store: 'fr' });
    expect(result).toEqual({
      ok: true,
      extensions: new Set(['capabilities', 'store-locator', 'product-faq']),
    });
    expect(backend.requests[0]!.headers.get('store')).toBe('fr');
  });

  it('reads a validation error as a stock Magento: no extensions, and nothing logged', async () => {
    const { shop, log } = shopWith({
      graphql: {
        GetShopExtensions: () => ({
          errors: [
            {
              message: 'Cannot query field "vitrine_extensions" on type "StoreConfig".',
              extensions: { category: 'graphql' },
            },
          ],
        }),
      },
    });
    expect(await probeShopExtensions(shop)).toEqual({ ok: true, extensions: NO_EXTENSIONS });
    expect(log).not.toHaveBeenCalled();
  });

  it('reports an unreachable backend as an error, not as a store without extensions', async () => {
    const shop = createShopClient({
      backendUrl: 'http://backend.test',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      log: vi.fn(),
      isOnline: () => false,
    });
    const result = await probeShopExtensions(shop);
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.error.code).toBe('network');
  });
});

describe('toShopExtensions', () => {
  it('adds capabilities to a non-empty list and ignores unknown names and spaces', () => {
    expect(toShopExtensions([' gdpr', 'unknown'])).toEqual(new Set(['capabilities', 'gdpr']));
  });

  it('answers no extensions for an empty or unknown list', () => {
    expect(toShopExtensions([])).toBe(NO_EXTENSIONS);
    expect(toShopExtensions(['unknown'])).toBe(NO_EXTENSIONS);
  });
});
