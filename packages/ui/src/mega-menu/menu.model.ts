import type { ReactNode } from 'react';

/** Items per column in a skinny submenu (spec §5, §9). */
export const SKINNY_COLUMN_SIZE = 6;

/** A category as the menus show it (3 levels deep at most). */
export interface MenuCategory {
  uid: string;
  name: string;
  href: string;
  children?: readonly MenuCategory[];
  /** Promo content beside the submenu columns (the storefront renders the CMS content). */
  promo?: ReactNode;
  /** `skinny_navigation`: children listed in plain columns of 6 instead of titled columns. */
  skinny?: boolean;
}

/** A category as the API returns it for menus (the fields the ordering needs). */
export interface MenuSourceCategory {
  uid: string;
  include_in_menu?: number | null;
  position?: number | null;
  children?: readonly MenuSourceCategory[] | null;
}

/**
 * Menu order (spec §5): categories with `include_in_menu` 0 are left out, the rest sorted by
 * position, at every level. Returns new arrays; the input is not touched.
 */
export function menuOrder<T extends MenuSourceCategory>(categories: readonly T[]): T[] {
  return categories
    .filter((category) => category.include_in_menu !== 0)
    .map((category) =>
      category.children
        ? { ...category, children: menuOrder(category.children as readonly T[]) }
        : category,
    )
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

/** Splits items into columns of `size` (skinny submenus use 6). */
export function toColumns<T>(items: readonly T[], size: number = SKINNY_COLUMN_SIZE): T[][] {
  const columns: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    columns.push(items.slice(start, start + size));
  return columns;
}
