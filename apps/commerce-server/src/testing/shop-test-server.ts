import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { MEMORY_DATA_DIR, readConfig } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import { startServer } from '../http/server.ts';
import { createLogger } from '../logger.ts';
import { postgresTarget } from './test-server.ts';
import type { Backend, GraphqlResponse } from './test-server.ts';

/** A clock that runs with real time plus an offset tests move forward. */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

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

/** A commerce server started in-process for the part-2 contract suites. */
export interface ShopTestServer {
  url: string;
  db: Database;
  clock: TestClock;
  logs: Array<Record<string, unknown>>;
  /** A new shopper (fresh address), optionally signed in. */
  client(options?: { token?: string; ip?: string }): ShopClient;
  close(): Promise<void>;
}

/** A random address of the TEST-NET-3 range (203.0.113.0/24) or 198.18.0.0/15 for isolation. */
export function randomIp(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

function makeClient(url: string, ip: string, token: string | undefined): ShopClient {
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

/**
 * Starts the real server (as main.ts does) on PGlite in memory or on the suite's PostgreSQL
 * database, with a movable clock, a cheap password hash (PASSWORD_SCRYPT_N=1024, unless the
 * suite asks otherwise) and the loopback trusted as a proxy.
 */
export async function startShopServer(
  backend: Backend,
  env: Record<string, string> = {},
): Promise<ShopTestServer> {
  const target = backend === 'postgres' ? postgresTarget() : undefined;
  if (target && 'skipped' in target) throw new Error(target.skipped);
  let offset = 0;
  const clock: TestClock = { now: () => Date.now() + offset, advance: (ms) => void (offset += ms) };
  const logs: Array<Record<string, unknown>> = [];
  const config = {
    ...readConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: MEMORY_DATA_DIR,
      PASSWORD_SCRYPT_N: '1024',
      TRUSTED_PROXIES: '127.0.0.1,::1',
      ...(target ? { DATABASE_URL: target.url } : {}),
      ...env,
    }),
    now: () => clock.now(),
  };
  const server = await startServer(
    config,
    createLogger('debug', (line) => void logs.push(JSON.parse(line) as Record<string, unknown>)),
  );
  return {
    url: server.url,
    db: server.services.db,
    clock,
    logs,
    client: (options = {}) => makeClient(server.url, options.ip ?? randomIp(), options.token),
    close: () => server.close(),
  };
}

/** Declares a suite once per backend (PGlite, then PostgreSQL), each with its own shop server. */
export function describeShop(
  name: string,
  suite: (server: () => ShopTestServer, backend: Backend) => void,
  options: { env?: Record<string, string>; backends?: readonly Backend[] } = {},
): void {
  for (const backend of options.backends ?? (['pglite', 'postgres'] as const)) {
    const target = backend === 'postgres' ? postgresTarget() : undefined;
    describe.skipIf(target !== undefined && 'skipped' in target)(`${name} [${backend}]`, () => {
      let server: ShopTestServer | undefined;
      beforeAll(async () => {
        server = await startShopServer(backend, options.env);
      }, 120_000);
      afterAll(async () => {
        await server?.close();
      });
      suite(() => {
        if (!server) throw new Error('shop server not started');
        return server;
      }, backend);
    });
  }
}
