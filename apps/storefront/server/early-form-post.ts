import type { NextFunction, Request, Response } from 'express';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * A form sent before the page's scripts ran reaches the server as a native POST. The storefront's
 * forms are all handled in the browser (the sign-in token and cart id live there, spec §9), so no
 * route has an action: the visitor is sent back to the page with a 303, the body unread. Forms are
 * `method="post"` so that what was typed — a password, an address — never lands in a URL, a
 * history entry or a log.
 */
export function earlyFormPost(req: Request, res: Response, next: NextFunction): void {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  // react-router's own data requests end in .data; they are its business.
  if (req.method !== 'POST' || !FORM_TYPES.includes(type) || req.path.endsWith('.data')) {
    next();
    return;
  }
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(303, req.originalUrl);
}
