import { Button, FormError, Icon, useToasts } from '@vitrine/ui';
import type { MessageDescriptor } from '@vitrine/validation';
import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { useRuntime } from '../../shop/runtime-context.tsx';
import type { Loaded } from './account-data.ts';
import { AccountLoadError } from './account-layout.tsx';
import { informationMessages } from '../../account-session/account.messages.ts';
import styles from './account.module.css';
import layout from '../../forms/form-layout.module.css';
import { confirmGdpr } from './information.data.ts';
import type { GdprRequestView } from './information.data.ts';
import { toIsoInstant } from '../../orders/order.model.ts';
import { describeCommerceError } from '../../forms/server-messages.ts';
import { formatDayDate } from '../../lib/format-date.ts';

function typeMessages(type: string): {
  title: MessageDescriptor;
  explain: MessageDescriptor | null;
} {
  if (type === 'export') {
    return {
      title: informationMessages.gdprExport,
      explain: informationMessages.gdprExportExplain,
    };
  }
  if (type === 'erase') {
    return { title: informationMessages.gdprErase, explain: informationMessages.gdprEraseExplain };
  }
  return { title: informationMessages.gdprUnknown, explain: null };
}

/**
 * The GDPR request of an e-mailed link (`/gdpr-request/type/{type}/code/{code}`): what it is,
 * and the button that confirms it. Confirming an erasure ends the account, so the shopper is
 * signed out here and taken home.
 */
export function GdprConfirmation({
  request,
  type,
  code,
}: {
  request: Loaded<GdprRequestView | null>;
  type: string;
  code: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { addToast } = useToasts();
  const { runtime } = useRuntime();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<MessageDescriptor | string | null>(null);

  if (!request.ok) return <AccountLoadError error={request.error} />;
  if (request.data === null) {
    return (
      <section className={styles.loadError} role="alert">
        <p>{intl.formatMessage(informationMessages.gdprNotFound)}</p>
      </section>
    );
  }
  const view = request.data;
  const { title, explain } = typeMessages(view.type);

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      const result = await confirmGdpr(type, code);
      if (!result.ok) {
        setError(describeCommerceError(result.error));
        return;
      }
      if (view.type === 'erase') {
        addToast({ type: 'success', message: informationMessages.gdprEraseDone });
        await navigate('/', { replace: true });
        // The server has ended every session of the account: forget the token and the cart.
        runtime?.user.send({ type: 'token.clear' });
        runtime?.cart.send({ type: 'cart.reset' });
        return;
      }
      addToast({ type: 'success', message: informationMessages.gdprExportDone });
      await revalidator.revalidate();
    } finally {
      setPending(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="gdpr-request">
      <div className={styles.panelHeader}>
        <h2 id="gdpr-request" className={styles.panelTitle}>
          {intl.formatMessage(informationMessages.gdprTitle)}
        </h2>
        <span className={view.status === 'confirmed' ? styles.badgePositive : styles.badgeWarning}>
          {intl.formatMessage(title)}
        </span>
      </div>
      <p className={styles.hint}>
        {intl.formatMessage(informationMessages.gdprRequested, {
          date: formatDayDate(intl, toIsoInstant(view.createdAt), { dateStyle: 'long' }),
        })}
      </p>
      {explain ? <p>{intl.formatMessage(explain)}</p> : null}
      <FormError errors={[error]} />
      {view.status === 'confirmed' ? (
        <p className={styles.notice} role="status">
          <Icon name="success" size={20} />
          <span>{intl.formatMessage(informationMessages.gdprConfirmed)}</span>
        </p>
      ) : (
        <div className={layout.actions}>
          <Button
            priority="high"
            negative={view.type === 'erase'}
            busy={pending}
            onClick={() => void confirm()}
          >
            {intl.formatMessage(informationMessages.gdprConfirm)}
          </Button>
        </div>
      )}
    </section>
  );
}
