import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackendProxy } from './proxy.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the backend proxy', () => {
  it('forwards method, path, query, headers and body, and streams the answer back', async () => {
    const backend = await listen((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        res.writeHead(201, { 'content-type': 'application/json', 'x-magento-cache-id': 'abc' });
        res.end(
          JSON.stringify({
            method: req.method,
            url: req.url,
            store: req.headers.store,
            forwardedFor: req.headers['x-forwarded-for'],
            body,
          }),
        );
      });
    });
    const proxy = createBackendProxy(backend);
    const front = await listen((req, res) => proxy(req, res));

    const response = await fetch(`${front}/graphql?query=%7Bx%7D`, {
      method: 'POST',
      headers: { Store: 'fr', 'content-type': 'application/json' },
      body: '{"query":"mutation{y}"}',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-magento-cache-id')).toBe('abc');
    await expect(response.json()).resolves.toEqual({
      method: 'POST',
      url: '/graphql?query=%7Bx%7D',
      store: 'fr',
      forwardedFor: '127.0.0.1',
      body: '{"query":"mutation{y}"}',
    });
  });

  it('answers 502 with a JSON error when the backend is down', async () => {
    const proxy = createBackendProxy('http://127.0.0.1:1');
    const front = await listen((req, res) => proxy(req, res));
    const response = await fetch(`${front}/graphql?query=%7Bx%7D`);
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await expect(response.json()).resolves.toEqual({
      errors: [{ message: 'The commerce backend is unavailable.' }],
    });
  });
});
