import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { forwardingFor } from '../app/lib/shop.server.ts';
import { SHOPPER_ADDRESS_HEADER } from '../app/lib/shopper-address.ts';
import { createPageCache } from './page-cache.ts';
import { createRenderMiddleware } from './render.ts';
import { trustProxies } from './shop-origins.ts';
import { closeTestServers, listen } from './test-servers.ts';

afterEach(closeTestServers);

/** A storefront whose renderer answers the shopper address it was handed. */
async function storefront(trusted: string[] = []) {
  const app = express();
  trustProxies(app, trusted);
  app.use(
    createRenderMiddleware(
      (request) =>
        Promise.resolve(
          new Response(request.headers.get(SHOPPER_ADDRESS_HEADER) ?? 'none', {
            headers: { 'content-type': 'text/plain', 'cache-control': 'no-store' },
          }),
        ),
      createPageCache(),
    ),
  );
  return listen(app);
}

describe("the shopper's address for the commerce backend", () => {
  it('U9 hands the renderer the connection address, never the one a client claims', async () => {
    const origin = await storefront();
    const answer = await fetch(`${origin}/compte`, {
      headers: { [SHOPPER_ADDRESS_HEADER]: '203.0.113.9', 'X-Forwarded-For': '203.0.113.10' },
    });
    expect(await answer.text()).toBe('127.0.0.1');
  });

  it("U9 believes X-Forwarded-For only from the storefront's TRUSTED_PROXIES", async () => {
    const origin = await storefront(['loopback']);
    const answer = await fetch(`${origin}/compte`, {
      headers: { 'X-Forwarded-For': 'forged, 198.51.100.7' },
    });
    expect(await answer.text()).toBe('198.51.100.7');
  });

  it("U9 sends that address in X-Forwarded-For with each of the request's backend calls", async () => {
    const seen: Array<string | null> = [];
    const base = ((_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get('x-forwarded-for'));
      return Promise.resolve(new Response('{}'));
    }) as typeof fetch;
    const forwarding = forwardingFor('198.51.100.7', base);
    await forwarding('http://backend/graphql', { headers: { Store: 'fr' } });
    await forwarding(new Request('http://backend/graphql', { headers: { Store: 'fr' } }));
    expect(seen).toEqual(['198.51.100.7', '198.51.100.7']);
    expect(forwardingFor(null, base)).toBe(base);
  });
});
