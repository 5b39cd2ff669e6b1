import { selectReceipt } from '@vitrine/checkout-machine';
import { selectCurrentUser } from '@vitrine/session';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import type { ShopRuntime } from '../runtime/runtime.client.ts';
import { addressLines } from './address-fields.ts';
import type { CheckoutSession } from './checkout-session.ts';
import { checkoutMessages } from './checkout.messages.ts';
import styles from './checkout.module.css';
import { OrderSummary } from './order-summary.tsx';
import { paymentChoices } from './payment-methods.ts';
import { receiptMessages } from './receipt.messages.ts';

/**
 * The receipt (spec §4): the order number, where it goes and how it is paid, the lines as they
 * were ordered. A guest is offered an account with the e-mail and names they just typed — the
 * machine's `navigate` to /create-account, shown as the way to it rather than taken at once, so
 * the receipt is read first (decision 080).
 */
export function Receipt({ session, runtime }: { session: CheckoutSession; runtime: ShopRuntime }) {
  const intl = useIntl();
  const receipt = useSelector(session.actor, selectReceipt);
  const context = useSelector(session.actor, (snapshot) => snapshot.context);
  const customer = useSelector(runtime.user, selectCurrentUser);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  if (!receipt) return null;
  const { order } = receipt;
  const email = order.email ?? customer?.email ?? null;
  const payment = context.paymentMethod;
  const [paymentChoice] = payment
    ? paymentChoices([{ code: payment.code, title: payment.code }])
    : [];
  const billing = context.billingAddress;
  const cart = session.orderedCart;
  const chosen = context.shippingMethod;
  const offered = chosen
    ? context.availableShippingMethods.find(
        (method) =>
          method.carrierCode === chosen.carrierCode && method.methodCode === chosen.methodCode,
      )
    : undefined;
  const methodTitle = [offered?.methodTitle, chosen?.carrierTitle].filter(Boolean).join(' · ');

  return (
    <div className={styles.layout}>
      <div className={styles.receipt}>
        <div className={styles.receiptHeader}>
          <h1 ref={heading} tabIndex={-1} className={styles.heading}>
            {intl.formatMessage(receiptMessages.title)}
          </h1>
          <p className={styles.orderNumber}>
            <span>{intl.formatMessage(receiptMessages.orderNumber)}</span>{' '}
            <strong>{order.orderNumber}</strong>
          </p>
          {email ? <p>{intl.formatMessage(receiptMessages.emailSent, { email })}</p> : null}
          {payment?.code === 'banktransfer' ? (
            <p className={styles.notice}>{intl.formatMessage(receiptMessages.bankTransfer)}</p>
          ) : null}
        </div>
        <dl className={styles.receiptDetails}>
          {context.shippingAddress ? (
            <div>
              <dt>{intl.formatMessage(receiptMessages.delivery)}</dt>
              {addressLines(context.shippingAddress).map((line) => (
                <dd key={line}>{line}</dd>
              ))}
              {context.shippingMethod ? <dd>{methodTitle}</dd> : null}
            </div>
          ) : null}
          {billing ? (
            <div>
              <dt>{intl.formatMessage(receiptMessages.billing)}</dt>
              {billing.sameAsShippingAddress ? (
                <dd>{intl.formatMessage(checkoutMessages.sameAsShippingSummary)}</dd>
              ) : (
                addressLines(billing.address).map((line) => <dd key={line}>{line}</dd>)
              )}
            </div>
          ) : null}
          {payment ? (
            <div>
              <dt>{intl.formatMessage(receiptMessages.payment)}</dt>
              <dd>
                {paymentChoice?.title ? intl.formatMessage(paymentChoice.title) : payment.code}
              </dd>
            </div>
          ) : null}
        </dl>
        {!context.signedIn && session.accountLink ? (
          <section className={styles.accountOffer} aria-labelledby="receipt-account-title">
            <h2 id="receipt-account-title" className={styles.summaryTitle}>
              {intl.formatMessage(receiptMessages.createAccountTitle)}
            </h2>
            <p>{intl.formatMessage(receiptMessages.createAccountText)}</p>
            <Link to={session.accountLink} className={styles.primaryLink}>
              {intl.formatMessage(receiptMessages.createAccount)}
            </Link>
          </section>
        ) : null}
        <div className={styles.actions}>
          {context.signedIn ? (
            <Link to="/order-history" className={styles.secondaryLink}>
              {intl.formatMessage(receiptMessages.orderHistory)}
            </Link>
          ) : null}
          <Link to="/" className={styles.secondaryLink}>
            {intl.formatMessage(receiptMessages.continueShopping)}
          </Link>
        </div>
      </div>
      {cart ? <OrderSummary cart={cart} editable={false} /> : null}
    </div>
  );
}
