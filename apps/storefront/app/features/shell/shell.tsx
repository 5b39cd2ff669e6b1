import { GenericShimmer, PageLoadingBar, PageShimmer, loadUiMachines } from '@vitrine/ui';
import type { DrawerView } from '@vitrine/ui';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { ConsentRoot } from '../../privacy/consent-root.tsx';
import { CheckoutFooter, CheckoutHeader } from './checkout-shell.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import type { MenuCategory } from '../../lib/menu.ts';
import { loadNavDrawer, useNavigation as useShellNavigation } from './navigation.tsx';
import { shellMessages } from './shell.messages.ts';
import styles from './shell.module.css';
import type { StoreSettings } from '../../lib/store-settings.ts';
import { useConnectivity } from './use-connectivity.ts';
import { usePagePlaceholder } from './use-page-placeholder.ts';
import { useServiceWorker } from './use-service-worker.ts';
import { useUiMachinesOnFirstInteraction } from './warm-up.ts';
import { useRuntime } from '../../shop/runtime-context.tsx';

/** A drawer view the account feature fills (sign in, create account, forgot password, my account). */
export type ShellDrawerView = Exclude<DrawerView, 'menu'>;

/**
 * What other features put in the frame (decision 112: the shell imports no feature; the app's
 * composition module, `app/shell-parts.tsx`, hands them over). Components, not elements, and
 * module-level constants, so that the frame draws exactly what it drew when it imported them.
 */
export interface ShellParts {
  /** The header's account entry: the menu when signed in, the sign-in link otherwise. */
  readonly AccountTrigger: ComponentType;
  /** The footer's newsletter block. */
  readonly NewsletterForm: ComponentType;
  /** The search bar, a lazy component fetched when the shopper first opens it. */
  readonly SearchBar: ComponentType;
  /** Fetches the search bar's module ahead (at the first interaction). */
  readonly loadSearchBar: () => Promise<unknown>;
  /** The drawer's account views (forms), a lazy component loaded when one opens. */
  readonly DrawerAccountViews: ComponentType<{
    view: ShellDrawerView;
    onView: (view: ShellDrawerView) => void;
    onClose: () => void;
  }>;
}

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
  parts,
  children,
}: {
  store: StoreSettings;
  menu: MenuCategory[];
  parts: ShellParts;
  children: ReactNode;
}) {
  const { AccountTrigger, NewsletterForm, SearchBar, DrawerAccountViews } = parts;
  const intl = useIntl();
  const location = useLocation();
  const navigation = useNavigation();
  const { isOnline } = useConnectivity();
  useServiceWorker();
  const [searchOpen, setSearchOpen] = useState(false);
  const checkout = isCheckoutPath(location.pathname);
  const placeholder = usePagePlaceholder(menu, store.categoryUrlSuffix);
  // What the shell fetches at the first interaction: the UI machines and the on-demand parts.
  const loadOnFirstInteraction = useCallback(
    () => Promise.all([loadUiMachines(), parts.loadSearchBar(), loadNavDrawer()]),
    [parts],
  );
  // The checkout shell has no search bar and no drawer: only the machines there.
  useUiMachinesOnFirstInteraction(checkout ? loadUiMachines : loadOnFirstInteraction);
  const newsletter = useMemo(() => <NewsletterForm />, [NewsletterForm]);

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
      <div
        className={checkout ? styles.checkoutPage : styles.page}
        data-page-loading={placeholder.loading ? '' : undefined}
      >
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
        <main
          id="main"
          tabIndex={-1}
          className={styles.main}
          aria-busy={placeholder.loading ? true : undefined}
        >
          {placeholder.loading ? (
            <div
              className={`page-container ${styles.placeholder}`}
              data-page-placeholder={placeholder.type ?? 'generic'}
            >
              <PageShimmer type={placeholder.type} />
            </div>
          ) : null}
          {/* Kept mounted under the placeholder: a navigation given up shows it again as it was. */}
          <div className={styles.outlet} hidden={placeholder.loading}>
            {children}
          </div>
        </main>
        {checkout ? (
          <CheckoutFooter store={store} />
        ) : (
          <Footer store={store} newsletter={newsletter} />
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
