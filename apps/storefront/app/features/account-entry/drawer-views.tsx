import { Button, Icon, useToasts } from '@vitrine/ui';
import { Link, useRouteLoaderData } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import type { RootData } from '../../root.tsx';
import { useRequiredRuntime, useRuntime } from '../../shop/runtime-context.tsx';
import { accountEntryMessages as messages } from './account-entry.messages.ts';
import { accountMenuMessages } from '../../account-session/account-menu.messages.ts';
import styles from './account-forms.module.css';
import { accountPagesOf } from '../../account-session/account-pages.ts';
import { useShopExtensions } from '../../lib/shop-extensions.ts';
import { accountMessages } from '../../account-session/account.messages.ts';
import greetingStyles from '../../account-session/greeting.module.css';
import { CreateAccountForm } from './create-account-form.tsx';
import type { EntryView } from './entry-link.tsx';
import { EntryLink } from './entry-link.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { useSignedInToasts } from './sign-in-page.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { useAccountFormsConfig } from './use-account-forms-config.ts';
import { useSignOut } from '../../account-session/use-sign-out.ts';

/** The drawer views this feature fills (spec §2: Sign In, Create Account, Forgot Password, My Account). */
export type AccountDrawerView = EntryView | 'myAccount';

export interface DrawerAccountViewsProps {
  view: AccountDrawerView;
  /** Moves the drawer to another view (the drawer machine decides how). */
  onView: (view: AccountDrawerView) => void;
  onClose: () => void;
}

function DrawerCreateAccount({ onView }: { onView: DrawerAccountViewsProps['onView'] }) {
  const config = useAccountFormsConfig();
  const { addToast } = useToasts();
  const storeName = useRouteLoaderData<RootData>('root')?.store.storeName ?? '';
  return (
    <CreateAccountForm
      config={config}
      onView={onView}
      onCreated={() => {
        addToast({
          type: 'success',
          message: { ...messages.accountCreatedToast, values: { storeName } },
        });
        onView('myAccount');
      }}
    />
  );
}

function DrawerMyAccount({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const pages = accountPagesOf(useShopExtensions());
  const { summary } = useRuntime();
  const { signOut, pending } = useSignOut();
  return (
    <>
      <p className={greetingStyles.greeting}>
        {summary.firstName
          ? intl.formatMessage(accountMessages.greeting, { name: summary.firstName })
          : intl.formatMessage(accountMessages.myAccount)}
      </p>
      <nav aria-label={intl.formatMessage(accountMessages.navigation)}>
        <ul className={styles.drawerLinks}>
          {pages.map((page) => (
            <li key={page.path}>
              <Link to={page.path} className={styles.drawerLink}>
                <Icon name={page.icon} size={20} />
                <span>{intl.formatMessage(page.label)}</span>
                <Icon name="chevron-right" size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Button
        priority="normal"
        fullWidth
        busy={pending}
        onClick={() => void signOut().then(onClose)}
      >
        {intl.formatMessage(accountMenuMessages.signOut)}
      </Button>
    </>
  );
}

/**
 * The navigation drawer's account views on phones. Loaded when one of them opens, so pages
 * carry none of the forms until then; the runtime loads with them.
 */
export function DrawerAccountViews({ view, onView, onClose }: DrawerAccountViewsProps) {
  const intl = useIntl();
  const toastSignedIn = useSignedInToasts();
  useRequiredRuntime();
  return (
    <div className={styles.drawerView}>
      {view === 'signIn' ? (
        <>
          <SignInForm
            onView={onView}
            onSignedIn={(result) => {
              toastSignedIn(result);
              onView('myAccount');
            }}
          />
          <div className={styles.drawerFooter}>
            <p>{intl.formatMessage(messages.newCustomerTitle)}</p>
            <p>
              <EntryLink view="createAccount" onView={onView}>
                {intl.formatMessage(messages.createAccountLink)}
              </EntryLink>
            </p>
          </div>
        </>
      ) : view === 'createAccount' ? (
        <DrawerCreateAccount onView={onView} />
      ) : view === 'forgotPassword' ? (
        <ForgotPasswordForm onView={onView} />
      ) : (
        <DrawerMyAccount onClose={onClose} />
      )}
    </div>
  );
}
