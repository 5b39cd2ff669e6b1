import { signInUrlFor } from '@vitrine/session';
import { Button, Icon, Shimmer } from '@vitrine/ui';
import type { MessageDescriptor } from '@vitrine/validation';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useRevalidator } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { useRequiredRuntime, useRuntime } from '../../shop/runtime-context.tsx';
import { accountMenuMessages } from '../../account-session/account-menu.messages.ts';
import { accountPagesOf } from '../../account-session/account-pages.ts';
import { useShopExtensions } from '../../lib/shop-extensions.ts';
import { accountMessages } from '../../account-session/account.messages.ts';
import greetingStyles from '../../account-session/greeting.module.css';
import styles from './account.module.css';
import { useSignOut } from '../../account-session/use-sign-out.ts';

/**
 * Follows the session while an account page is open: a session the server ended (a refused
 * token, another tab signing out) sends the shopper to sign in again, origin remembered. An
 * expiry reloads the page (spec §4) and the route rule does the same; a sign-out the shopper
 * asked for goes home (useSignOut).
 */
function useLeaveWhenSessionEnds() {
  const runtime = useRequiredRuntime();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!runtime) return;
    const subscription = runtime.user.on('session.signedOut', ({ reason }) => {
      if (reason === 'requested' || reason === 'expired') return;
      void navigate(signInUrlFor(location.pathname, location.search), { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [runtime, navigate, location.pathname, location.search]);
}

/** The account navigation and sign-out, beside every signed-in page. */
export function AccountLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const pages = accountPagesOf(useShopExtensions());
  const { summary } = useRuntime();
  const { pathname } = useLocation();
  const { signOut, pending } = useSignOut();
  const navList = useRef<HTMLUListElement>(null);
  useLeaveWhenSessionEnds();
  // On phones the navigation is one scrolling row: bring the current page's pill into view.
  useEffect(() => {
    const list = navList.current;
    if (!list || list.scrollWidth <= list.clientWidth) return;
    const current = list.querySelector<HTMLElement>('[aria-current="page"]');
    if (current)
      list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  return (
    <div className={`page-container ${styles.accountPage}`}>
      <aside className={styles.sidebar}>
        <div className={styles.sidebarHeader}>
          <p className={styles.eyebrow}>{intl.formatMessage(accountMessages.myAccount)}</p>
          <p className={greetingStyles.greeting}>
            {summary.firstName
              ? intl.formatMessage(accountMessages.greeting, { name: summary.firstName })
              : '\u00a0'}
          </p>
        </div>
        <nav aria-label={intl.formatMessage(accountMessages.navigation)}>
          <ul ref={navList} className={styles.nav}>
            {pages.map((page) => {
              const current = page.shows(pathname);
              return (
                <li key={page.path}>
                  <Link
                    to={page.path}
                    className={styles.navLink}
                    aria-current={current ? 'page' : undefined}
                  >
                    <Icon name={page.icon} size={18} />
                    <span>{intl.formatMessage(page.label)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <Button
          priority="low"
          className={styles.signOut}
          busy={pending}
          onClick={() => void signOut()}
        >
          {intl.formatMessage(accountMenuMessages.signOut)}
        </Button>
      </aside>
      <div className={styles.content}>{children}</div>
    </div>
  );
}

/** The placeholder of an account page while the browser checks the session and reads the data. */
export function AccountShimmer() {
  const intl = useIntl();
  return (
    <div className={`page-container ${styles.accountPage}`} aria-busy="true">
      <div className={styles.sidebar}>
        <Shimmer width="60%" height="1.5rem" />
        <Shimmer width="100%" height="14rem" />
      </div>
      <div className={styles.content}>
        <p className={styles.visuallyHidden} role="status">
          {intl.formatMessage(accountMessages.loading)}
        </p>
        <Shimmer width="40%" height="2.25rem" />
        <Shimmer width="100%" height="12rem" />
      </div>
    </div>
  );
}

/** A page's title and its content. */
export function AccountPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className={styles.pageHeader}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {children}
    </header>
  );
}

/** What a page shows when its data could not be read: the message and a retry. */
export function AccountLoadError({ error }: { error: MessageDescriptor | string }) {
  const intl = useIntl();
  const revalidator = useRevalidator();
  return (
    <div className={styles.loadError} role="alert">
      <p>{typeof error === 'string' ? error : intl.formatMessage(error)}</p>
      <Button
        priority="normal"
        busy={revalidator.state === 'loading'}
        onClick={() => void revalidator.revalidate()}
      >
        {intl.formatMessage(accountMessages.retry)}
      </Button>
    </div>
  );
}
