import { CART_BADGE_LIMIT } from './cart.constants.ts';

/**
 * The text of a count badge (spec §2, §9): nothing for zero, the count up to `limit`, `99+` above
 * it. The cart trigger's badge and the design system's `Badge` both use it, so the rule has one
 * home.
 */
export function badgeText(count: number, limit: number = CART_BADGE_LIMIT): string | null {
  if (count <= 0) return null;
  return count > limit ? `${limit}+` : String(Math.trunc(count));
}
