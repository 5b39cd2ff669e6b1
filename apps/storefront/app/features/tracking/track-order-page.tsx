import { Button, Field, FormError, TextInput } from '@vitrine/ui';
import {
  composeValidators,
  isRequired,
  requiredEmail,
  validateFrenchPostcode,
} from '@vitrine/validation';
import type { MessageDescriptor } from '@vitrine/validation';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { OrderDetails, OrderStatusBadge } from '../../orders/order-card.tsx';
import type { OrderView } from '../../orders/order.model.ts';
import { describeCommerceError } from '../../forms/server-messages.ts';
import { useForm } from '../../forms/use-form.ts';
import styles from './tracking.module.css';
import layout from '../../forms/form-layout.module.css';
import { EmailInput } from '../../forms/email-input.tsx';
import { trackingMessages as messages } from './tracking.messages.ts';
import { formatDayDate } from '../../lib/format-date.ts';

/** Sign in, then the order history (where a customer's orders are followed). */
const SIGN_IN_TO_ORDERS = '/sign-in?returnTo=%2Forder-history';

const RULES = {
  number: isRequired,
  email: requiredEmail,
  postcode: composeValidators(isRequired, validateFrenchPostcode),
};

/**
 * `/track-my-order/`: an order found without an account by its number, e-mail and billing
 * postcode (Magento's `guestOrder`); a customer's order is followed in their account.
 */
export function TrackOrderPage() {
  const intl = useIntl();
  const form = useForm({ number: '', email: '', postcode: '' }, RULES);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<MessageDescriptor | string | null>(null);
  const [order, setOrder] = useState<OrderView | null>(null);
  const [customerOrder, setCustomerOrder] = useState(false);
  const result = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (order) result.current?.focus();
  }, [order]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setCustomerOrder(false);
    if (pending || !form.validate()) return;
    setPending(true);
    try {
      const { trackOrder } = await import('./tracking.client.ts');
      const outcome = await trackOrder({
        number: String(form.values.number).trim(),
        email: String(form.values.email).trim(),
        postcode: String(form.values.postcode).trim(),
      });
      setOrder(outcome.kind === 'found' ? outcome.order : null);
      setCustomerOrder(outcome.kind === 'customerOrder');
      if (outcome.kind === 'failed') setError(outcome.error);
    } catch (failure) {
      console.error('Order tracking failed', failure);
      setError(describeCommerceError({ code: 'network', message: String(failure) }));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={`page-container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
        <p className={styles.lead}>{intl.formatMessage(messages.intro)}</p>
      </header>
      <section className={styles.card} aria-labelledby="tracking-form-title">
        <h2 id="tracking-form-title" className={styles.visuallyHidden}>
          {intl.formatMessage(messages.title)}
        </h2>
        <form {...form.formProps} className={layout.form} onSubmit={(e) => void submit(e)}>
          <FormError errors={[error]} />
          {customerOrder ? (
            <p className={styles.notice} role="alert">
              {intl.formatMessage(messages.customerOrder)}{' '}
              <Link to={SIGN_IN_TO_ORDERS}>{intl.formatMessage(messages.customerOrderLink)}</Link>
            </p>
          ) : null}
          <Field
            label={messages.number}
            error={form.errors.number ?? null}
            helperText={messages.numberHelp}
          >
            <TextInput {...form.text('number')} inputMode="numeric" autoComplete="off" />
          </Field>
          <Field label={messages.email} error={form.errors.email ?? null}>
            <EmailInput {...form.text('email')} />
          </Field>
          <Field
            label={messages.postcode}
            error={form.errors.postcode ?? null}
            helperText={messages.postcodeHelp}
          >
            <TextInput
              {...form.text('postcode')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
            />
          </Field>
          <Button type="submit" priority="high" fullWidth busy={pending}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </form>
        <p className={styles.hint}>
          {intl.formatMessage(messages.signInHint)}{' '}
          <Link to={SIGN_IN_TO_ORDERS}>{intl.formatMessage(messages.signIn)}</Link>
        </p>
      </section>
      {order ? (
        <section className={styles.result} aria-labelledby="tracking-result">
          <header className={styles.resultHeader}>
            <div>
              <h2 id="tracking-result" ref={result} tabIndex={-1} className={styles.resultTitle}>
                {intl.formatMessage(messages.resultTitle, { number: order.number })}
              </h2>
              <p className={styles.hint}>
                {intl.formatMessage(messages.placedOn, {
                  date: formatDayDate(intl, order.placedAt, { dateStyle: 'long' }),
                })}
              </p>
            </div>
            <OrderStatusBadge order={order} />
          </header>
          <OrderDetails order={order} />
        </section>
      ) : null}
    </div>
  );
}
