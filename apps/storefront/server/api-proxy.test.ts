import type http from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { mountBackendProxy } from './app.ts';
import { securityHeaders } from './security-headers.ts';
import { trustProxies } from './shop-origins.ts';
import { closeTestServers, listen } from './test-servers.ts';

afterEach(closeTestServers);

/** What the backend saw of the last request it answered. */
let seen: http.IncomingHttpHeaders & { method?: string; url?: string };
let calls = 0;

/** A backend answering like graphql-yoga: CORS for any origin, credentials included. */
async function backend(cacheControl = 'public, max-age=60') {
  calls = 0;
  return listen((req, res) => {
    calls += 1;
    seen = { ...req.headers, method: req.method, url: req.url };
    req.resume();
    req.on('end', () => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'cache-control': cacheControl,
        'access-control-allow-origin': req.headers.origin ?? '*',
        'access-control-allow-credentials': 'true',
        vary: 'Store',
      });
      res.end('{"data":{}}');
    });
  });
}

async function storefront(backendUrl: string, shopOrigins: string[] = [], trusted: string[] = []) {
  const app = express();
  trustProxies(app, trusted);
  app.use(securityHeaders);
  mountBackendProxy(app, backendUrl, shopOrigins);
  return listen(app);
}

const mutation = JSON.stringify({ query: 'mutation { createGuestCart { cart { id } } }' });

describe('the API through the storefront', () => {
  it('refuses a change of data sent as a form, multipart or plain text: cross-site forms cannot post', async () => {
    const shop = await storefront(await backend());
    const bodies: [string, BodyInit][] = [
      ['application/x-www-form-urlencoded', `query=${encodeURIComponent('mutation { x }')}`],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="q"\r\n\r\n1\r\n--x--',
      ],
      ['text/plain', mutation],
    ];
    for (const path of ['/graphql', '/rest/V1/guest-carts/abc/payment-information']) {
      for (const [type, body] of bodies) {
        const response = await fetch(`${shop}${path}`, {
          method: 'POST',
          headers: { 'content-type': type },
          body,
        });
        expect(response.status).toBe(415);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        await expect(response.json()).resolves.toEqual({
          errors: [{ message: 'Requests that change data must be sent as application/json.' }],
        });
      }
      for (const method of ['PUT', 'DELETE']) {
        const response = await fetch(`${shop}${path}`, { method });
        expect(response.status).toBe(415);
      }
    }
    expect(calls).toBe(0);
  });

  it('refuses a JSON change of data from another site, and accepts it from the shop or without Origin', async () => {
    const shop = await storefront(await backend());
    const post = (origin?: string) =>
      fetch(`${shop}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          ...(origin === undefined ? {} : { origin }),
        },
        body: mutation,
      });
    const foreign = await post('https://evil.example');
    expect(foreign.status).toBe(403);
    await expect(foreign.json()).resolves.toEqual({
      errors: [{ message: 'Cross-site requests are refused.' }],
    });
    expect((await post('null')).status).toBe(403);
    expect(calls).toBe(0);
    expect((await post(shop)).status).toBe(200);
    expect((await post()).status).toBe(200);
    expect(calls).toBe(2);
  });

  it('takes the shop’s origins from SHOP_ORIGINS when set', async () => {
    const shop = await storefront(await backend(), ['https://www.orsalis.fr']);
    const post = (origin: string) =>
      fetch(`${shop}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: mutation,
      });
    expect((await post('https://www.orsalis.fr')).status).toBe(200);
    expect((await post(shop)).status).toBe(403);
  });

  it('never passes the backend’s CORS headers on, and names only the shop’s other origins', async () => {
    const shop = await storefront(await backend(), ['https://www.orsalis.fr']);
    const foreign = await fetch(`${shop}/graphql?query=%7Bx%7D`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(200);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
    const own = await fetch(`${shop}/graphql?query=%7Bx%7D`, {
      headers: { origin: 'https://www.orsalis.fr' },
    });
    expect(own.headers.get('access-control-allow-origin')).toBe('https://www.orsalis.fr');
    expect(own.headers.get('access-control-allow-credentials')).toBeNull();
    expect(own.headers.get('vary')).toBe('Store, Origin');

    const preflight = (origin: string) =>
      fetch(`${shop}/graphql`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(204);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await preflight('https://www.orsalis.fr');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://www.orsalis.fr');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    // The forms' anti-bot headers (decision 101) must pass a listed second origin's preflight.
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-recaptcha-action');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-vitrine-honeypot');
    // Preflights never reach the backend.
    expect(seen.method).toBe('GET');
  });

  it('G8 marks answers to a customer’s token or to a change of data no-store, and every answer nosniff', async () => {
    const shop = await storefront(await backend());
    const anonymous = await fetch(`${shop}/graphql?query=%7Bproducts%7D`);
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=60');
    expect(anonymous.headers.get('x-content-type-options')).toBe('nosniff');
    const signedIn = await fetch(`${shop}/graphql?query=%7Bcustomer%7D`, {
      headers: { authorization: 'Bearer 0123456789abcdef' },
    });
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    const changed = await fetch(`${shop}/rest/V1/guest-carts/abc/shipping-information`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(changed.headers.get('cache-control')).toBe('no-store');
    expect(changed.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('tells the backend the shopper’s address and scheme only as a trusted proxy gives them', async () => {
    const api = await backend();
    const direct = await storefront(api);
    await fetch(`${direct}/graphql?query=%7Bx%7D`, {
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' },
    });
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-forwarded-proto']).toBe('http');

    const proxied = await storefront(api, [], ['loopback']);
    await fetch(`${proxied}/graphql?query=%7Bx%7D`, {
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' },
    });
    expect(seen['x-forwarded-for']).toBe('203.0.113.7');
    expect(seen['x-forwarded-proto']).toBe('https');
    expect(seen.url).toBe('/graphql?query=%7Bx%7D');
  });
});
