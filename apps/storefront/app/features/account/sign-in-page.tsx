import { returnPathAfterSignIn } from '@vitrine/session';
import { Icon, useToasts } from '@vitrine/ui';
import { useCallback, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { useRequiredRuntime, useRuntime } from '../../shop/runtime-context.tsx';
import { accountEntryMessages as messages } from './account-entry.messages.ts';
import styles from './account-forms.module.css';
import type { SignedIn } from './account-session.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { SignInForm } from './sign-in-form.tsx';

const BENEFITS = [messages.benefitOrders, messages.benefitAddresses, messages.benefitWishlist];

/** Where a signed-in shopper lands when no page was remembered (decision 091). */
export const ACCOUNT_HOME = '/account-information';

/** The toasts of a successful sign-in (spec §2: toasts for sign-in). */
export function useSignedInToasts(): (result: SignedIn) => void {
  const { addToast } = useToasts();
  return useCallback(
    (result: SignedIn) => {
      addToast({ type: 'success', message: messages.signedInToast });
      if (result.guestCartMerged) addToast({ type: 'info', message: messages.cartMergedToast });
    },
    [addToast],
  );
}

/**
 * Sends a shopper who is already signed in on to where they were going: the remembered origin
 * (`?returnTo=`), else the account. `done` stops it once the page's own form took over.
 */
export function useLeaveWhenSignedIn(destination: string, done: { current: boolean }) {
  const runtime = useRequiredRuntime();
  const { summary } = useRuntime();
  const navigate = useNavigate();
  useEffect(() => {
    if (runtime && summary.signedIn && !done.current) {
      done.current = true;
      void navigate(destination, { replace: true });
    }
  }, [runtime, summary.signedIn, destination, navigate, done]);
}

/** `/sign-in`: the sign-in form, then back to the remembered origin (spec §2 route rule). */
export function SignInPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const toastSignedIn = useSignedInToasts();
  const destination = returnPathAfterSignIn(params, ACCOUNT_HOME);
  const done = useRef(false);
  useLeaveWhenSignedIn(destination, done);
  const state = location.state as { email?: unknown } | null;
  const initialEmail = typeof state?.email === 'string' ? state.email : '';

  return (
    <div className={`page-container ${styles.entryPage}`}>
      <header className={styles.entryHeader}>
        <p className={styles.eyebrow}>{intl.formatMessage(messages.customerArea)}</p>
        <h1 className={styles.entryTitle}>{intl.formatMessage(messages.signInTitle)}</h1>
        <p className={styles.entryLead}>{intl.formatMessage(messages.signInIntro)}</p>
      </header>
      <div className={styles.entryColumns}>
        <section className={styles.card} aria-labelledby="sign-in-form-title">
          <h2 id="sign-in-form-title" className={styles.cardTitle}>
            {intl.formatMessage(messages.alreadyCustomer)}
          </h2>
          <SignInForm
            initialEmail={initialEmail}
            onSignedIn={(result) => {
              done.current = true;
              toastSignedIn(result);
              void navigate(destination, { replace: true });
            }}
          />
        </section>
        <section className={styles.cardMuted} aria-labelledby="new-customer-title">
          <h2 id="new-customer-title" className={styles.cardTitle}>
            {intl.formatMessage(messages.newCustomerTitle)}
          </h2>
          <p>{intl.formatMessage(messages.newCustomerText)}</p>
          <ul className={styles.benefits}>
            {BENEFITS.map((benefit) => (
              <li key={benefit.id}>
                <Icon name="check" size={18} />
                <span>{intl.formatMessage(benefit)}</span>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/create-account" className={styles.ctaLink}>
              {intl.formatMessage(messages.createAccountLink)}
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}

/** `/forgot-password`. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  return (
    <div className={`page-container ${styles.entryPage}`}>
      <header className={`${styles.entryHeader} ${styles.narrow}`}>
        <h1 className={styles.entryTitle}>{intl.formatMessage(messages.forgotPasswordTitle)}</h1>
      </header>
      <section className={`${styles.card} ${styles.narrow}`}>
        <ForgotPasswordForm />
      </section>
    </div>
  );
}
