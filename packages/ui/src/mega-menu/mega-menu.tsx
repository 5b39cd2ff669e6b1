import { memo, useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useFormatMessage, useText } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import { DeferredSubtree } from '../internal/deferred-subtree.tsx';
import { focusableIn } from '../internal/modal.ts';
import { Link } from '../link/link.tsx';
import { useLazyActor } from '../internal/use-lazy-actor.ts';
import { lazyMegaMenuMachine } from '../machines/lazy-machines.ts';
import { megaMenuKeyEvent, selectActiveItem } from '../machines/mega-menu.model.ts';
import { megaMenuMessages } from './mega-menu.messages.ts';
import styles from './mega-menu.module.css';
import { toColumns } from './menu.model.ts';
import type { MenuCategory } from './menu.model.ts';

/** Props of {@link MegaMenu}. */
export interface MegaMenuProps {
  /** Top-level categories, already in menu order (see `menuOrder`). */
  categories: readonly MenuCategory[];
  /** The current category's top-level uid, marked `aria-current`. */
  activeUid?: string;
  /**
   * A link to the home page before the categories (« Accueil »), inside the menu's landmark;
   * `current` marks it `aria-current="page"`.
   */
  home?: { label: string; href: string; current: boolean };
  className?: string;
}

/**
 * The desktop mega menu (spec §2, §4): top-level links whose submenus open on hover, focus or
 * touch and close 100 ms after the pointer leaves; ArrowDown or Space opens (and moves into the
 * submenu), ArrowUp, Escape or Shift+Tab closes. Submenus show level-2 columns with their level-3
 * links, or plain columns of 6 when skinny, and the category's promo content. Hidden below 1025 px,
 * where the navigation drawer takes over.
 */
