/**
 * The admin preview as the storefront runs it (spec §4 "Admin preview", §7, §9; decision 141).
 * The admin posts `{ authorization, version }` to the shop's window from its own origin; the shop
 * stores them (local storage, spec §9, for the browser's shop client) and in a short-lived cookie
 * (for its server, which draws the page), then reloads. That load's content reads carry them; 10 s
 * later they are gone from both.
 */
import { PREVIEW_TTL_MS } from '@vitrine/graphql-client';
import type { PreviewCredentials } from '@vitrine/graphql-client';

import { PREVIEW_COOKIE } from './admin-preview-basics.ts';

export { PREVIEW_COOKIE, adminOriginOf } from './admin-preview-basics.ts';

/** Staging versions are unix seconds. */
const VERSION = /^\d{1,12}$/;
/** A bearer token as an integration or admin token is written: no spaces, no separators. */
const TOKEN = /^[A-Za-z0-9._~+/=-]{8,512}$/;

/**
 * The credentials of an admin preview message, or null for anything else (another window's
 * message, a malformed one). `authorization` is the admin's bearer token, with or without
 * `Bearer `; `version` the staging version in unix seconds (a number or its digits).
 */
export function parsePreviewMessage(data: unknown): PreviewCredentials | null {
  if (typeof data !== 'object' || data === null) return null;
  const { authorization, version } = data as Record<string, unknown>;
  if (typeof authorization !== 'string') return null;
  const token = authorization.replace(/^Bearer\s+/i, '').trim();
  const versionText = typeof version === 'number' ? String(version) : version;
  if (!TOKEN.test(token) || typeof versionText !== 'string' || !VERSION.test(versionText))
    return null;
  return { token, version: versionText };
}

/** The `document.cookie` assignment that carries the credentials to the server for 10 s. */
export function previewCookie(credentials: PreviewCredentials, secure: boolean): string {
  const value = encodeURIComponent(`${credentials.version}.${credentials.token}`);
  const attributes = [`Max-Age=${PREVIEW_TTL_MS / 1000}`, 'Path=/', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  return [`${PREVIEW_COOKIE}=${value}`, ...attributes].join('; ');
}

/** The assignment that removes the cookie. */
export const CLEAR_PREVIEW_COOKIE = `${PREVIEW_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;

/** The credentials a request's `Cookie` header carries, or null (server side). */
export function previewFromCookies(cookieHeader: string | null): PreviewCredentials | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== PREVIEW_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
    const dot = value.indexOf('.');
    return parsePreviewMessage({
      version: value.slice(0, dot),
      authorization: value.slice(dot + 1),
    });
  }
  return null;
}
