import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from '@react-router/node';
import { createRequestHandler } from 'react-router';
import type { ServerBuild } from 'react-router';
import { isCacheableRequest, sharedMaxAge } from './page-cache.ts';
import type { PageCache } from './page-cache.ts';

function toRequest(req: IncomingMessage, res: ServerResponse): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const init: RequestInit & { duplex?: 'half' } = {
    method: req.method,
    headers,
    signal: controller.signal,
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

function sendHeaders(
  res: ServerResponse,
  status: number,
  headers: Iterable<[string, string]>,
  cacheState: string,
) {
  res.statusCode = status;
  for (const [name, value] of headers) {
    if (name === 'set-cookie') res.appendHeader(name, value);
    else res.setHeader(name, value);
  }
  res.setHeader('x-page-cache', cacheState);
}

/**
 * Server rendering with the page cache in front: a cached page is sent as it is; a page its route
 * marks shareable is buffered, stored and sent; anything else streams straight through.
 */
export function createRenderMiddleware(build: ServerBuild, mode: string, cache: PageCache) {
  const handle = createRequestHandler(build, mode);
  return async (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    try {
      const request = toRequest(req, res);
      const cacheable = isCacheableRequest(request.method, request.headers);
      const key = request.url;
      const hit = cacheable ? cache.get(key) : null;
      if (hit) {
        sendHeaders(res, hit.status, hit.headers, 'HIT');
        res.end(hit.body);
        return;
      }
      const response = await handle(request);
      const seconds =
        cacheable && response.status === 200
          ? sharedMaxAge(response.headers.get('cache-control'))
          : null;
      if (seconds !== null && !response.headers.has('set-cookie')) {
        const body = Buffer.from(await response.arrayBuffer());
        const headers = [...response.headers.entries()];
        cache.set(key, { status: response.status, headers, body }, seconds);
        sendHeaders(res, response.status, headers, 'MISS');
        res.end(body);
        return;
      }
      sendHeaders(res, response.status, response.headers.entries(), cacheable ? 'MISS' : 'BYPASS');
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}
