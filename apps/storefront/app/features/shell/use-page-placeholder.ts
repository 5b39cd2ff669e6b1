import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import type { MenuCategory } from '../../lib/menu.ts';
import { hintedPageType, menuCategoryPaths } from '../../lib/page-type-hint.ts';
import type { HintedPageType } from '../../lib/page-type-hint.ts';

/**
 * A navigation shorter than this shows no placeholder: the old page stays under the loading bar,
 * so a fast answer does not flash a skeleton (decision 140).
 */
export const PLACEHOLDER_DELAY_MS = 180;

/** What the shell's main area shows: the page, or a placeholder for the page on its way. */
export type PagePlaceholder = { loading: false } | { loading: true; type: HintedPageType | null };

/**
 * The spec's `isPageLoading` (§3 app state) as the main area uses it: true once a navigation to
 * another page has loaded for {@link PLACEHOLDER_DELAY_MS}. A submission that stays on its page
 * (a form posted, the same path with other filters or another page of results) keeps the page.
 */
export function usePagePlaceholder(
  menu: readonly MenuCategory[],
  categoryUrlSuffix: string,
): PagePlaceholder {
  const navigation = useNavigation();
  const location = useLocation();
  const categoryPaths = useMemo(() => menuCategoryPaths(menu), [menu]);
  const target = navigation.state === 'loading' ? navigation.location : null;
  const isSubmission = Boolean(
    navigation.formMethod && navigation.formMethod.toUpperCase() !== 'GET',
  );
  const pending = target !== null && !isSubmission && target.pathname !== location.pathname;
  const key = pending ? target.key : null;
  const [shownFor, setShownFor] = useState<string | null>(null);

  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => setShownFor(key), PLACEHOLDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);

  const loading = pending && shownFor === key;
  useEffect(() => {
    // The placeholder is the top of the next page: a shopper who clicked a link far down (the
    // footer's) sees it, and the footer stays below the fold, still when the page arrives.
    if (loading) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [loading]);

  if (!loading) return { loading: false };
  return {
    loading: true,
    type: hintedPageType(
      { pathname: target.pathname, state: target.state },
      { categoryPaths, categoryUrlSuffix },
    ),
  };
}
