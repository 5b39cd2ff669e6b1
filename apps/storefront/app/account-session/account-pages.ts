import type { ShopExtension } from '@vitrine/graphql-client';
import type { IconName } from '@vitrine/ui';
import type { MessageDescriptor } from '@vitrine/validation';
import { accountMessages } from './account.messages.ts';

/** An entry of the account navigation. */
export interface AccountPage {
  readonly path: string;
  readonly label: MessageDescriptor;
  readonly icon: IconName;
  /** Whether the page at `pathname` is this entry (its path or a spec §2 alias). */
  readonly shows: (pathname: string) => boolean;
  /** The backend extension the page needs (decision 100); listed only when the store offers it. */
  readonly extension?: ShopExtension;
}

/** A trailing slash is optional when matching (the route table accepts both). */
const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

function paths(...candidates: string[]): (pathname: string) => boolean {
  const accepted = new Set(candidates.map(withoutSlash));
  return (pathname) => accepted.has(withoutSlash(pathname));
}

/** The signed-in pages of spec §2, in the order the navigation lists them. */
export const ACCOUNT_PAGES: readonly AccountPage[] = [
  {
    path: '/account-information',
    label: accountMessages.accountInformation,
    icon: 'user',
    shows: (pathname) =>
      paths('/account-information', '/customer/account/edit/')(pathname) ||
      pathname.startsWith('/gdpr-request/'),
  },
  {
    path: '/order-history',
    label: accountMessages.orderHistory,
    icon: 'bag',
    shows: paths('/order-history', '/customer/account/'),
  },
  {
    path: '/address-book',
    label: accountMessages.addressBook,
    icon: 'home',
    shows: paths('/address-book'),
  },
  { path: '/wishlist', label: accountMessages.wishlist, icon: 'star', shows: paths('/wishlist') },
  {
    path: '/saved-payments',
    label: accountMessages.savedPayments,
    icon: 'check',
    shows: paths('/saved-payments'),
  },
  {
    path: '/subscriptions',
    label: accountMessages.subscriptions,
    icon: 'refresh',
    shows: paths('/subscriptions'),
    extension: 'subscriptions',
  },
  {
    path: '/communications',
    label: accountMessages.communications,
    icon: 'mail',
    shows: paths('/communications'),
  },
];

/** The account pages the store offers: those needing an extension only when it has it. */
export function accountPagesOf(extensions: readonly ShopExtension[]): readonly AccountPage[] {
  return ACCOUNT_PAGES.filter((page) => !page.extension || extensions.includes(page.extension));
}
