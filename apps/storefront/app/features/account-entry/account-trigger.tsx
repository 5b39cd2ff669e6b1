import { signInUrlFor } from '@vitrine/session';
import { Icon, useToasts } from '@vitrine/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { useRuntime } from '../../shop/runtime-context.tsx';
import { accountMenuMessages } from '../../account-session/account-menu.messages.ts';
import { accountPagesOf } from '../../account-session/account-pages.ts';
import { useShopExtensions } from '../../lib/shop-extensions.ts';
import { accountMessages } from '../../account-session/account.messages.ts';
import styles from './account-trigger.module.css';
import { takeSessionExpired } from '../../account-session/session-notice.ts';
import { useSignOut } from '../../account-session/use-sign-out.ts';

/** Pages from which signing in should not come back to (they are the way in). */
const ENTRY_PATHS = new Set([
  '/',
  '/sign-in',
  '/create-account',
  '/forgot-password',
  '/customer/account/createPassword',
]);

/** The header's account menu of a signed-in shopper: the account pages and sign-out. */
function AccountMenu({ label }: { label: string }) {
  const intl = useIntl();
  const pages = accountPagesOf(useShopExtensions());
  const { pathname } = useLocation();
  const { signOut, pending } = useSignOut();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={styles.menu}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="user" size={22} />
        <span className={styles.label}>{label}</span>
        <Icon name={open ? 'chevron-up' : 'chevron-down'} size={16} className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <nav aria-label={intl.formatMessage(accountMessages.navigation)}>
          <ul className={styles.links}>
            {pages.map((page) => (
              <li key={page.path}>
                <Link
                  to={page.path}
                  className={styles.link}
                  aria-current={page.shows(pathname) ? 'page' : undefined}
                >
                  <Icon name={page.icon} size={18} />
                  <span>{intl.formatMessage(page.label)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className={styles.signOut}
          aria-busy={pending || undefined}
          onClick={() => {
            if (!pending) void signOut().then(() => setOpen(false));
          }}
        >
          {intl.formatMessage(accountMenuMessages.signOut)}
        </button>
      </div>
    </div>
  );
}

/**
 * The header's account trigger (spec §2): 'Sign In' for a guest (back to this page afterwards),
 * 'Hi, {name}' with the account menu once signed in. It also tells a shopper whose session just
 * expired why they are signed out (the page reloaded on expiry, spec §4).
 */
export function AccountTrigger() {
  const intl = useIntl();
  const { summary } = useRuntime();
  const { pathname, search } = useLocation();
  const { addToast } = useToasts();

  useEffect(() => {
    if (takeSessionExpired()) {
      addToast({
        type: 'info',
        message: accountMenuMessages.sessionExpiredToast,
        dismissable: true,
      });
    }
  }, [addToast]);

  if (summary.signedIn) {
    return (
      <AccountMenu
        label={
          summary.firstName
            ? intl.formatMessage(accountMenuMessages.greeting, { name: summary.firstName })
            : intl.formatMessage(accountMessages.myAccount)
        }
      />
    );
  }
  return (
    <Link
      to={ENTRY_PATHS.has(pathname) ? '/sign-in' : signInUrlFor(pathname, search)}
      className={styles.trigger}
    >
      <Icon name="user" size={22} />
      <span className={styles.label}>{intl.formatMessage(accountMenuMessages.signIn)}</span>
    </Link>
  );
}
