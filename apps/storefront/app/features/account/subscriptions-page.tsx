import { withValues } from '@vitrine/validation';
import { useState } from 'react';
import { Link } from 'react-router';
import { accountMessages } from '../../account-session/account.messages.ts';
import { useIntl } from '../../i18n/shop-intl.tsx';
import type { Loaded } from './account-data.ts';
import { AccountLoadError, AccountPageHeader } from './account-layout.tsx';
import styles from './account.module.css';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { SubscriptionCard } from './subscription-card.tsx';
import { formatDeliveryDate } from './subscription-dates.ts';
import { addDays, inPageOrder } from './subscriptions.data.ts';
import type { CustomerSubscription, SubscriptionsPage } from './subscriptions.data.ts';
import { subscriptionsMessages as messages } from './subscriptions.messages.ts';
import pageStyles from './subscriptions.module.css';
import { useSubscriptionChanges } from './use-subscription-changes.ts';

/** The previous and next pages of the list, when it has more than one. */
function Pager({ page }: { page: SubscriptionsPage }) {
  const intl = useIntl();
  if (page.totalPages <= 1) return null;
  return (
    <nav
      className={pageStyles.pager}
      aria-label={intl.formatMessage(accountMessages.subscriptions)}
    >
      {page.currentPage > 1 ? (
        <Link to={`?page=${page.currentPage - 1}`} className={styles.navLink}>
          {intl.formatMessage(messages.previousPage)}
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.hint}>
        {intl.formatMessage(messages.pages, { page: page.currentPage, total: page.totalPages })}
      </span>
      {page.currentPage < page.totalPages ? (
        <Link to={`?page=${page.currentPage + 1}`} className={styles.navLink}>
          {intl.formatMessage(messages.nextPage)}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The list and its two confirmations (skip, cancel). */
function SubscriptionList({ page }: { page: SubscriptionsPage }) {
  const intl = useIntl();
  const changes = useSubscriptionChanges(page.subscriptions);
  const [asking, setAsking] = useState<{
    kind: 'skip' | 'cancel';
    subscription: CustomerSubscription;
  } | null>(null);
  const date = (value: string | null) => (value ? formatDeliveryDate(intl, value) : '');
  const done = {
    skip: (answered: CustomerSubscription) =>
      withValues(messages.skipped, { date: date(answered.nextDate) }),
    pause: () => messages.paused,
    resume: (answered: CustomerSubscription) =>
      withValues(messages.resumed, { date: date(answered.nextDate) }),
    cancel: () => messages.cancelled,
    frequency: (answered: CustomerSubscription) =>
      withValues(messages.frequencyChanged, { days: answered.frequencyDays }),
  };
  const skipping = asking?.kind === 'skip' ? asking.subscription : null;
  const cancelling = asking?.kind === 'cancel' ? asking.subscription : null;
  const confirm = () => {
    if (!asking) return;
    const { kind, subscription } = asking;
    void changes.run({ kind, uid: subscription.uid }, done[kind]).then(() => setAsking(null));
  };

  return (
    <>
      <ul className={styles.list}>
        {inPageOrder(changes.subscriptions).map((subscription) => (
          <li key={subscription.uid}>
            <SubscriptionCard
              subscription={subscription}
              pending={changes.pending}
              error={changes.error?.uid === subscription.uid ? changes.error.message : null}
              actions={{
                onSkip: () => setAsking({ kind: 'skip', subscription }),
                onCancel: () => setAsking({ kind: 'cancel', subscription }),
                onChange: (change) => void changes.run(change, done[change.kind]),
              }}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={skipping !== null}
        title={messages.skipTitle}
        text={withValues(messages.skipText, {
          current: date(skipping?.nextDate ?? null),
          next: date(
            skipping?.nextDate ? addDays(skipping.nextDate, skipping.frequencyDays) : null,
          ),
        })}
        confirmLabel={messages.skipConfirm}
        negative={false}
        pending={changes.pending !== null}
        onClose={() => setAsking(null)}
        onConfirm={confirm}
      />
      <ConfirmDialog
        isOpen={cancelling !== null}
        title={messages.cancelTitle}
        text={withValues(messages.cancelText, { product: cancelling?.productName ?? '' })}
        confirmLabel={messages.cancelConfirm}
        cancelLabel={messages.keep}
        pending={changes.pending !== null}
        onClose={() => setAsking(null)}
        onConfirm={confirm}
      />
    </>
  );
}

/** `/subscriptions` « Mes abonnements »: the customer's subscriptions and what can change on each. */
export function SubscriptionsPageView({
  subscriptions,
}: {
  subscriptions: Loaded<SubscriptionsPage>;
}) {
  const intl = useIntl();
  return (
    <>
      <AccountPageHeader title={intl.formatMessage(accountMessages.subscriptions)}>
        <p className={styles.lead}>{intl.formatMessage(messages.intro)}</p>
      </AccountPageHeader>
      {!subscriptions.ok ? (
        <AccountLoadError error={subscriptions.error} />
      ) : subscriptions.data.subscriptions.length === 0 ? (
        <div className={styles.empty}>
          <p className={pageStyles.emptyTitle}>{intl.formatMessage(messages.empty)}</p>
          <p>{intl.formatMessage(messages.emptyHint)}</p>
          <Link to="/" className={styles.navLink}>
            {intl.formatMessage(messages.browse)}
          </Link>
        </div>
      ) : (
        <>
          <p className={styles.hint}>
            {intl.formatMessage(messages.count, { count: subscriptions.data.totalCount })}
          </p>
          <SubscriptionList page={subscriptions.data} />
          <Pager page={subscriptions.data} />
        </>
      )}
    </>
  );
}
