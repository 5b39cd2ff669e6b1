import { Badge, Icon, OnlineIndicator, VisuallyHidden, useCoverHeight } from '@vitrine/ui';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { accountMenuMessages } from '../../account-session/account-menu.messages.ts';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { Logo } from './logo.tsx';
import type { MenuCategory } from '../../lib/menu.ts';
import { shellMessages } from './shell.messages.ts';
import styles from './shell.module.css';
import type { StoreSettings } from '../../lib/store-settings.ts';
import { useStoreListPath } from '../../lib/store-locator.ts';
import { useFavoriteStoreLine } from '../../favorite-store/favorite-store-line.tsx';
import { useWishlist } from '../../wishlist-ui/wishlist-context.tsx';
import { wishlistHeartMessages } from '../../wishlist-ui/wishlist.messages.ts';

/** The wish list's link and count: for a signed-in customer, when the store has wish lists. */
function WishlistTrigger() {
  const intl = useIntl();
  const { enabled, signedIn, state } = useWishlist();
  if (!enabled || !signedIn) return null;
  return (
    <Link to="/wishlist" className={styles.cartTrigger}>
      <Icon name="heart" size={22} />
      <VisuallyHidden>
        {intl.formatMessage(wishlistHeartMessages.headerLink, { count: state.count })}
      </VisuallyHidden>
      <Badge count={state.count} />
    </Link>
  );
}

export interface HeaderProps {
  store: StoreSettings;
  menu: MenuCategory[];
  isOnline: boolean;
  cartCount: number;
  /** The signed-in customer's first name, or null for a guest. */
  firstName: string | null;
  /** The desktop mega menu, rendered by the shell. */
  megaMenu?: ReactNode;
  onOpenDrawer: () => void;
  onToggleSearch: () => void;
  isSearchOpen: boolean;
  /** The search bar, shown under the header while open. */
  search?: ReactNode;
  /** The account trigger (sign-in link or the signed-in account menu); a plain link without it. */
  account?: ReactNode;
}

/** Marks the banner's store words in the formatted text (the shop's formatter gives strings). */
const STORES_MARK = '\u0000';

/**
 * The top banner; its promise of pick-up "dans nos 25 boutiques" links to the store list when the
 * shop has one (store-locator extension), plain text otherwise.
 */
function TopBanner() {
  const intl = useIntl();
  const storeList = useStoreListPath();
  const [before = '', stores = '', after = ''] = intl
    .formatMessage(shellMessages.topBanner, {
      stores: (chunks) => `${STORES_MARK}${chunks.join('')}${STORES_MARK}`,
    })
    .split(STORES_MARK);
  return (
    <p className={styles.topBanner}>
      {before}
      {storeList ? (
        <Link to={storeList} className={styles.topBannerLink}>
          {stores}
        </Link>
      ) : (
        stores
      )}
      {after}
    </p>
  );
}

/** The full header (spec §2): top banner, logo, links, mega menu, triggers, connectivity. */
export function Header(props: HeaderProps) {
  const intl = useIntl();
  const { store, cartCount, firstName } = props;
  const storeList = useStoreListPath();
  const favoriteLine = useFavoriteStoreLine();
  const ref = useRef<HTMLElement>(null);
  // Sticky: the page keeps a focused control clear of it (global styles, `scroll-padding-top`).
  useCoverHeight(ref, '--sticky-header-height');
  return (
    <header ref={ref} className={styles.header}>
      <TopBanner />
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.iconButton}
          data-mobile-only=""
          onClick={props.onOpenDrawer}
          aria-label={intl.formatMessage(shellMessages.openMenu)}
        >
          <Icon name="menu" size={24} />
        </button>
        <Logo storeName={store.storeName} storeGroupName={store.storeGroupName} />
        <div className={styles.actions}>
          {/* The favourite store, once known, takes the store list's place (its page links back). */}
          {favoriteLine ? (
            <NavLink
              to={favoriteLine.href}
              className={styles.contactLink}
              data-favorite-store-line=""
            >
              {favoriteLine.text}
            </NavLink>
          ) : storeList ? (
            <NavLink to={storeList} className={styles.contactLink}>
              {intl.formatMessage(shellMessages.storeLocator)}
            </NavLink>
          ) : null}
          <NavLink to="/contact-us" className={styles.contactLink}>
            {intl.formatMessage(shellMessages.contactUs)}
          </NavLink>
          <OnlineIndicator isOnline={props.isOnline} />
          <button
            type="button"
            className={styles.iconButton}
            onClick={props.onToggleSearch}
            aria-expanded={props.isSearchOpen}
            aria-label={intl.formatMessage(
              props.isSearchOpen ? shellMessages.closeSearch : shellMessages.search,
            )}
          >
            <Icon name={props.isSearchOpen ? 'close' : 'search'} size={22} />
          </button>
          {props.account ?? (
            <Link
              to={firstName ? '/account-information' : '/sign-in'}
              className={styles.accountTrigger}
            >
              <Icon name="user" size={22} />
              <span className={styles.accountLabel}>
                {firstName
                  ? intl.formatMessage(accountMenuMessages.greeting, { name: firstName })
                  : intl.formatMessage(accountMenuMessages.signIn)}
              </span>
            </Link>
          )}
          <WishlistTrigger />
          <Link to="/cart" className={styles.cartTrigger}>
            <Icon name="bag" size={22} />
            <VisuallyHidden>
              {intl.formatMessage(shellMessages.cartWithCount, { count: cartCount })}
            </VisuallyHidden>
            <Badge count={cartCount} />
          </Link>
        </div>
      </div>
      <div className={styles.navRow}>{props.megaMenu}</div>
      {props.search}
    </header>
  );
}
