import { GetMegaMenu, GetMegaMenuPromos } from '@vitrine/graphql-client';
import type { ShopClient, ShopExtensions } from '@vitrine/graphql-client';
import { sanitizeRichText } from '@vitrine/rich-content/server';
import { toMenuTree, withCategoryPromos } from '../../lib/menu.ts';
import type { MenuCategory } from '../../lib/menu.ts';

/** Menu promo content comes from the CMS: sanitised once, here, before it reaches any page. */
export function sanitizeMenu(categories: readonly MenuCategory[]): MenuCategory[] {
  return categories.map((category) => ({
    ...category,
    promoHtml: category.promoHtml ? sanitizeRichText(category.promoHtml) || null : null,
    children: sanitizeMenu(category.children),
  }));
}

/**
 * The mega menu: the core category tree, with the promotions and skinny flags of the
 * `category-promo` extension when the backend offers it (decision 100). The core read starts at
 * once; the promotions wait for the (cached) list of extensions. A failed promotions read leaves
 * the menu without promotions; a failed core read leaves it empty (the shell still renders).
 */
export async function loadMenu(
  shop: ShopClient,
  extensions: Promise<ShopExtensions>,
): Promise<MenuCategory[]> {
  const [menu, promos] = await Promise.all([
    shop.graphql.query(GetMegaMenu, {}).toPromise(),
    extensions.then((offered) =>
      offered.has('category-promo') ? shop.graphql.query(GetMegaMenuPromos, {}).toPromise() : null,
    ),
  ]);
  const tree = withCategoryPromos(
    menu.data?.categoryList?.[0]?.children,
    promos?.data?.categoryList?.[0]?.children,
  );
  return sanitizeMenu(toMenuTree(tree));
}
