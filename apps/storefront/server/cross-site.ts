import type { NextFunction, Request, Response } from 'express';
import { isShopOrigin, requestOrigin } from './shop-origins.ts';

/** Methods that read: a page on another site may send them (its scripts cannot read the answer). */
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** `application/json`, with or without parameters (`; charset=utf-8`). */
const JSON_BODY = /^application\/json\s*(;|$)/i;

/** Request headers the shop's own clients send to the API (GraphQL, REST, card endpoint). */
const ALLOWED_REQUEST_HEADERS = [
  'authorization',
  'content-type',
  'content-currency',
  'store',
  'preview-version',
  'x-magento-cache-id',
  'x-recaptcha',
  'x-recaptcha-action',
  'x-vitrine-honeypot',
  'x-client-key',
  'idempotency-key',
].join(', ');

/** What the API guard decided about one request. */
export type ApiVerdict =
  { ok: true; corsOrigin: string | null } | { ok: false; status: 403 | 415; message: string };

/**
 * Cross-site protection of the storefront's API proxy (`/graphql`, `/rest/`, `/payment/`,
 * `/media/`). The shop's browser code calls the API with JSON from its own origin, so a request
 * that changes data must be `application/json` (an HTML form on another site can only send
 * form-encoded, multipart or plain text bodies without a preflight) and, when the browser says
 * where it comes from (`Origin`), come from the shop. CORS headers name only the shop's own other
 * origins: another site's scripts never read an answer.
 */
export function checkApiRequest(req: Request, shopOrigins: readonly string[]): ApiVerdict {
  const origin = req.headers.origin;
  const fromShop = origin !== undefined && isShopOrigin(origin, req, shopOrigins);
  const corsOrigin = fromShop && origin !== requestOrigin(req) ? origin : null;
  if (SAFE_METHODS.has(req.method)) return { ok: true, corsOrigin };
  if (origin !== undefined && !fromShop) {
    return { ok: false, status: 403, message: 'Cross-site requests are refused.' };
  }
  if (!JSON_BODY.test(req.headers['content-type'] ?? '')) {
    return {
      ok: false,
      status: 415,
      message: 'Requests that change data must be sent as application/json.',
    };
  }
  return { ok: true, corsOrigin };
}

/** Express middleware in front of the API proxy: refusals, preflights and CORS for shop origins. */
export function apiGuard(shopOrigins: readonly string[]) {
  return (req: Request, res: Response, next: NextFunction): void => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') {
      // Answered here, never by the backend (whose CORS allows any origin).
      const origin = req.headers.origin;
      res.setHeader('Vary', 'Origin');
      res.setHeader('Cache-Control', 'no-store');
      if (origin !== undefined && isShopOrigin(origin, req, shopOrigins)) {
        res.setHeader('Access-Control-Allow-Origin', origin);
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, DELETE');
        res.setHeader('Access-Control-Allow-Headers', ALLOWED_REQUEST_HEADERS);
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.status(204).end();
      return;
    }
    const verdict = checkApiRequest(req, shopOrigins);
    if (!verdict.ok) {
      res.status(verdict.status);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ errors: [{ message: verdict.message }] });
      return;
    }
    req.corsOrigin = verdict.corsOrigin;
    next();
  };
}

declare module 'node:http' {
  interface IncomingMessage {
    /** A shop origin other than the request's own, to name in the answer's CORS headers. */
    corsOrigin?: string | null;
  }
}
