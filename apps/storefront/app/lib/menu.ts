/**
 * The category tree as the menus show it (spec §5 Menu): entries with include_in_menu 0 are left
 * out, the rest sorted by position (then uid, spec §4 Categories), three levels at most. The tree
 * comes from the core contract; promotions and skinny submenus from the `category-promo`
 * extension, merged in by uid when the backend offers it.
 */

export interface MenuCategory {
  uid: string;
  name: string;
  href: string;
  /** Level-2 entries: split into columns of 6 (spec §9 skinny columns). */
  skinny: boolean;
  promoHtml: string | null;
  children: MenuCategory[];
}

export interface RawMenuCategory {
  uid: string;
  name?: string | null;
  include_in_menu?: number | null;
  position?: number | null;
  url_path?: string | null;
  url_suffix?: string | null;
  promo_content?: string | null;
  promo_rich_content?: string | null;
  skinny_navigation?: boolean | number | null;
  children?: readonly (RawMenuCategory | null)[] | null;
}

/** What the `category-promo` extension adds to a category (GetMegaMenuPromos). */
export interface RawCategoryPromo {
  uid: string;
  promo_content?: string | null;
  promo_rich_content?: string | null;
  skinny_navigation?: boolean | number | null;
  children?: readonly (RawCategoryPromo | null)[] | null;
}

/** The menu holds three levels (spec §9). */
export const MENU_DEPTH = 3;
/** Items per column of a skinny submenu (spec §9). */
export const SKINNY_COLUMN_SIZE = 6;

export function toMenuTree(
  categories: readonly (RawMenuCategory | null)[] | null | undefined,
  depth = MENU_DEPTH,
): MenuCategory[] {
  if (!categories || depth === 0) return [];
  return categories
    .filter((category): category is RawMenuCategory =>
      Boolean(category && category.include_in_menu !== 0),
    )
    .slice()
    .sort(
      (a, b) =>
        (a.position ?? 0) - (b.position ?? 0) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
    )
    .map((category) => ({
      uid: category.uid,
      name: category.name ?? '',
      href: `/${category.url_path ?? ''}${category.url_suffix ?? ''}`,
      skinny: Boolean(category.skinny_navigation),
      promoHtml: category.promo_rich_content || category.promo_content || null,
      children: toMenuTree(category.children, depth - 1),
    }));
}

function promosByUid(
  promos: readonly (RawCategoryPromo | null)[] | null | undefined,
  into = new Map<string, RawCategoryPromo>(),
): Map<string, RawCategoryPromo> {
  for (const promo of promos ?? []) {
    if (!promo) continue;
    into.set(promo.uid, promo);
    promosByUid(promo.children, into);
  }
  return into;
}

/**
 * The core tree with the `category-promo` extension's fields of each category, matched by uid at
 * any level (a category the extension does not mention keeps no promotion and standard columns).
 * Without the extension's answer the tree is returned as it is.
 */
export function withCategoryPromos(
  categories: readonly (RawMenuCategory | null)[] | null | undefined,
  promos: readonly (RawCategoryPromo | null)[] | null | undefined,
): readonly (RawMenuCategory | null)[] | null | undefined {
  if (!promos || promos.length === 0 || !categories) return categories;
  const byUid = promosByUid(promos);
  const merge = (
    level: readonly (RawMenuCategory | null)[] | null | undefined,
  ): (RawMenuCategory | null)[] | null | undefined =>
    level?.map((category) => {
      if (!category) return category;
      const promo = byUid.get(category.uid);
      return {
        ...category,
        promo_content: promo?.promo_content ?? null,
        promo_rich_content: promo?.promo_rich_content ?? null,
        skinny_navigation: promo?.skinny_navigation ?? null,
        children: merge(category.children),
      };
    });
  return merge(categories);
}

/** Splits entries into columns of {@link SKINNY_COLUMN_SIZE}. */
export function toColumns<T>(items: readonly T[], size = SKINNY_COLUMN_SIZE): T[][] {
  const columns: T[][] = [];
  for (let index = 0; index < items.length; index += size)
    columns.push(items.slice(index, index + size));
  return columns;
}
