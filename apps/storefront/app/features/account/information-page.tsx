import { Button, FormError, Icon } from '@vitrine/ui';
import type { PasswordPolicy } from '@vitrine/validation';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { useShopExtension } from '../../lib/shop-extensions.ts';
import type { Loaded } from './account-data.ts';
import { AccountLoadError, AccountPageHeader } from './account-layout.tsx';
import { accountMessages, informationMessages } from '../../account-session/account.messages.ts';
import styles from './account.module.css';
import layout from '../../forms/form-layout.module.css';
import { requestGdpr } from './information.data.ts';
import type { AccountInformation } from './information.data.ts';
import { EmailForm, NameForm, PasswordForm } from './information-forms.tsx';
import { useSave } from './use-save.ts';

/** What the account information routes load. */
export interface InformationData {
  information: Loaded<AccountInformation>;
  policy: PasswordPolicy;
}

function PersonalDetails({ information }: { information: AccountInformation }) {
  const intl = useIntl();
  const [editing, setEditing] = useState<'none' | 'name' | 'email'>('none');
  return (
    <section className={styles.panel} aria-labelledby="personal-details">
      <div className={styles.panelHeader}>
        <h2 id="personal-details" className={styles.panelTitle}>
          {intl.formatMessage(informationMessages.personalDetails)}
        </h2>
      </div>
      <dl className={styles.details}>
        <div>
          <dt>{intl.formatMessage(informationMessages.name)}</dt>
          <dd>{`${information.firstname} ${information.lastname}`}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(informationMessages.email)}</dt>
          <dd>{information.email}</dd>
        </div>
      </dl>
      {editing === 'name' ? (
        <NameForm information={information} onDone={() => setEditing('none')} />
      ) : editing === 'email' ? (
        <EmailForm onDone={() => setEditing('none')} />
      ) : (
        <div className={layout.actions}>
          <Button priority="normal" onClick={() => setEditing('name')}>
            {intl.formatMessage(informationMessages.editDetails)}
          </Button>
          <Button priority="low" onClick={() => setEditing('email')}>
            {intl.formatMessage(informationMessages.changeEmail)}
          </Button>
        </div>
      )}
    </section>
  );
}

function PersonalData() {
  const intl = useIntl();
  const save = useSave();
  const [sent, setSent] = useState(false);
  const ask = async (type: 'export' | 'erase') => {
    setSent(await save.run(() => requestGdpr(type), null));
  };
  return (
    <section className={styles.panel} aria-labelledby="personal-data">
      <h2 id="personal-data" className={styles.panelTitle}>
        {intl.formatMessage(informationMessages.dataSection)}
      </h2>
      <p className={styles.lead}>{intl.formatMessage(informationMessages.dataIntro)}</p>
      <FormError errors={[save.error]} />
      {sent ? (
        <p className={styles.notice} role="status">
          <Icon name="mail" size={20} />
          <span>{intl.formatMessage(informationMessages.requestSent)}</span>
        </p>
      ) : null}
      <div className={layout.actions}>
        <Button priority="normal" busy={save.pending} onClick={() => void ask('export')}>
          {intl.formatMessage(informationMessages.requestExport)}
        </Button>
        <Button priority="low" negative busy={save.pending} onClick={() => void ask('erase')}>
          {intl.formatMessage(informationMessages.requestErase)}
        </Button>
      </div>
    </section>
  );
}

/**
 * `/account-information` and `/customer/account/edit/`: personal details, e-mail, password and,
 * on a store with extension `gdpr`, the personal-data requests. `before` holds the GDPR
 * confirmation of its e-mailed link.
 */
export function InformationPage({ data, before }: { data: InformationData; before?: ReactNode }) {
  const intl = useIntl();
  const gdpr = useShopExtension('gdpr');
  const { information, policy } = data;
  return (
    <>
      <AccountPageHeader title={intl.formatMessage(accountMessages.accountInformation)} />
      {before}
      {information.ok ? (
        <>
          <PersonalDetails information={information.data} />
          <section className={styles.panel} aria-labelledby="password-section">
            <h2 id="password-section" className={styles.panelTitle}>
              {intl.formatMessage(informationMessages.passwordSection)}
            </h2>
            <p className={styles.hint}>{intl.formatMessage(informationMessages.passwordHint)}</p>
            <PasswordForm policy={policy} email={information.data.email} />
          </section>
          {gdpr ? <PersonalData /> : null}
        </>
      ) : (
        <AccountLoadError error={information.error} />
      )}
    </>
  );
}
