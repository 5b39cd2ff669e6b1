import { GenericShimmer, PageLoadingBar, loadUiMachines } from '@vitrine/ui';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { AccountTrigger } from '../account/account-trigger.tsx';
import { ConsentRoot } from '../../privacy/consent-root.tsx';
import { NewsletterForm } from '../newsletter/newsletter-form.tsx';
import { CheckoutFooter, CheckoutHeader } from './checkout-shell.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import type { MenuCategory } from './menu.ts';
import { loadNavDrawer, useNavigation as useShellNavigation } from './navigation.tsx';
import { shellMessages } from './shell.messages.ts';
import styles from './shell.module.css';
import type { StoreSettings } from './store-settings.ts';
import { useConnectivity } from './use-connectivity.ts';
import { useUiMachinesOnFirstInteraction } from './warm-up.ts';
import { useRuntime } from '../../shop/runtime-context.tsx';

/** The search bar, fetched when the shopper first opens it (or first interacts with the page). */
const loadSearchBar = () => import('../search/search-bar.tsx');
const SearchBar = lazy(() => loadSearchBar().then((module) => ({ default: module.SearchBar })));

/** What the shell fetches at the first interaction: the UI machines and the on-demand parts. */
const loadOnFirstInteraction = () =>
  Promise.all([loadUiMachines(), loadSearchBar(), loadNavDrawer()]);

/** The drawer's account views (forms), loaded when one opens. */
const DrawerAccountViews = lazy(() =>
  import('../account/drawer-views.tsx').then((module) => ({ default: module.DrawerAccountViews })),
);

/** A path gets the checkout shell when it contains /checkout (spec §2). */
export function isCheckoutPath(pathname: string): boolean {
  return pathname.includes('/checkout');
}

/**
 * The page frame: the full header and footer, or the reduced checkout ones; the page-loading bar
 * while the next route loads; the search bar, which closes on a route change or Escape.
 */
export function Shell({
  store,
  menu,
  children,
}: {
  store: StoreSettings;
  menu: MenuCategory[];
  children: ReactNode;
}) {
  const intl = useIntl();
  const location = useLocation();
  const navigation = useNavigation();
  const { isOnline } = useConnectivity();
  const [searchOpen, setSearchOpen] = useState(false);
  const checkout = isCheckoutPath(location.pathname);
  // The checkout shell has no search bar and no drawer: only the machines there.
  useUiMachinesOnFirstInteraction(checkout ? loadUiMachines : loadOnFirstInteraction);
  // Stable across renders, so that the footer (memoised) redraws only when the store changes.
  const [now] = useState(() => new Date());
  const newsletter = useMemo(() => <NewsletterForm />, []);

  useEffect(() => {
    setSearchOpen(false);
  }, [location.pathname]);
  useEffect(() => {
    if (!searchOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSearchOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [searchOpen]);

  const needHelp = useCallback(() => import('./need-help.ts').then((m) => m.loadNeedHelp()), []);
  const { summary } = useRuntime();
  const navigationUi = useShellNavigation(menu, summary.firstName, summary.signedIn);

  return (
    <ConsentRoot>
      <div className={checkout ? styles.checkoutPage : styles.page}>
        <a href="#main" className={styles.skipLink}>
          {intl.formatMessage(shellMessages.skipToContent)}
        </a>
        <PageLoadingBar isLoading={navigation.state === 'loading'} />
        {checkout ? (
          <CheckoutHeader store={store} loadNeedHelp={needHelp} />
        ) : (
          <Header
            store={store}
            menu={menu}
            isOnline={isOnline}
            cartCount={summary.cartCount}
            firstName={summary.firstName}
            megaMenu={navigationUi.megaMenu}
            onOpenDrawer={navigationUi.openDrawer}
            onToggleSearch={() => setSearchOpen((open) => !open)}
            isSearchOpen={searchOpen}
            search={
              searchOpen ? (
                <Suspense fallback={null}>
                  <SearchBar />
                </Suspense>
              ) : null
            }
            account={<AccountTrigger />}
          />
        )}
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        {checkout ? (
          <CheckoutFooter store={store} now={now} />
        ) : (
          <Footer store={store} now={now} newsletter={newsletter} />
        )}
        {checkout
          ? null
          : navigationUi.drawerElement((view) => (
              <Suspense fallback={<GenericShimmer />}>
                <DrawerAccountViews
                  view={view}
                  onView={navigationUi.showView}
                  onClose={navigationUi.closeDrawer}
                />
              </Suspense>
            ))}
      </div>
    </ConsentRoot>
  );
}
