import {
  MegaMenu,
  NAV_DRAWER,
  lazyDrawerMachine,
  selectCurrentCategory,
  selectDrawerView,
  useLazyActor,
} from '@vitrine/ui';
import type { DrawerView, MenuCategory as UiMenuCategory } from '@vitrine/ui';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { MenuCategory } from '../../lib/menu.ts';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { useStoreListPath } from '../../lib/store-locator.ts';
import { useFavoriteStoreLine } from '../../favorite-store/favorite-store-line.tsx';
import { shellMessages } from './shell.messages.ts';

/** The drawer's component, fetched when the drawer first opens (decision 007). */
export const loadNavDrawer = () => import('@vitrine/ui/nav-drawer');
const NavDrawer = lazy(() => loadNavDrawer().then((module) => ({ default: module.NavDrawer })));

/** The storefront's menu tree in the design system's shape (promo HTML sanitised on the server). */
export function toUiMenu(categories: readonly MenuCategory[]): UiMenuCategory[] {
  return categories.map((category) => ({
    uid: category.uid,
    name: category.name,
    href: category.href,
    skinny: category.skinny,
    children: toUiMenu(category.children),
    ...(category.promoHtml
      ? { promo: <div dangerouslySetInnerHTML={{ __html: category.promoHtml }} /> }
      : {}),
  }));
}

function findPath(categories: readonly UiMenuCategory[], uid: string): UiMenuCategory | null {
  for (const category of categories) {
    if (category.uid === uid) return category;
    const found = findPath(category.children ?? [], uid);
    if (found) return found;
  }
  return null;
}

/** The uid of the top-level category whose tree holds the page at `pathname`, if any. */
export function activeTopUid(
  categories: readonly UiMenuCategory[],
  pathname: string,
): string | undefined {
  const holds = (category: UiMenuCategory): boolean =>
    category.href === pathname || (category.children ?? []).some(holds);
  return categories.find(holds)?.uid;
}

/**
 * The header's desktop mega menu and the mobile drawer, over one menu tree. The drawer machine
 * (design system) owns views and the category path; the drawer closes on every route change.
 */
export function useNavigation(
  menu: readonly MenuCategory[],
  firstName: string | null,
  signedIn = firstName !== null,
) {
  const categories = useMemo(() => toUiMenu(menu), [menu]);
  // The drawer's machine (and XState) is fetched when the drawer first opens (decision 007).
  const [snapshot, drawer] = useLazyActor(lazyDrawerMachine);
  const view = snapshot ? selectDrawerView(snapshot) : null;
  const currentUid = snapshot ? selectCurrentCategory(snapshot) : null;
  const location = useLocation();
  const intl = useIntl();
  const storeList = useStoreListPath();
  const favoriteLine = useFavoriteStoreLine();

  useEffect(() => {
    drawer.sendIfRunning({ type: 'drawer.close' });
  }, [drawer, location.pathname]);

  // Mounted from its first opening on, so that it can play its closing transition.
  const [drawerMounted, setDrawerMounted] = useState(false);
  if (view !== null && !drawerMounted) setDrawerMounted(true);

  const current = currentUid ? findPath(categories, currentUid) : null;
  const openDrawer = () => {
    // The component and the machine download side by side.
    loadNavDrawer().catch(() => undefined);
    drawer.send({ type: 'drawer.toggle', name: NAV_DRAWER });
  };

  /** Moves the drawer to an account view the way its machine allows (spec §4, drawer views). */
  const showView = (target: Exclude<DrawerView, 'menu'>) => {
    if (target === 'signIn') {
      // Back from Create Account or Forgot Password goes to Sign In.
      drawer.send({
        type: view === 'createAccount' || view === 'forgotPassword' ? 'nav.back' : 'nav.signIn',
      });
      return;
    }
    const events = {
      createAccount: 'nav.createAccount',
      forgotPassword: 'nav.forgotPassword',
      myAccount: 'nav.myAccount',
    } as const;
    drawer.send({ type: events[target] });
  };
  const closeDrawer = () => drawer.send({ type: 'drawer.close' });

  const onHome = location.pathname === '/';
  // A stable prop, so that the (memoised) menu renders again only when its content changes.
  const home = useMemo(
    () => ({ label: intl.formatMessage(shellMessages.home), href: '/', current: onHome }),
    [intl, onHome],
  );
  const megaMenu = (
    <MegaMenu
      categories={categories}
      home={home}
      activeUid={activeTopUid(categories, location.pathname)}
    />
  );
  const drawerElement = (renderView?: (view: Exclude<DrawerView, 'menu'>) => ReactNode) =>
    drawerMounted ? (
      <Suspense fallback={null}>
        <NavDrawer
          isOpen={view !== null}
          view={view ?? 'menu'}
          onClose={() => drawer.send({ type: 'drawer.close' })}
          onBack={() => drawer.send({ type: 'nav.back' })}
          categories={current ? (current.children ?? []) : categories}
          currentCategory={current}
          onCategory={(uid) => drawer.send({ type: 'nav.category', uid })}
          firstName={firstName}
          onAccount={() => drawer.send({ type: signedIn ? 'nav.myAccount' : 'nav.signIn' })}
          footerLinks={[
            // The favourite store first ("Ma boutique : … — ouverte jusqu’à 19 h"), then the list.
            ...(favoriteLine
              ? [{ href: favoriteLine.href, label: favoriteLine.text, icon: 'clock' as const }]
              : []),
            ...(storeList
              ? [
                  {
                    href: storeList,
                    label: intl.formatMessage(shellMessages.storeLocator),
                    icon: 'home' as const,
                  },
                ]
              : []),
          ]}
          {...(renderView ? { renderView } : {})}
        />
      </Suspense>
    ) : null;
  return { megaMenu, drawerElement, openDrawer, drawer, showView, closeDrawer };
}
