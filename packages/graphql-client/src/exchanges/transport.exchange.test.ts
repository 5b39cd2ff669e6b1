import { gql } from '@urql/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExchangeHarness, makeTestOperation } from '../testing/exchange-harness.ts';
import { READ_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../shop.constants.ts';
import { isRequestTimeout, RequestTimeoutError, transportExchange } from './transport.exchange.ts';

interface SentRequest {
  url: string;
  method: string;
  body: string | undefined;
}

function recordingFetch(sent: SentRequest[]): typeof fetch {
  return (input, init) => {
    sent.push({
      url: input instanceof Request ? input.url : input.toString(),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    return Promise.resolve(
      new Response('{"data":{"ok":true}}', { headers: { 'content-type': 'application/json' } }),
    );
  };
}

const CmsBlocks = gql`
  # Footer blocks, asked by identifier
  query GetCmsBlocks($identifiers: [String]) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier # the block id
        content
      }
    }
  }
`;

const AddToCart = gql`
  mutation AddProductToCart($cartId: String!) {
    addProductsToCart(cartId: $cartId, cartItems: []) {
      cart {
        id
      }
    }
  }
`;

afterEach(() => {
  vi.useRealTimers();
});

describe('transportExchange', () => {
  it('sends a query as GET with the query text compacted', async () => {
    const sent: SentRequest[] = [];
    const harness = createExchangeHarness(transportExchange());
    harness.dispatch(
      makeTestOperation(
        'query',
        CmsBlocks,
        { identifiers: ['footer'] },
        { fetch: recordingFetch(sent) },
      ),
    );
    await expect.poll(() => harness.results.length).toBe(1);
    expect(sent[0]!.method).toBe('GET');
    const url = new URL(sent[0]!.url);
    expect(url.origin + url.pathname).toBe('https://shop.test/graphql');
    expect(url.searchParams.get('query')).toBe(
      'query GetCmsBlocks($identifiers:[String]){cmsBlocks(identifiers:$identifiers){items{identifier content}}}',
    );
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual({ identifiers: ['footer'] });
    expect(url.searchParams.get('operationName')).toBe('GetCmsBlocks');
    expect(harness.results[0]!.data).toEqual({ ok: true });
  });

  it('sends a mutation as POST with a JSON body', async () => {
    const sent: SentRequest[] = [];
    const harness = createExchangeHarness(transportExchange());
    harness.dispatch(
      makeTestOperation('mutation', AddToCart, { cartId: 'c1' }, { fetch: recordingFetch(sent) }),
    );
    await expect.poll(() => harness.results.length).toBe(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe('https://shop.test/graphql');
    const body = JSON.parse(sent[0]!.body!) as { query: string; variables: unknown };
    expect(body.query).toBe(
      'mutation AddProductToCart($cartId:String!){addProductsToCart(cartId:$cartId cartItems:[]){cart{id}}}',
    );
    expect(body.variables).toEqual({ cartId: 'c1' });
  });

  it('falls back to POST when the GET URL would be too long', async () => {
    const sent: SentRequest[] = [];
    const harness = createExchangeHarness(transportExchange({ maxGetUrlLength: 200 }));
    harness.dispatch(
      makeTestOperation(
        'query',
        CmsBlocks,
        { identifiers: ['x'.repeat(300)] },
        { fetch: recordingFetch(sent) },
      ),
    );
    await expect.poll(() => harness.results.length).toBe(1);
    expect(sent[0]!.method).toBe('POST');
  });

  it('keeps the operation key, so the client routes the result to its caller', async () => {
    const harness = createExchangeHarness(transportExchange());
    const operation = makeTestOperation('query', CmsBlocks, {}, { fetch: recordingFetch([]) });
    harness.dispatch(operation);
    await expect.poll(() => harness.results.length).toBe(1);
    expect(harness.results[0]!.operation.key).toBe(operation.key);
  });

  it('turns a read with no answer into a network error after its timeout', async () => {
    vi.useFakeTimers();
    const hangingFetch: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      });
    const harness = createExchangeHarness(transportExchange({ readTimeoutMs: 1000 }));
    harness.dispatch(makeTestOperation('query', CmsBlocks, {}, { fetch: hangingFetch }));
    await vi.advanceTimersByTimeAsync(999);
    expect(harness.results).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(harness.results).toHaveLength(1);
    expect(harness.results[0]!.error?.networkError).toBeInstanceOf(RequestTimeoutError);
  });

  it('abandons a read after 8 s by default (R2: before the 10 s a slow backend may take)', async () => {
    vi.useFakeTimers();
    let aborted = false;
    const hangingFetch: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(init.signal?.reason as Error);
        });
      });
    const harness = createExchangeHarness(transportExchange());
    harness.dispatch(makeTestOperation('query', CmsBlocks, {}, { fetch: hangingFetch }));
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
    expect(harness.results).toHaveLength(0);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(READ_TIMEOUT_MS).toBeLessThan(10_000);
    expect(aborted).toBe(true);
    expect(harness.results).toHaveLength(1);
    const error = harness.results[0]!.error?.networkError;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(isRequestTimeout(error)).toBe(true);
  });

  it('gives a mutation the long timeout: still waiting after 8 s, abandoned after 30 s', async () => {
    vi.useFakeTimers();
    const hangingFetch: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      });
    const harness = createExchangeHarness(transportExchange());
    harness.dispatch(
      makeTestOperation('mutation', AddToCart, { cartId: 'c1' }, { fetch: hangingFetch }),
    );
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
    expect(harness.results).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - READ_TIMEOUT_MS - 1);
    expect(harness.results).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(harness.results).toHaveLength(1);
    expect(harness.results[0]!.error?.networkError).toBeInstanceOf(RequestTimeoutError);
  });

  it('shows a read answered in time, before its timeout', async () => {
    vi.useFakeTimers();
    const slowFetch: typeof fetch = () =>
      new Promise((resolve) => {
        setTimeout(() => {
          resolve(
            new Response('{"data":{"ok":true}}', {
              headers: { 'content-type': 'application/json' },
            }),
          );
        }, READ_TIMEOUT_MS - 500);
      });
    const harness = createExchangeHarness(transportExchange());
    harness.dispatch(makeTestOperation('query', CmsBlocks, {}, { fetch: slowFetch }));
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS + 1_000);
    expect(harness.results).toHaveLength(1);
    expect(harness.results[0]!.error).toBeUndefined();
    expect(harness.results[0]!.data).toEqual({ ok: true });
  });
});
