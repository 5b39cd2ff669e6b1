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
import { OrderDetails, OrderStatusBadge } from '../account/order-card.tsx';
import type { OrderView } from '../account/order.model.ts';
import { describeCommerceError } from '../account/server-messages.ts';
import { useForm } from '../account/use-form.ts';
import styles from './tracking.module.css';
import { trackingMessages as messages } from './tracking.messages.ts';

const RULES = {
  number: isRequired,
  email: requiredEmail,
  postcode: composeValidators(isRequired, validateFrenchPostcode),
};

/** `/track-my-order/`: an order found by number, e-mail and delivery postcode, without an account. */
export function TrackOrderPage() {
  const intl = useIntl();
  const form = useForm({ number: '', email: '', postcode: '' }, RULES);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<MessageDescriptor | string | null>(null);
  const [order, setOrder] = useState<OrderView | null>(null);
  const result = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (order) result.current?.focus();
  }, [order]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (pending || !form.validate()) return;
    setPending(true);
    try {
      const { trackOrder } = await import('./tracking.client.ts');
      const found = await trackOrder({
        number: String(form.values.number).trim(),
        email: String(form.values.email).trim(),
        postcode: String(form.values.postcode).trim(),
      });
      if (found.ok) setOrder(found.order);
      else {
        setOrder(null);
        setError(describeCommerceError(found.error));
      }
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
        <form {...form.formProps} className={styles.form} onSubmit={(e) => void submit(e)}>
          <FormError errors={[error]} />
          <Field
            label={messages.number}
            error={form.errors.number ?? null}
            helperText={messages.numberHelp}
          >
            <TextInput {...form.text('number')} inputMode="numeric" autoComplete="off" />
          </Field>
          <Field label={messages.email} error={form.errors.email ?? null}>
            <TextInput
              {...form.text('email')}
              type="email"
              autoComplete="email"
              autoCapitalize="off"
              spellCheck={false}
            />
          </Field>
          <Field label={messages.postcode} error={form.errors.postcode ?? null}>
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
          <Link to="/sign-in?returnTo=%2Forder-history">{intl.formatMessage(messages.signIn)}</Link>
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
                  date: intl.formatDate(order.placedAt, { dateStyle: 'long' }),
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
