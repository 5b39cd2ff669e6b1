import { randomInt } from 'node:crypto';
import type { GraphqlResponse } from './test-server.ts';

/** A REST answer. */
export interface RestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * One shopper: its own client address (sent as X-Forwarded-For, believed because the test server
 * trusts the loopback proxy) so anti-automation counters of different tests never meet, and an
 * optional bearer token.
 */
export interface ShopClient {
  readonly ip: string;
  readonly token: string | undefined;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphqlResponse<T>>;
  rest<T = unknown>(
    method: 'GET' | 'POST' | 'OPTIONS',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<RestResponse<T>>;
  withToken(token: string | undefined): ShopClient;
}

/** A random address of the TEST-NET-3 range (203.0.113.0/24) or 198.18.0.0/15 for isolation. */
export function randomIp(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A shopper talking to the server at `url` from `ip`. */
export function makeClient(url: string, ip: string, token: string | undefined): ShopClient {
  const base = (extra: Record<string, string> = {}) => ({
    Store: 'fr',
    'X-Forwarded-For': ip,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...extra,
  });
  return {
    ip,
    token,
    async gql<T>(
      query: string,
      variables: Record<string, unknown> = {},
      headers: Record<string, string> = {},
    ) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...base(headers) },
        body: JSON.stringify({ query, variables }),
      });
      const text = await response.text();
      let body: GraphqlResponse<T>['body'];
      try {
        body = JSON.parse(text) as GraphqlResponse<T>['body'];
      } catch {
        body = { errors: [{ message: `non-JSON response: ${text.slice(0, 200)}` }] };
      }
      return { status: response.status, headers: response.headers, body };
    },
    async rest<T>(
      method: 'GET' | 'POST' | 'OPTIONS',
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...base(headers) },
        ...(body === undefined
          ? {}
          : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text === '' ? null : JSON.parse(text);
      } catch {
        // not JSON: kept as text
      }
      return { status: response.status, headers: response.headers, body: parsed as T };
    },
    withToken: (next) => makeClient(url, ip, next),
  };
}
