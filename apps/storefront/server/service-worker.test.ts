import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceWorkerScript } from './service-worker.ts';

/** Serves `/sw.js` from a client folder, as `app.ts` does, before the long-lived static files. */
async function serve(clientDir: string) {
  const app = express();
  app.get('/sw.js', serviceWorkerScript(clientDir));
  app.use(express.static(clientDir, { maxAge: '1h' }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${String(port)}`, close: () => server.close() };
}

describe('/sw.js', () => {
  let withWorker: Awaited<ReturnType<typeof serve>>;
  let withoutWorker: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sw-'));
    writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    withWorker = await serve(dir);
    withoutWorker = await serve(mkdtempSync(path.join(tmpdir(), 'no-sw-')));
  });
  afterAll(() => {
    withWorker.close();
    withoutWorker.close();
  });

  it('is always revalidated, as a script for the whole shop', async () => {
    const response = await fetch(`${withWorker.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('service-worker-allowed')).toBe('/');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('etag')).toBeTruthy();
    expect(await response.text()).toContain('addEventListener');
  });

  it('answers 304 to a browser that has the same worker', async () => {
    const first = await fetch(`${withWorker.url}/sw.js`);
    // Plain HTTP: `fetch` adds `Cache-Control: no-cache` to a request carrying If-None-Match,
    // which makes any server answer in full; a browser checking its worker does not.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(
          `${withWorker.url}/sw.js`,
          { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } },
          (response) => {
            response.resume();
            resolve(response.statusCode);
          },
        )
        .on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('answers 404, never kept, in a build without a worker', async () => {
    const response = await fetch(`${withoutWorker.url}/sw.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
