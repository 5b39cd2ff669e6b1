import { sanitizeRichText } from '@vitrine/rich-content/server';
import type { MenuCategory } from './menu.ts';

/** Menu promo content comes from the CMS: sanitised once, here, before it reaches any page. */
export function sanitizeMenu(categories: readonly MenuCategory[]): MenuCategory[] {
  return categories.map((category) => ({
    ...category,
    promoHtml: category.promoHtml ? sanitizeRichText(category.promoHtml) || null : null,
    children: sanitizeMenu(category.children),
  }));
}
