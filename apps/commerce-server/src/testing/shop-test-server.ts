import { afterAll, beforeAll, describe } from 'vitest';
import { MEMORY_DATA_DIR, readConfig } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import type { ServerServices } from '../graphql/context.ts';
import { startServer } from '../http/server.ts';
import { createLogger } from '../logger.ts';
import { loadStoreRegistry } from '../modules/store/index.ts';
import { postgresTarget } from './test-server.ts';
import type { Backend } from './test-server.ts';
import { makeClient, randomIp } from './shop-client.ts';
import type { ShopClient } from './shop-client.ts';

export type { RestResponse, ShopClient } from './shop-client.ts';

/** A clock that runs with real time plus an offset tests move forward. */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

/** A commerce server started in-process for the part-2 contract suites. */
export interface ShopTestServer {
  url: string;
  db: Database;
  /** The server's services, for suites that run its background jobs by hand (renewals). */
  services: ServerServices;
  clock: TestClock;
  logs: Array<Record<string, unknown>>;
  /** A new shopper (fresh address), optionally signed in. */
  client(options?: { token?: string; ip?: string }): ShopClient;
  close(): Promise<void>;
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
    services: server.services,
    clock,
    logs,
    client: (options = {}) => makeClient(server.url, options.ip ?? randomIp(), options.token),
    close: () => server.close(),
  };
}

/**
 * Sets a store view's own configuration value (core_config at the store view's scope, over the
 * default scope), or removes it with `undefined`, and reloads the store registry as a start does.
 */
export async function setStoreViewConfig(
  server: ShopTestServer,
  path: string,
  value: unknown,
  storeId = server.services.stores.defaultView.storeId,
): Promise<void> {
  if (value === undefined)
    await server.db.query('DELETE FROM core_config WHERE store_id = $1 AND path = $2', [
      storeId,
      path,
    ]);
  else
    await server.db.query(
      `INSERT INTO core_config (store_id, path, value) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (store_id, path) DO UPDATE SET value = EXCLUDED.value`,
      [storeId, path, JSON.stringify(value)],
    );
  server.services.stores = await loadStoreRegistry(server.db);
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