export const MegaMenu = memo(function MegaMenu({
  categories,
  activeUid,
  home,
  className,
}: MegaMenuProps) {
  const t = useText();
  const formatMessage = useFormatMessage();
  const baseId = useId();
  // The menu's machine (and XState) is fetched on the first hover, focus or tap (decision 007).
  const [snapshot, actor] = useLazyActor(lazyMegaMenuMachine);
  const openUid = snapshot ? selectActiveItem(snapshot) : null;
  const navRef = useRef<HTMLElement>(null);
  // ArrowDown opens a submenu and moves into it, once the submenu shows.
  const focusIntoSubmenu = useRef<string | null>(null);
  const lastPointer = useRef('');
  // Closing with Escape hands focus back to the top link; that focus must not reopen the submenu.
  const returningFocus = useRef(false);

  const submenuId = (uid: string) => `${baseId}-${uid}`;

  const moveIntoSubmenu = (uid: string) => {
    const submenu = document.getElementById(submenuId(uid));
    if (submenu) focusableIn(submenu)[0]?.focus();
  };

  useEffect(() => {
    if (openUid === null || focusIntoSubmenu.current !== openUid) return;
    focusIntoSubmenu.current = null;
    moveIntoSubmenu(openUid);
    // moveIntoSubmenu only depends on baseId, stable for the component's life.
  }, [openUid]);

  const onTopKeyDown = (event: KeyboardEvent, category: MenuCategory) => {
    if (!category.children?.length) return;
    const menuEvent = megaMenuKeyEvent(event.key, event.shiftKey, category.uid);
    if (!menuEvent) return;
    if (menuEvent.type === 'item.open') {
      event.preventDefault();
      const intoSubmenu = event.key === 'ArrowDown';
      if (intoSubmenu && openUid === category.uid) {
        moveIntoSubmenu(category.uid);
        return;
      }
      focusIntoSubmenu.current = intoSubmenu ? category.uid : null;
      actor.send(menuEvent);
      return;
    }
    // Shift+Tab must still move focus backwards; the menu only closes.
    if (event.key !== 'Tab') event.preventDefault();
    actor.send(menuEvent);
  };

  const onSubmenuKeyDown = (event: KeyboardEvent, category: MenuCategory) => {
    if (event.key !== 'Escape' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    actor.send({ type: 'menu.close' });
    returningFocus.current = true;
    document.getElementById(`${submenuId(category.uid)}-link`)?.focus();
    returningFocus.current = false;
  };

  return (
    <nav
      ref={navRef}
      aria-label={t(megaMenuMessages.label)}
      className={cx(styles.megaMenu, className)}
      onBlur={(event) => {
        if (!navRef.current?.contains(event.relatedTarget)) actor.send({ type: 'menu.close' });
      }}
    >
      <ul className={styles.topLevel}>
        {home ? (
          <li className={styles.item}>
            <Link
              href={home.href}
              appearance="standalone"
              className={styles.topLink}
              aria-current={home.current ? 'page' : undefined}
              // Tabbing back onto it closes the submenu left open (without fetching the machine).
              onFocus={() => actor.sendIfRunning({ type: 'menu.close' })}
            >
              {home.label}
            </Link>
          </li>
        ) : null}
        {categories.map((category) => {
          const hasChildren = Boolean(category.children?.length);
          const open = openUid === category.uid && hasChildren;
          return (
            <li
              key={category.uid}
              className={styles.item}
              onPointerEnter={(event) => {
                if (event.pointerType === 'mouse')
                  actor.send({ type: 'item.enter', id: category.uid });
              }}
              onPointerLeave={(event) => {
                if (event.pointerType === 'mouse') actor.send({ type: 'item.leave' });
              }}
            >
              <Link
                id={`${submenuId(category.uid)}-link`}
                href={category.href}
                appearance="standalone"
                className={cx(styles.topLink, open && styles.topLinkOpen)}
                aria-current={activeUid === category.uid ? 'true' : undefined}
                aria-expanded={hasChildren ? open : undefined}
                aria-controls={hasChildren ? submenuId(category.uid) : undefined}
                onFocus={() => {
                  if (!returningFocus.current) actor.send({ type: 'item.focus', id: category.uid });
                }}
                onKeyDown={(event) => onTopKeyDown(event, category)}
                onPointerDown={(event) => {
                  lastPointer.current = event.pointerType;
                }}
                onClick={(event) => {
                  // First tap on a touch screen opens the submenu; the second one follows the link.
                  if (lastPointer.current === 'touch' && hasChildren && !open) {
                    event.preventDefault();
                    actor.send({ type: 'item.touch', id: category.uid });
                  }
                }}
              >
                {category.name}
              </Link>
              {hasChildren ? (
                <div
                  id={submenuId(category.uid)}
                  className={styles.submenu}
                  hidden={!open}
                  onKeyDown={(event) => onSubmenuKeyDown(event, category)}
                >
                  {/* Hidden until opened: hydrated after the page (most of the menu's links). */}
                  <DeferredSubtree className={styles.submenuInner}>
                    <div className={cx(styles.columns, category.skinny && styles.skinny)}>
                      {category.skinny
                        ? toColumns(category.children ?? []).map((column, index) => (
                            <ul key={index} className={styles.column}>
                              {column.map((child) => (
                                <li key={child.uid}>
                                  <Link
                                    href={child.href}
                                    appearance="standalone"
                                    className={styles.link}
                                  >
                                    {child.name}
                                  </Link>
                                </li>
                              ))}
                            </ul>
                          ))
                        : (category.children ?? []).map((child) => (
                            <div key={child.uid} className={styles.column}>
                              <Link
                                href={child.href}
                                appearance="standalone"
                                className={styles.columnTitle}
                              >
                                {child.name}
                              </Link>
                              {child.children?.length ? (
                                <ul className={styles.links}>
                                  {child.children.map((grandchild) => (
                                    <li key={grandchild.uid}>
                                      <Link
                                        href={grandchild.href}
                                        appearance="standalone"
                                        className={styles.link}
                                      >
                                        {grandchild.name}
                                      </Link>
                                    </li>
                                  ))}
                                </ul>
                              ) : null}
                            </div>
                          ))}
                    </div>
                    <div className={styles.aside}>
                      <Link href={category.href} appearance="standalone" className={styles.all}>
                        {formatMessage(megaMenuMessages.all, { name: category.name })}
                      </Link>
                      {category.promo ? <div className={styles.promo}>{category.promo}</div> : null}
                    </div>
                  </DeferredSubtree>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
