import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from '@react-router/node';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { CSP_NONCE_HEADER } from '../app/lib/csp-nonce.ts';
import { SHOPPER_ADDRESS_HEADER } from '../app/lib/shopper-address.ts';
import { adminOriginOf } from '../app/lib/admin-preview-basics.ts';
import { isCacheableRequest, isPreviewRequest, sharedMaxAge, withNonce } from './page-cache.ts';
import type { PageCache } from './page-cache.ts';
import { createNonce, documentSecurityHeaders, isHttps } from './security-headers.ts';

/** The Fetch request react-router handles, carrying the response's nonce for the renderer. */
function toRequest(req: ExpressRequest, res: ExpressResponse, nonce: string): Request {
  const url = new URL(req.url, `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // Only the server says which nonce a page carries, and whose request it is.
    if (value === undefined || name === CSP_NONCE_HEADER || name === SHOPPER_ADDRESS_HEADER)
      continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(CSP_NONCE_HEADER, nonce);
  if (req.ip) headers.set(SHOPPER_ADDRESS_HEADER, req.ip);
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

const isHtml = (headers: Iterable<[string, string]>) =>
  [...headers].some(([name, value]) => name === 'content-type' && value.startsWith('text/html'));

function sendHeaders(
  req: ExpressRequest,
  res: ExpressResponse,
  status: number,
  headers: [string, string][],
  cacheState: string,
  nonce: string,
  framedBy: string | null,
) {
  res.statusCode = status;
  for (const [name, value] of headers) {
    if (name === 'set-cookie') res.appendHeader(name, value);
    else res.setHeader(name, value);
  }
  // Pages (and error pages) get their policy with this response's nonce; data requests are not
  // documents.
  if (isHtml(headers)) {
    for (const [name, value] of documentSecurityHeaders(nonce, isHttps(req), framedBy))
      res.setHeader(name, value);
  }
  res.setHeader('x-page-cache', cacheState);
}

/** react-router's request handler (`createRequestHandler(build, mode)`). */
export type RenderHandler = (request: Request) => Promise<Response>;

/**
 * Server rendering with the page cache in front: a cached page is sent with a fresh nonce; a page
 * its route marks shareable is buffered, stored and sent; anything else streams straight through.
 */
export function createRenderMiddleware(
  handle: RenderHandler,
  cache: PageCache,
  /** The admin origin that may frame the shop for its preview (`ADMIN_ORIGIN`, decision 141). */
  framedBy: string | null = adminOriginOf(process.env.ADMIN_ORIGIN?.trim()),
) {
  return async (req: ExpressRequest, res: ExpressResponse, next: (error?: unknown) => void) => {
    try {
      const nonce = createNonce();
      const request = toRequest(req, res, nonce);
      const cacheable = isCacheableRequest(request.method, request.headers);
      const key = request.url;
      const hit = cacheable ? cache.get(key) : null;
      if (hit) {
        sendHeaders(req, res, hit.status, hit.headers, 'HIT', nonce, framedBy);
        res.end(withNonce(hit, nonce));
        return;
      }
      const response = await handle(request);
      // An admin preview's page (drafts) is stored by no one: not here, not by a browser or a CDN.
      const headers: [string, string][] = isPreviewRequest(request.headers)
        ? [
            ...[...response.headers.entries()].filter(([name]) => name !== 'cache-control'),
            ['cache-control', 'no-store'],
          ]
        : [...response.headers.entries()];
      const seconds =
        cacheable && response.status === 200
          ? sharedMaxAge(response.headers.get('cache-control'))
          : null;
      if (seconds !== null && !response.headers.has('set-cookie')) {
        const body = Buffer.from(await response.arrayBuffer());
        cache.set(key, { status: response.status, headers, body, nonce }, seconds);
        sendHeaders(req, res, response.status, headers, 'MISS', nonce, framedBy);
        res.end(body);
        return;
      }
      sendHeaders(
        req,
        res,
        response.status,
        headers,
        cacheable ? 'MISS' : 'BYPASS',
        nonce,
        framedBy,
      );
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}
