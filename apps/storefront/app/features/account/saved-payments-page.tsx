import { isSavedCardUsable } from '@vitrine/checkout-machine';
import { Button, FormError, Icon } from '@vitrine/ui';
import { useState } from 'react';
import { useIntl } from '../../i18n/shop-intl.tsx';
import type { Loaded } from './account-data.ts';
import { AccountLoadError, AccountPageHeader } from './account-layout.tsx';
import { paymentsMessages as messages } from './account-settings.messages.ts';
import { accountMessages } from '../../account-session/account.messages.ts';
import { savedCardMessages } from '../../payment-card/saved-card.messages.ts';
import { brandName } from '../../payment-card/saved-cards.ts';
import styles from './account.module.css';
import layout from '../../forms/form-layout.module.css';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { deleteSavedCard } from './payments.data.ts';
import type { SavedCard } from './payments.data.ts';
import { useSave } from './use-save.ts';

/** `/saved-payments`: the cards saved at checkout, each deletable. */
export function SavedPaymentsPage({ cards }: { cards: Loaded<SavedCard[]> }) {
  const intl = useIntl();
  const save = useSave();
  const [confirming, setConfirming] = useState<SavedCard | null>(null);

  const describe = (card: SavedCard) =>
    card.lastFour
      ? intl.formatMessage(savedCardMessages.card, {
          brand: brandName(card, (message) => intl.formatMessage(message)),
          lastFour: card.lastFour,
        })
      : intl.formatMessage(savedCardMessages.cardUnknown);
  // Read once per render: an expired card stays listed (to be deleted) but is not offered.
  const now = new Date();

  return (
    <>
      <AccountPageHeader title={intl.formatMessage(accountMessages.savedPayments)}>
        <p className={styles.lead}>{intl.formatMessage(messages.intro)}</p>
      </AccountPageHeader>
      <FormError errors={[save.error]} />
      {!cards.ok ? (
        <AccountLoadError error={cards.error} />
      ) : cards.data.length === 0 ? (
        <div className={styles.empty}>
          <p>{intl.formatMessage(messages.empty)}</p>
        </div>
      ) : (
        <ul className={styles.cards}>
          {cards.data.map((card) => (
            <li key={card.publicHash} className={styles.panel}>
              <div className={styles.panelHeader}>
                <p className={styles.panelTitle}>
                  <Icon name="check" size={18} /> {describe(card)}
                </p>
              </div>
              {card.expires ? (
                <p className={styles.hint}>
                  {isSavedCardUsable(card, now)
                    ? intl.formatMessage(savedCardMessages.expires, { date: card.expires })
                    : intl.formatMessage(messages.expired, { date: card.expires })}
                </p>
              ) : null}
              <div className={layout.actions}>
                <Button
                  priority="low"
                  negative
                  aria-label={intl.formatMessage(messages.delete, { card: describe(card) })}
                  onClick={() => setConfirming(card)}
                >
                  {intl.formatMessage(accountMessages.delete)}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={confirming !== null}
        title={messages.confirmTitle}
        text={messages.confirmText}
        confirmLabel={messages.confirm}
        pending={save.pending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          void save
            .run(() => deleteSavedCard(confirming.publicHash), messages.deleted)
            .then(() => setConfirming(null));
        }}
      />
    </>
  );
}
