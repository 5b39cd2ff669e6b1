import { describe, expect, it } from 'vitest';
import { createShopClient } from '../client/create-shop-client.ts';
import { resolveStoreSwitchUrl } from './store-switcher.ts';

function backend(route: unknown) {
  const sent: { url: URL; headers: Headers }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    sent.push({
      url: new URL(input instanceof Request ? input.url : input.toString()),
      headers: new Headers(init?.headers),
    });
    return Promise.resolve(
      new Response(JSON.stringify({ data: { route } }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  return { fetch, sent };
}

const input = (url: string) => ({
  currentUrl: new URL(url),
  storeCode: 'en',
  storeCodes: ['fr', 'en'],
  storeCodeInUrl: true,
});

describe('resolveStoreSwitchUrl', () => {
  it('asks the chosen store view, uncached, and keeps the query string', async () => {
    const server = backend({
      __typename: 'CategoryTree',
      relative_url: 'vitamines.html',
      redirect_code: 0,
      type: 'CATEGORY',
    });
    const shop = createShopClient({ backendUrl: 'http://backend.test', fetch: server.fetch });
    const url = await resolveStoreSwitchUrl(
      shop,
      input('https://shop.test/fr/vitamines.html?page=2'),
    );
    expect(url).toBe('/en/vitamines.html?page=2');
    expect(server.sent[0]!.headers.get('store')).toBe('en');
    expect(JSON.parse(server.sent[0]!.url.searchParams.get('variables')!)).toEqual({
      url: '/vitamines.html',
    });

    await resolveStoreSwitchUrl(shop, input('https://shop.test/fr/vitamines.html?page=2'));
    expect(server.sent).toHaveLength(2);
  });

  it('follows a redirect to the page’s URL in the chosen store', async () => {
    const server = backend({
      __typename: 'RoutableUrl',
      relative_url: 'vitamins.html',
      redirect_code: 301,
      type: null,
    });
    const shop = createShopClient({ backendUrl: 'http://backend.test', fetch: server.fetch });
    expect(await resolveStoreSwitchUrl(shop, input('https://shop.test/vitamines.html'))).toBe(
      '/en/vitamins.html',
    );
  });

  it('goes to the chosen store’s home for an unknown page, and for home without asking', async () => {
    const server = backend(null);
    const shop = createShopClient({ backendUrl: 'http://backend.test', fetch: server.fetch });
    expect(
      await resolveStoreSwitchUrl(shop, input('https://shop.test/fr/only-in-french.html?a=1')),
    ).toBe('/en/?a=1');
    expect(await resolveStoreSwitchUrl(shop, input('https://shop.test/fr/'))).toBe('/en/');
    expect(server.sent).toHaveLength(1);
  });
});
