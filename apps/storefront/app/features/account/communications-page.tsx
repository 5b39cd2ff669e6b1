import { Button, Checkbox, FormError } from '@vitrine/ui';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { useRuntime } from '../../shop/runtime-context.tsx';
import type { Loaded } from './account-data.ts';
import { AccountLoadError, AccountPageHeader } from './account-layout.tsx';
import { communicationsMessages as messages } from './account-settings.messages.ts';
import { accountMessages } from '../../account-session/account.messages.ts';
import styles from './account.module.css';
import layout from '../../forms/form-layout.module.css';
import { saveCommunications } from './communications.data.ts';
import type { Communications } from './communications.data.ts';
import { useSave } from './use-save.ts';

function PreferencesForm({ data }: { data: Communications }) {
  const intl = useIntl();
  const { runtime } = useRuntime();
  const save = useSave();
  const [subscribed, setSubscribed] = useState(data.subscribed);
  const [consent, setConsent] = useState(data.consent);
  useEffect(() => {
    setSubscribed(data.subscribed);
    setConsent(data.consent);
  }, [data]);
  const changed = subscribed !== data.subscribed || consent !== data.consent;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.pending || !changed) return;
    const saved = await save.run(
      () => saveCommunications(data, { subscribed, consent }),
      messages.saved,
    );
    // The user state carries is_subscribed (spec §3): keep it in step.
    if (saved) runtime?.user.send({ type: 'details.request' });
  };

  return (
    <form
      method="post"
      className={`${layout.form} ${styles.form}`}
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      <FormError errors={[save.error]} />
      <fieldset className={styles.panel}>
        <legend className={styles.panelTitle}>
          {intl.formatMessage(messages.newsletterTitle)}
        </legend>
        <Checkbox
          name="subscribed"
          checked={subscribed}
          onChange={(event) => setSubscribed(event.target.checked)}
          label={data.newsletterText?.label ?? messages.newsletterLabel}
          helperText={data.newsletterText?.legalText ?? null}
        />
      </fieldset>
      {consent === null ? null : (
        <fieldset className={styles.panel}>
          <legend className={styles.panelTitle}>{intl.formatMessage(messages.offersTitle)}</legend>
          <Checkbox
            name="consent"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            label={messages.offersLabel}
          />
        </fieldset>
      )}
      <div className={layout.actions}>
        <Button
          type="submit"
          priority="high"
          busy={save.pending}
          aria-disabled={!changed || undefined}
        >
          {intl.formatMessage(messages.save)}
        </Button>
      </div>
    </form>
  );
}

/**
 * `/communications`: the newsletter subscription, and the marketing consent on a store with
 * extension `gdpr`.
 */
export function CommunicationsPage({ communications }: { communications: Loaded<Communications> }) {
  const intl = useIntl();
  return (
    <>
      <AccountPageHeader title={intl.formatMessage(accountMessages.communications)}>
        {communications.ok ? (
          <p className={styles.lead}>
            {intl.formatMessage(messages.intro, { email: communications.data.email })}
          </p>
        ) : null}
      </AccountPageHeader>
      {communications.ok ? (
        <PreferencesForm data={communications.data} />
      ) : (
        <AccountLoadError error={communications.error} />
      )}
    </>
  );
}
