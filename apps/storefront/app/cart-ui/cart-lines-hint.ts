/**
 * How many lines the shopper's cart had when the browser last saw it, kept in a cookie so the
 * server can draw the cart page as it will be filled in: the empty state at once, or as many
 * skeleton lines as the cart has (decision 124). The cart itself stays in the browser; the
 * cookie holds a number only, and it is the cart's own (strictly necessary, no consent).
 */
export const CART_LINES_COOKIE = 'cart_lines';

/** Past a few lines the cart is taller than a phone's screen: more skeleton would change nothing. */
export const MAX_HINTED_LINES = 4;

const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

/** The hint in a `Cookie` header (or `document.cookie`); no cookie or a bad value reads as 0. */
export function readCartLinesHint(cookies: string | null | undefined): number {
  const pair = (cookies ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CART_LINES_COOKIE}=`));
  const value = Number(pair?.slice(CART_LINES_COOKIE.length + 1));
  if (!Number.isInteger(value) || value < 0) return 0;
  return Math.min(value, MAX_HINTED_LINES);
}

/** The `document.cookie` assignment that keeps the hint for a cart of `lines` lines. */
export function cartLinesCookie(lines: number, secure: boolean): string {
  const value = Math.min(Math.max(0, Math.floor(lines)), MAX_HINTED_LINES);
  return `${CART_LINES_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
