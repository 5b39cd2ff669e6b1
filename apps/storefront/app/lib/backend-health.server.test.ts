import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetShopConfig, createShopClient } from '@vitrine/graphql-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackendHealth, isConnectionFailure } from './backend-health.server.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** A free loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A backend on `port` that answers every GraphQL read with a store config. */
async function backendOn(port: number): Promise<void> {
  const server = http.createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: { storeConfig: { store_code: 'fr', locale: 'fr_FR' } } }));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}

describe('the backend’s health, as the storefront server sees it', () => {
  it('tells a connection that could not be made from other failures', async () => {
    const refused = await fetch(`http://127.0.0.1:${await closedPort()}/`).catch(
      (error: unknown) => error,
    );
    expect(isConnectionFailure(refused)).toBe(true);
    expect(isConnectionFailure(new Error('Unexpected token < in JSON'))).toBe(false);
    expect(isConnectionFailure(new DOMException('The operation was aborted.', 'AbortError'))).toBe(
      false,
    );
  });

  it('answers at once while the backend is down (no retries), and recovers by itself when it is back', async () => {
    const port = await closedPort();
    const health = createBackendHealth();
    let attempts = 0;
    const logged: string[] = [];
    const countedFetch: typeof fetch = (input, init) => {
      attempts += 1;
      return fetch(input, init);
    };
    const shop = () =>
      createShopClient({
        backendUrl: `http://127.0.0.1:${port}`,
        fetch: health.watch(countedFetch),
        isOnline: health.isReachable,
        log: (message) => logged.push(message),
      });

    const started = Date.now();
    const down = await shop().graphql.query(GetShopConfig, {}).toPromise();
    expect(down.error?.networkError).toBeDefined();
    expect(logged).toHaveLength(1);
    expect(attempts).toBe(1);
    expect(health.isReachable()).toBe(false);
    // Without the health check, the client's retries took about 5 s (decision 061).
    expect(Date.now() - started).toBeLessThan(1_000);

    await backendOn(port);
    const back = await shop().graphql.query(GetShopConfig, {}).toPromise();
    expect(back.data?.storeConfig?.store_code).toBe('fr');
    expect(health.isReachable()).toBe(true);
  });
});
