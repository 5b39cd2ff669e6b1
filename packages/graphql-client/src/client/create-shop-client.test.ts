import { gql } from '@urql/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@vitrine/commerce-primitives';
import { createShopClient } from './create-shop-client.ts';

interface Sent {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A fake backend: records each request and answers with the scripted bodies in turn. */
function fakeBackend(answers: (() => Response)[]) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    sent.push({
      url,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const next = answers.shift();
    return next ? Promise.resolve(next()) : Promise.reject(new TypeError('fetch failed'));
  };
  return { fetch, sent };
}

const json =
  (body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/json', ...headers },
    });

const StoreName = gql`
  query GetStoreName {
    storeConfig {
      store_name
    }
  }
`;
const SetEmail = gql`
  mutation SetGuestEmail($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {
      cart {
        id
      }
    }
  }
`;

afterEach(() => {
  vi.useRealTimers();
});

describe('createShopClient', () => {
  it('sends a query as compact GET to the backend with the shop headers, and stores the cache id', async () => {
    const backend = fakeBackend([
      json(
        { data: { storeConfig: { __typename: 'StoreConfig', store_name: 'Orsalis' } } },
        { 'x-magento-cache-id': 'cid1' },
      ),
      json({
        data: {
          setGuestEmailOnCart: {
            __typename: 'SetGuestEmailOnCartOutput',
            cart: { __typename: 'Cart', id: 'c1' },
          },
        },
      }),
    ]);
    const storage = createMemoryStorage({ store_view_currency: 'EUR' });
    const shop = createShopClient({
      backendUrl: 'http://backend.test/',
      storage,
      fetch: backend.fetch,
      getToken: () => 'tok',
    });

    const result = await shop.graphql.query(StoreName, {}).toPromise();
    expect(result.data).toEqual({
      storeConfig: { __typename: 'StoreConfig', store_name: 'Orsalis' },
    });
    const [query] = backend.sent;
    expect(query!.method).toBe('GET');
    expect(query!.url.origin + query!.url.pathname).toBe('http://backend.test/graphql');
    expect(query!.url.searchParams.get('query')).toBe(
      'query GetStoreName{storeConfig{store_name __typename}}',
    );
    expect(Object.fromEntries(query!.headers)).toMatchObject({
      authorization: 'Bearer tok',
      store: 'fr',
      'content-currency': 'EUR',
    });
    expect(query!.headers.has('x-magento-cache-id')).toBe(false);
    expect(storage.getItem('magento_cache_id')).toBe('cid1');

    await shop.graphql.mutation(SetEmail, { cartId: 'c1', email: 'a@b.fr' }).toPromise();
    const [, mutation] = backend.sent;
    expect(mutation!.method).toBe('POST');
    expect(mutation!.headers.get('x-magento-cache-id')).toBe('cid1');
    expect(mutation!.body).toMatchObject({ variables: { cartId: 'c1', email: 'a@b.fr' } });
  });

  it('answers a second identical query from the cache', async () => {
    const backend = fakeBackend([
      json({ data: { storeConfig: { __typename: 'StoreConfig', store_name: 'Orsalis' } } }),
    ]);
    const shop = createShopClient({ backendUrl: 'http://backend.test', fetch: backend.fetch });
    await shop.graphql.query(StoreName, {}).toPromise();
    const again = await shop.graphql.query(StoreName, {}).toPromise();
    expect(again.data).toEqual({
      storeConfig: { __typename: 'StoreConfig', store_name: 'Orsalis' },
    });
    expect(backend.sent).toHaveLength(1);
  });

  it('answers embedded store config locally', async () => {
    const backend = fakeBackend([]);
    const shop = createShopClient({
      backendUrl: 'http://backend.test',
      fetch: backend.fetch,
      localData: { storeConfig: { store_name: 'Orsalis' } },
    });
    const result = await shop.graphql.query(StoreName, {}).toPromise();
    expect(result.data).toEqual({ storeConfig: { store_name: 'Orsalis' } });
    expect(backend.sent).toHaveLength(0);
  });

  it('retries a query on network errors, then returns the error as data (never thrown)', async () => {
    vi.useFakeTimers();
    const backend = fakeBackend([]);
    const log = vi.fn();
    const shop = createShopClient({
      backendUrl: 'http://backend.test',
      fetch: backend.fetch,
      log,
    });
    const pending = shop.graphql.query(StoreName, {}).toPromise();
    await vi.runAllTimersAsync();
    const result = await pending;
    expect(backend.sent).toHaveLength(5);
    expect(result.error?.message).toBe('fetch failed');
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('collects results on the server and replays them in the browser without a request', async () => {
    const data = { storeConfig: { __typename: 'StoreConfig', store_name: 'Orsalis' } };
    const server = createShopClient({
      backendUrl: 'http://backend.test',
      fetch: fakeBackend([json({ data })]).fetch,
      ssr: { mode: 'server' },
    });
    await server.graphql.query(StoreName, {}).toPromise();
    const state = server.extractData();

    const browserBackend = fakeBackend([]);
    const browser = createShopClient({
      fetch: browserBackend.fetch,
      ssr: { mode: 'client', initialState: JSON.parse(JSON.stringify(state)) as typeof state },
    });
    const replayed = await browser.graphql.query(StoreName, {}).toPromise();
    expect(replayed.data).toEqual(data);
    expect(browserBackend.sent).toHaveLength(0);
  });
});
