import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Headers that describe one hop and must not be forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/**
 * The paths the storefront forwards to the commerce backend. `/payment/` is the test card
 * provider's endpoint, which the checkout's card form posts to.
 */
export const BACKEND_PATH_PREFIXES = ['/graphql', '/rest/', '/media/', '/payment/'] as const;

/** Headers of the backend's own CORS policy, which the storefront replaces with its own. */
const CORS_ANSWER = /^access-control-/;

/**
 * Whether an answer must never be stored by a browser or a shared cache: it answered a customer's
 * token (a cart, an account, an order) or a request that changed data.
 */
export function isPrivateAnswer(req: IncomingMessage): boolean {
  const method = req.method ?? 'GET';
  return (method !== 'GET' && method !== 'HEAD') || (req.headers.authorization ?? '').trim() !== '';
}

/**
 * Forwards a request to the commerce backend and streams the answer back, so the browser only
 * ever talks to the storefront origin (same-origin GraphQL, REST and media). The backend learns the
 * shopper's address, scheme and host (`X-Forwarded-*`, as the storefront's trusted proxies gave
 * them, else the connection's). Its CORS headers are dropped (the storefront's API guard names the
 * shop's origins only), and private answers are marked `no-store`.
 */
export function createBackendProxy(backend: string) {
  const target = new URL(backend);
  const client = target.protocol === 'https:' ? https : http;

  return (req: IncomingMessage, res: ServerResponse): void => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    const forwardedFor = req.forwarded?.for ?? req.socket.remoteAddress;
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    headers['x-forwarded-host'] = req.forwarded?.host ?? req.headers.host ?? '';
    headers['x-forwarded-proto'] = req.forwarded?.proto ?? 'http';

    const upstream = client.request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.originalUrlPath ?? req.url,
        headers,
      },
      (answer) => {
        const outHeaders: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name) && !CORS_ANSWER.test(name))
            outHeaders[name] = value;
        }
        if (req.corsOrigin) {
          outHeaders['access-control-allow-origin'] = req.corsOrigin;
          outHeaders.vary = outHeaders.vary ? `${String(outHeaders.vary)}, Origin` : 'Origin';
        }
        outHeaders['x-content-type-options'] = 'nosniff';
        if (isPrivateAnswer(req)) outHeaders['cache-control'] = 'no-store';
        res.writeHead(answer.statusCode ?? 502, outHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      }
      res.end(JSON.stringify({ errors: [{ message: 'The commerce backend is unavailable.' }] }));
    });
    req.pipe(upstream);
  };
}

declare module 'node:http' {
  interface IncomingMessage {
    /** Express keeps the full path here when a router strips its mount point. */
    originalUrlPath?: string;
    /** The shopper's address, the scheme and host they used (trusted proxies applied). */
    forwarded?: { for: string | undefined; proto: string; host: string };
  }
}
