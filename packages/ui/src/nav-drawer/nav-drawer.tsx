import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { fieldMessages } from '../field/field.messages.ts';
import { Icon } from '../icon/icon.tsx';
import type { IconName } from '../icon/icon.paths.tsx';
import { useFormatMessage, useText } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import { useBodyScrollLock, useEscape, useFocusTrap, usePresence } from '../internal/modal.ts';
import { Link } from '../link/link.tsx';
import { drawerViewTitle } from '../machines/drawer.model.ts';
import type { DrawerView } from '../machines/drawer.model.ts';
import { drawerViewTitles } from '../machines/drawer.messages.ts';
import { Mask } from '../mask/mask.tsx';
import type { MenuCategory } from '../mega-menu/menu.model.ts';
import { duration } from '../tokens/tokens.ts';
import { navDrawerMessages } from './nav-drawer.messages.ts';
import styles from './nav-drawer.module.css';

/** Props of {@link NavDrawer}. */
export interface NavDrawerProps {
  isOpen: boolean;
  /** The view the drawer machine is in. */
  view: DrawerView;
  onClose: () => void;
  /** Back: up the category tree, to the previous view, or closed at the root (the machine decides). */
  onBack: () => void;
  /** Categories at the current level of the menu view. */
  categories: readonly MenuCategory[];
  /** The category being browsed, or null at the root. */
  currentCategory?: MenuCategory | null;
  /** Opens a category that has children (`nav.category`). */
  onCategory: (uid: string) => void;
  /** The signed-in shopper's first name; shows 'Hi, {name}' instead of 'Sign In'. */
  firstName?: string | null;
  /** The account entry: to Sign In or My Account. */
  onAccount: () => void;
  /** Content of the Sign In, Create Account, Forgot Password and My Account views (forms). */
  renderView?: (view: Exclude<DrawerView, 'menu'>) => ReactNode;
  /** Store and currency switchers, shown in the footer when there is a choice. */
  switchers?: ReactNode;
  /** @defaultValue '/contact-us' */
  contactHref?: string;
  /** More footer entries before 'Contact Us' (e.g. the store list, when the shop has one). */
  footerLinks?: readonly { href: string; label: string; icon: IconName }[];
}

/**
 * The mobile navigation drawer (spec §2): Main Menu with the category list, the account entry,
 * the 'Contact Us' footer entry and the switchers; and the Sign In, Create Account, Forgot
 * Password and My Account views. It is a modal dialog titled by its view: focus stays inside,
 * Escape and the mask close it, Back follows the drawer machine.
 */
export function NavDrawer({
  isOpen,
  view,
  onClose,
  onBack,
  categories,
  currentCategory = null,
  onCategory,
  firstName,
  onAccount,
  renderView,
  switchers,
  contactHref = '/contact-us',
  footerLinks = [],
}: NavDrawerProps) {
  const t = useText();
  const formatMessage = useFormatMessage();
  const panelRef = useRef<HTMLDivElement>(null);
  const state = usePresence(isOpen, duration.panel);
  const visible = state !== 'closed';
  useFocusTrap(panelRef, state === 'open', panelRef);
  useEscape(state === 'open', onClose);
  useBodyScrollLock(visible);
  const title =
    view === 'menu' && currentCategory ? currentCategory.name : t(drawerViewTitle(view));
  // A new view or category replaces the control that had focus; start again from the title.
  // Only a title change triggers it (state is read, not watched: opening has its own focus).
  const openRef = useRef(state === 'open');
  openRef.current = state === 'open';
  useEffect(() => {
    if (openRef.current) panelRef.current?.focus();
  }, [title]);

  return (
    <>
      <Mask isActive={isOpen} onDismiss={onClose} />
      {visible ? (
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-label={title}
          tabIndex={-1}
          className={styles.drawer}
          data-state={state}
        >
          <header className={styles.header}>
            {/* Spec §4: Back goes up a level, and at the root menu closes the drawer. */}
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t(navDrawerMessages.back)}
              onClick={onBack}
            >
              <Icon name="arrow-left" />
            </button>
            <h2 className={styles.title}>{title}</h2>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t(fieldMessages.close)}
              onClick={onClose}
            >
              <Icon name="close" />
            </button>
          </header>
          <div className={styles.body}>
            {view === 'menu' ? (
              <nav aria-label={t(navDrawerMessages.categories)}>
                <ul className={styles.categories}>
                  {currentCategory ? (
                    <li>
                      <Link
                        href={currentCategory.href}
                        appearance="standalone"
                        className={cx(styles.row, styles.all)}
                      >
                        {formatMessage(navDrawerMessages.all, { name: currentCategory.name })}
                      </Link>
                    </li>
                  ) : null}
                  {categories.map((category) => (
                    <li key={category.uid}>
                      {category.children?.length ? (
                        <button
                          type="button"
                          className={styles.row}
                          onClick={() => onCategory(category.uid)}
                        >
                          <span>{category.name}</span>
                          <Icon name="chevron-right" size={20} />
                        </button>
                      ) : (
                        <Link href={category.href} appearance="standalone" className={styles.row}>
                          {category.name}
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
            ) : (
              renderView?.(view)
            )}
          </div>
          {view === 'menu' ? (
            <footer className={styles.footer}>
              <button type="button" className={styles.footerRow} onClick={onAccount}>
                <Icon name="user" size={20} />
                <span>
                  {firstName
                    ? formatMessage(navDrawerMessages.greeting, { name: firstName })
                    : t(drawerViewTitles.signIn)}
                </span>
              </button>
              {footerLinks.map((link) => (
                <Link
                  key={link.href}
                  href={link.href}
                  appearance="standalone"
                  className={styles.footerRow}
                >
                  <Icon name={link.icon} size={20} />
                  <span>{link.label}</span>
                </Link>
              ))}
              <Link href={contactHref} appearance="standalone" className={styles.footerRow}>
                <Icon name="mail" size={20} />
                <span>{t(navDrawerMessages.contactUs)}</span>
              </Link>
              {switchers ? <div className={styles.switchers}>{switchers}</div> : null}
            </footer>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
