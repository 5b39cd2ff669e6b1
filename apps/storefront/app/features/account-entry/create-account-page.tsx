import { returnPathAfterSignIn } from '@vitrine/session';
import { useToasts } from '@vitrine/ui';
import type { PasswordPolicy } from '@vitrine/validation';
import { useRef } from 'react';
import { Link, useNavigate, useRouteLoaderData, useSearchParams } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import type { RootData } from '../../root.tsx';
import type { AccountFormsConfig } from '../../forms/forms-config.ts';
import { accountEntryMessages as messages } from './account-entry.messages.ts';
import styles from './account-forms.module.css';
import layout from '../../forms/form-layout.module.css';
import { CreateAccountForm } from './create-account-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { ACCOUNT_HOME, useLeaveWhenSignedIn } from './sign-in-page.tsx';

/** The prefill of a `/create-account` link: only text, trimmed, of a sensible length. */
function prefillParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value && value.length <= 254 ? value : undefined;
}

/**
 * `/create-account`: the form, prefilled from the link's `email`, `firstName` and `lastName`
 * (the receipt's "create your account" link), then signed in and on to the account, or back to
 * the remembered origin (`?returnTo=`, as the sign-in page).
 */
export function CreateAccountPage({ config }: { config: AccountFormsConfig }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { addToast } = useToasts();
  const storeName = useRouteLoaderData<RootData>('root')?.store.storeName ?? '';
  const done = useRef(false);
  // Back where the shopper came from (`?returnTo=`, e.g. a subscription's checkout), else the account.
  const destination = returnPathAfterSignIn(params, ACCOUNT_HOME);
  useLeaveWhenSignedIn(destination, done);
  const email = prefillParam(params, 'email');
  const firstName = prefillParam(params, 'firstName');
  const lastName = prefillParam(params, 'lastName');

  return (
    <div className={`page-container ${styles.entryPage}`}>
      <header className={`${styles.entryHeader} ${styles.narrow}`}>
        <p className={styles.eyebrow}>{intl.formatMessage(messages.customerArea)}</p>
        <h1 className={styles.entryTitle}>{intl.formatMessage(messages.createAccountTitle)}</h1>
        <p className={styles.entryLead}>{intl.formatMessage(messages.createAccountIntro)}</p>
      </header>
      <section className={`${styles.card} ${styles.narrow}`}>
        <CreateAccountForm
          config={config}
          prefill={{
            ...(email ? { email } : {}),
            ...(firstName ? { firstName } : {}),
            ...(lastName ? { lastName } : {}),
          }}
          onCreated={() => {
            done.current = true;
            addToast({
              type: 'success',
              message: { ...messages.accountCreatedToast, values: { storeName } },
            });
            void navigate(destination, { replace: true });
          }}
        />
      </section>
    </div>
  );
}

/** `/customer/account/createPassword?email=…&token=…`: the reset link of the e-mail. */
export function ResetPasswordPage({ policy }: { policy: PasswordPolicy }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { addToast } = useToasts();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';

  return (
    <div className={`page-container ${styles.entryPage}`}>
      <header className={`${styles.entryHeader} ${styles.narrow}`}>
        <h1 className={styles.entryTitle}>{intl.formatMessage(messages.resetPasswordTitle)}</h1>
      </header>
      <section className={`${styles.card} ${styles.narrow}`}>
        {email && token ? (
          <ResetPasswordForm
            email={email}
            token={token}
            policy={policy}
            onDone={() => {
              addToast({ type: 'success', message: messages.resetPasswordDone });
              void navigate('/sign-in', { replace: true, state: { email } });
            }}
          />
        ) : (
          <div className={layout.form}>
            <p role="alert">{intl.formatMessage(messages.resetLinkIncomplete)}</p>
            <p>
              <Link to="/forgot-password" className={styles.ctaLink}>
                {intl.formatMessage(messages.askNewLink)}
              </Link>
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
