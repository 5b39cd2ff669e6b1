/**
 * Which placeholder a navigation shows while the next page's data loads (spec §2, §9 page-type to
 * shimmer map). The resolver learns a URL's page type only from its loader, so the shell guesses
 * from what the link knew (its `state`), the menu's category paths and the shop's fixed routes;
 * anything else gets the generic loader (decision 140).
 */

/** The page types a placeholder exists for; `null` is the generic loader. */
export type HintedPageType = 'CATEGORY' | 'PRODUCT' | 'CMS_PAGE';

const HINTED: ReadonlySet<string> = new Set([
  'CATEGORY',
  'PRODUCT',
  'CMS_PAGE',
] satisfies HintedPageType[]);

/** A link's `state` naming its destination's page type: `<Link to={href} state={pageTypeState('PRODUCT')}>`. */
export function pageTypeState(type: HintedPageType): { pageType: HintedPageType } {
  return { pageType: type };
}

/** The storefront's own routes drawn from CMS pages: the home page and the two fixed CMS routes. */
const CMS_ROUTES: ReadonlySet<string> = new Set(['/', '/about-us', '/customer-service']);

export interface PageTypeTarget {
  pathname: string;
  /** The navigation's `location.state`, as the link set it (anything else is ignored). */
  state?: unknown;
}

export interface KnownPaths {
  /** The menu's category paths (`/complements/vitamines.html`). */
  categoryPaths: ReadonlySet<string>;
  /** The store's category URL suffix (spec §9: `.html`). */
  categoryUrlSuffix: string;
}

function stateType(state: unknown): HintedPageType | null {
  if (typeof state !== 'object' || state === null || !('pageType' in state)) return null;
  const { pageType } = state;
  return typeof pageType === 'string' && HINTED.has(pageType) ? (pageType as HintedPageType) : null;
}

/**
 * The page type to show a placeholder for, or null for the generic loader.
 * A path of two segments or more ending with the category suffix is a category: Magento's
 * product URLs have one segment (no category path), its category URLs the whole tree path.
 */
export function hintedPageType(target: PageTypeTarget, known: KnownPaths): HintedPageType | null {
  const fromLink = stateType(target.state);
  if (fromLink) return fromLink;
  const pathname = target.pathname.replace(/\/+$/, '') || '/';
  if (CMS_ROUTES.has(pathname)) return 'CMS_PAGE';
  if (known.categoryPaths.has(pathname)) return 'CATEGORY';
  const suffix = known.categoryUrlSuffix;
  const segments = pathname.split('/').filter(Boolean);
  if (suffix && pathname.endsWith(suffix) && segments.length >= 2) return 'CATEGORY';
  return null;
}

/** Every category path of a menu tree, at any depth. */
export function menuCategoryPaths(
  menu: readonly { href: string; children: readonly unknown[] }[],
): Set<string> {
  const paths = new Set<string>();
  const walk = (items: readonly { href: string; children: readonly unknown[] }[]) => {
    for (const item of items) {
      paths.add(item.href);
      walk(item.children as readonly { href: string; children: readonly unknown[] }[]);
    }
  };
  walk(menu);
  return paths;
}
