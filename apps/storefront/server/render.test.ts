import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { CSP_NONCE_HEADER } from '../app/lib/csp-nonce.ts';
import { createPageCache } from './page-cache.ts';
import { createRenderMiddleware } from './render.ts';
import type { RenderHandler } from './render.ts';
import { securityHeaders } from './security-headers.ts';
import { trustProxies } from './shop-origins.ts';
import { closeTestServers, listen } from './test-servers.ts';

afterEach(closeTestServers);

/** A renderer standing in for react-router's: pages that write the nonce they were given. */
const renderer: RenderHandler & { renders: number } = Object.assign(
  (request: Request) => {
    renderer.renders += 1;
    const nonce = request.headers.get(CSP_NONCE_HEADER) ?? '';
    const path = new URL(request.url).pathname;
    const page = `<html><head><script nonce="${nonce}">boot()</script></head><body>${path}</body></html>`;
    if (path === '/vitamines.html') {
      return Promise.resolve(
        new Response(page, {
          headers: {
            'content-type': 'text/html',
            'cache-control': 'public, max-age=0, s-maxage=60',
          },
        }),
      );
    }
    if (path.endsWith('.data')) {
      return Promise.resolve(new Response('[]', { headers: { 'content-type': 'text/x-script' } }));
    }
    return Promise.resolve(new Response(page, { headers: { 'content-type': 'text/html' } }));
  },
  { renders: 0 },
);

async function storefront(trusted: string[] = []) {
  const app = express();
  trustProxies(app, trusted);
  app.use(securityHeaders);
  app.use(createRenderMiddleware(renderer, createPageCache()));
  return listen(app);
}

/** The nonce a response's policy allows, and the ones its page carries. */
async function noncesOf(response: Response) {
  const policy = response.headers.get('content-security-policy') ?? '';
  const body = await response.text();
  return {
    policy: /'nonce-([^']+)'/.exec(policy)?.[1],
    page: [...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]),
  };
}

describe('pages from the storefront server', () => {
  it('H2 carry the security headers, with a nonce of their own that their scripts carry', async () => {
    const origin = await storefront();
    const first = await fetch(`${origin}/panier`);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(first.headers.get('permissions-policy')).toContain('geolocation=(self)');
    expect(first.headers.get('permissions-policy')).toContain('camera=()');
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    const one = await noncesOf(first);
    const two = await noncesOf(await fetch(`${origin}/panier`));
    expect(one.policy).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(one.page).toEqual([one.policy]);
    expect(two.page).toEqual([two.policy]);
    expect(two.policy).not.toBe(one.policy);
  });

  it('H2 get a fresh nonce when they come from the page cache, in the policy and the page alike', async () => {
    const origin = await storefront();
    const rendered = await fetch(`${origin}/vitamines.html`);
    expect(rendered.headers.get('x-page-cache')).toBe('MISS');
    const first = await noncesOf(rendered);
    const cached = await fetch(`${origin}/vitamines.html`);
    expect(cached.headers.get('x-page-cache')).toBe('HIT');
    const second = await noncesOf(cached);
    expect(second.page).toEqual([second.policy]);
    expect(second.policy).not.toBe(first.policy);
  });

  it('never take a nonce from the client', async () => {
    const origin = await storefront();
    const response = await fetch(`${origin}/panier`, {
      headers: { [CSP_NONCE_HEADER]: 'Y2hvc2VuLWJ5LWFuLWF0dGFja2Vy' },
    });
    const nonces = await noncesOf(response);
    expect(nonces.page).toEqual([nonces.policy]);
    expect(nonces.policy).not.toBe('Y2hvc2VuLWJ5LWFuLWF0dGFja2Vy');
  });

  it('keep data answers free of a document policy', async () => {
    const origin = await storefront();
    const response = await fetch(`${origin}/vitamines.html.data`);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('come from the cache whatever cache-control an anonymous client sends, and afresh for a signed-in one', async () => {
    const origin = await storefront();
    await fetch(`${origin}/vitamines.html`);
    const before = renderer.renders;
    const clients: Record<string, string>[] = [
      { 'cache-control': 'no-cache' },
      { pragma: 'no-cache' },
    ];
    for (const headers of clients) {
      const response = await fetch(`${origin}/vitamines.html`, { headers });
      expect(response.headers.get('x-page-cache')).toBe('HIT');
    }
    expect(renderer.renders).toBe(before);
    const signedIn = await fetch(`${origin}/vitamines.html`, {
      headers: { authorization: 'Bearer token' },
    });
    expect(signedIn.headers.get('x-page-cache')).toBe('BYPASS');
    expect(renderer.renders).toBe(before + 1);
  });

  it('never cache an admin preview’s page, and tell every cache not to store it', async () => {
    const origin = await storefront();
    await fetch(`${origin}/vitamines.html`);
    const before = renderer.renders;
    for (const path of ['/vitamines.html', '/vitamines.html.data']) {
      const preview = await fetch(`${origin}${path}`, {
        headers: { cookie: 'cartId=1; admin_preview=1767225600.admin-token-0123456789' },
      });
      expect(preview.headers.get('x-page-cache')).toBe('BYPASS');
      expect(preview.headers.get('cache-control')).toBe('no-store');
    }
    expect(renderer.renders).toBe(before + 2);
    // The shopper after the admin still gets the shared page, not the preview.
    const shopper = await fetch(`${origin}/vitamines.html`);
    expect(shopper.headers.get('x-page-cache')).toBe('HIT');
  });

  it('H2 send HSTS over HTTPS only, as a trusted proxy reports it', async () => {
    const direct = await storefront();
    const claimed = await fetch(`${direct}/panier`, { headers: { 'x-forwarded-proto': 'https' } });
    // An untrusted client cannot claim HTTPS.
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
    expect(claimed.headers.get('content-security-policy')).not.toContain('upgrade-insecure');

    const proxied = await storefront(['loopback']);
    const https = await fetch(`${proxied}/panier`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(https.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    const http = await fetch(`${proxied}/panier`, { headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers.get('strict-transport-security')).toBeNull();
  });
});
