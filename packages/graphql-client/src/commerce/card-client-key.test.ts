import { describe, expect, it, vi } from 'vitest';
import { createShopClient } from '../client/create-shop-client.ts';
import { createFakeBackend } from '../testing/fake-backend.ts';
import { readCardClientKey } from './card-client-key.ts';

function shopAnswering(storeConfig: Record<string, unknown> | null) {
  const backend = createFakeBackend({
    graphql: { GetCardPaymentConfig: () => ({ data: { storeConfig } }) },
  });
  return createShopClient({
    backendUrl: 'http://backend.test',
    fetch: backend.fetch,
    log: vi.fn(),
  });
}

const config = (environment: string) => ({
  __typename: 'StoreConfig',
  store_code: 'default',
  payment_environment: environment,
  payment_client_key_test: 'test_key',
  payment_client_key_live: 'live_key',
});

describe('readCardClientKey', () => {
  it('answers the test key in the test environment and the live key in the live one', async () => {
    await expect(readCardClientKey(shopAnswering(config('test')))).resolves.toBe('test_key');
    await expect(readCardClientKey(shopAnswering(config('live')))).resolves.toBe('live_key');
  });

  it('answers null when the store config has no key or does not answer', async () => {
    await expect(readCardClientKey(shopAnswering(null))).resolves.toBeNull();
    const failing = createShopClient({
      backendUrl: 'http://backend.test',
      fetch: createFakeBackend({}).fetch,
      log: vi.fn(),
    });
    await expect(readCardClientKey(failing)).resolves.toBeNull();
  });
});
