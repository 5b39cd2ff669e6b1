/**
 * Issue 18: the commerce server's per-address limits count each shopper, through the storefront.
 * Shoppers are told apart by the loopback address their connection comes from (127.0.0.2,
 * 127.0.0.3…); the storefront passes it on in X-Forwarded-For and the commerce server believes
 * it because the storefront is its trusted proxy. No browser needed.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';

const NEWSLETTER =
  'mutation($e: String!) { subscribeToNewsletterComposite(input: { email: $e, is_consent: true, optinSource: "footer" }) { status } }';

/** POSTs the newsletter subscription to the storefront's /graphql from `from`. */
function subscribe(from: string, headers: Record<string, string> = {}): Promise<number> {
  const url = new URL('/graphql', inject('storefrontUrl'));
  const body = JSON.stringify({
    query: NEWSLETTER,
    variables: { e: `journey-${randomUUID()}@example.com` },
  });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', store: 'fr', ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Sends `count` subscriptions one after the other and answers their statuses. */
async function flood(from: string, count: number, headers?: () => Record<string, string>) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) statuses.push(await subscribe(from, headers?.()));
  return statuses;
}

describe('client addresses through the storefront', () => {
  it('U9 two shoppers through the storefront do not share a per-address limit', async () => {
    // The newsletter allows 10 subscriptions per address in 10 minutes.
    const first = await flood('127.0.0.2', 11);
    expect(first.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(first[10]).toBe(429);
    expect(await subscribe('127.0.0.3')).toBe(200);
  });

  it('U9 a shopper forging X-Forwarded-For at the storefront does not escape the limit', async () => {
    // The storefront trusts no proxy (TRUSTED_PROXIES unset): the connection's address counts.
    let forged = 0;
    const statuses = await flood('127.0.0.4', 11, () => ({
      'x-forwarded-for': `203.0.113.${(forged += 1)}`,
    }));
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(statuses[10]).toBe(429);
  });
});
