import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import {
  CSP_REPORT_GROUP,
  CSP_REPORT_PATH,
  contentSecurityPolicy,
} from './content-security-policy.ts';

/** A fresh nonce for one response: 128 random bits, base64 (CSP3 asks for at least 128). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** HSTS for a year, subdomains included (ASVS 5 3.4.1 and reliability §3.2). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Powerful features the shop leaves off, and geolocation for its own pages only (the store
 * locator's "near me"). Only names Chromium knows: an unknown one is a console error.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

/** Headers every response carries, pages, assets and API answers alike. */
export function commonSecurityHeaders(https: boolean): [string, string][] {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ];
  // Browsers ignore HSTS over plain HTTP; sent there it would only mislead whoever reads it.
  if (https) headers.push(['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY]);
  return headers;
}

/**
 * Headers of an HTML document: its policy with the response's nonce, framing, opener, features.
 * `framedBy` is the admin's origin, the one that may frame the shop for its preview (decision 141).
 */
export function documentSecurityHeaders(
  nonce: string,
  https: boolean,
  framedBy: string | null = null,
): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy({ nonce, https, framedBy })],
    ['Reporting-Endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    // frame-ancestors 'none' for browsers that predate it. It cannot name an origin: with an admin
    // origin, frame-ancestors alone says who may frame (browsers that know it ignore this header).
    ...(framedBy ? [] : [['X-Frame-Options', 'DENY'] as [string, string]]),
  ];
}

/**
 * Whether the request reached the shop over HTTPS: on a TLS socket, or through a trusted proxy that
 * says so in `X-Forwarded-Proto` (Express's `trust proxy`, set from `TRUSTED_PROXIES`).
 */
export function isHttps(req: Request): boolean {
  return req.secure;
}

/** Express middleware: the common headers on every response. */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  for (const [name, value] of commonSecurityHeaders(isHttps(req))) res.setHeader(name, value);
  next();
}
