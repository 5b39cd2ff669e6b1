import { composeExchanges, fetchExchange, gql } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@vitrine/commerce-primitives';
import {
  createExchangeHarness,
  makeTeardown,
  makeTestOperation,
} from '../testing/exchange-harness.ts';
import { cacheIdExchange } from './cache-id.exchange.ts';
import { headersExchange } from './headers.exchange.ts';
import { getHeaders, withHeaders } from './operation.utils.ts';

const StoreName = gql`
  query GetStoreName {
    storeConfig {
      store_name
    }
  }
`;

describe('headersExchange', () => {
  it('sends an empty Authorization, Store fr and no currency for a signed-out visitor', () => {
    const harness = createExchangeHarness(headersExchange({ storage: createMemoryStorage() }));
    harness.dispatch(makeTestOperation('query', StoreName));
    expect(getHeaders(harness.forwarded[0]!)).toEqual({ authorization: '', store: 'fr' });
  });

  it('sends the bearer token, the stored store code and the stored currency', () => {
    const storage = createMemoryStorage({ store_view_code: 'fr_pro', store_view_currency: 'EUR' });
    const harness = createExchangeHarness(headersExchange({ storage, getToken: () => 'tok-123' }));
    harness.dispatch(makeTestOperation('mutation', StoreName));
    expect(getHeaders(harness.forwarded[0]!)).toEqual({
      authorization: 'Bearer tok-123',
      store: 'fr_pro',
      'content-currency': 'EUR',
    });
  });

  it('reads the token on every request, so signing in changes the next request', () => {
    let token: string | null = null;
    const harness = createExchangeHarness(headersExchange({ getToken: () => token }));
    harness.dispatch(makeTestOperation('query', StoreName));
    token = 'fresh';
    harness.dispatch(makeTestOperation('query', StoreName, { a: 1 }));
    expect(harness.forwarded.map((op) => getHeaders(op).authorization)).toEqual([
      '',
      'Bearer fresh',
    ]);
  });

  it('adds the mesh API key only when the mesh flag is on', () => {
    const on = createExchangeHarness(headersExchange({ mesh: { enabled: true, apiKey: 'k1' } }));
    const off = createExchangeHarness(headersExchange({ mesh: { enabled: false, apiKey: 'k1' } }));
    on.dispatch(makeTestOperation('query', StoreName));
    off.dispatch(makeTestOperation('query', StoreName));
    expect(getHeaders(on.forwarded[0]!)['x-api-key']).toBe('k1');
    expect(getHeaders(off.forwarded[0]!)).not.toHaveProperty('x-api-key');
  });

  it('keeps headers set before it (preview Authorization, an explicit Store)', () => {
    const harness = createExchangeHarness(headersExchange({ getToken: () => 'customer' }));
    const operation = withHeaders(makeTestOperation('query', StoreName), {
      Authorization: 'Bearer preview',
      Store: 'en',
    });
    harness.dispatch(operation);
    expect(getHeaders(harness.forwarded[0]!)).toMatchObject({
      authorization: 'Bearer preview',
      store: 'en',
    });
  });

  it('copies the operation instead of mutating it, and lets teardowns through', () => {
    const harness = createExchangeHarness(headersExchange({}));
    const operation = makeTestOperation('query', StoreName);
    harness.dispatch(operation);
    harness.dispatch(makeTeardown(operation));
    expect(operation.context.fetchOptions).toBeUndefined();
    expect(harness.forwarded.map((op) => op.kind)).toEqual(['query', 'teardown']);
    expect(harness.forwardCalls).toBe(1);
  });
});

describe('cacheIdExchange', () => {
  it('stores the cache id of a response and sends it on the next request', async () => {
    const storage = createMemoryStorage();
    const sent: Headers[] = [];
    const fakeFetch: typeof fetch = (_input, init) => {
      sent.push(new Headers(init?.headers));
      return Promise.resolve(
        new Response(JSON.stringify({ data: { storeConfig: { store_name: 'Orsalis' } } }), {
          headers: { 'content-type': 'application/json', 'X-Magento-Cache-Id': 'c4f3' },
        }),
      );
    };
    const harness = createExchangeHarness(
      composeExchanges([cacheIdExchange({ storage }), fetchExchange]),
    );
    harness.dispatch(makeTestOperation('query', StoreName, {}, { fetch: fakeFetch }));
    await expect.poll(() => harness.results.length).toBe(1);
    expect(sent[0]!.has('x-magento-cache-id')).toBe(false);
    expect(storage.getItem('magento_cache_id')).toBe('c4f3');

    harness.dispatch(makeTestOperation('query', StoreName, { v: 2 }, { fetch: fakeFetch }));
    await expect.poll(() => harness.results.length).toBe(2);
    expect(sent[1]!.get('x-magento-cache-id')).toBe('c4f3');
  });

  it('replaces the stored id when the server sends a new one (the customer group changed)', async () => {
    const storage = createMemoryStorage({ magento_cache_id: 'old' });
    const fakeFetch: typeof fetch = () =>
      Promise.resolve(
        new Response('{"data":{}}', {
          headers: { 'content-type': 'application/json', 'x-magento-cache-id': 'new' },
        }),
      );
    const harness = createExchangeHarness(
      composeExchanges([cacheIdExchange({ storage }), fetchExchange]),
    );
    harness.dispatch(makeTestOperation('query', StoreName, {}, { fetch: fakeFetch }));
    await expect.poll(() => harness.results.length).toBe(1);
    expect(storage.getItem('magento_cache_id')).toBe('new');
  });
});
