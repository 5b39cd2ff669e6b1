import { selectCurrentUser } from '@vitrine/session';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import type { ShopRuntime } from '../../shop/runtime.client.ts';
import { addressLines } from '../../forms/address-fields.ts';
import { checkoutMessages } from './checkout.messages.ts';
import styles from './checkout.module.css';
import layout from '../../forms/form-layout.module.css';
import { SubscriptionReceipt } from './subscription-receipt.tsx';
import { OrderSummary } from './order-summary.tsx';
import { knownPaymentTitle } from './payment-methods.ts';
import { collectorText, pickupShopText } from './pickup-view.ts';
import { pickupMessages } from './pickup.messages.ts';
import { forgetReceipt } from './receipt-view.ts';
import type { ReceiptView } from './receipt-view.ts';
import { receiptMessages } from './receipt.messages.ts';

/**
 * The receipt (spec §4): the order number, where it goes and how it is paid, the lines as they
 * were ordered. A guest is offered an account with the e-mail and names they just typed — the
 * machine's `navigate` to /create-account, shown as the way to it rather than taken at once, so
 * the receipt is read first (decision 080).
 */
export function Receipt({ view, runtime }: { view: ReceiptView; runtime: ShopRuntime }) {
  const intl = useIntl();
  const customer = useSelector(runtime.user, selectCurrentUser);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    // Kept for a reload; once the shopper moves on, the receipt is over.
    return () => forgetReceipt(window.sessionStorage);
  }, []);

  const { order, billing, cart } = view;
  const pickupShop = pickupShopText(intl, view.shippingAddress);
  const email = order.email ?? customer?.email ?? null;
  const knownTitle = view.paymentCode ? knownPaymentTitle(view.paymentCode) : null;
  const serverTitle = view.cart?.availablePaymentMethods.find(
    (method) => method.code === view.paymentCode,
  )?.title;

  return (
    <div className={styles.layout}>
      <div className={styles.receipt}>
        <div className={styles.receiptHeader}>
          <h1 ref={heading} tabIndex={-1} className={styles.heading}>
            {intl.formatMessage(receiptMessages.title)}
          </h1>
          {order.orderNumber ? (
            <p className={styles.orderNumber}>
              <span>{intl.formatMessage(receiptMessages.orderNumber)}</span>{' '}
              <strong>{order.orderNumber}</strong>
            </p>
          ) : (
            // Placed through REST for a guest: Magento answered the order's internal id, which is
            // not the number the shopper knows. Say where the number is rather than show that.
            <p className={styles.orderNumber}>
              {intl.formatMessage(receiptMessages.orderNumberInEmail)}
            </p>
          )}
          {email ? <p>{intl.formatMessage(receiptMessages.emailSent, { email })}</p> : null}
          {view.paymentCode === 'banktransfer' ? (
            <p className={styles.notice}>{intl.formatMessage(receiptMessages.bankTransfer)}</p>
          ) : null}
        </div>
        <SubscriptionReceipt cart={cart} />
        <dl className={styles.receiptDetails}>
          {view.shippingAddress && pickupShop ? (
            <div>
              <dt>{intl.formatMessage(pickupMessages.collectTitle)}</dt>
              <dd>{pickupShop}</dd>
              <dd>{collectorText(view.shippingAddress)}</dd>
            </div>
          ) : view.shippingAddress ? (
            <div>
              <dt>{intl.formatMessage(receiptMessages.delivery)}</dt>
              {addressLines(view.shippingAddress).map((line) => (
                <dd key={line}>{line}</dd>
              ))}
              {view.methodTitle ? <dd>{view.methodTitle}</dd> : null}
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
          {view.paymentCode ? (
            <div>
              <dt>{intl.formatMessage(receiptMessages.payment)}</dt>
              <dd>
                {knownTitle ? intl.formatMessage(knownTitle) : (serverTitle ?? view.paymentCode)}
              </dd>
            </div>
          ) : null}
        </dl>
        {!view.signedIn && view.accountLink ? (
          <section className={styles.accountOffer} aria-labelledby="receipt-account-title">
            <h2 id="receipt-account-title" className={styles.summaryTitle}>
              {intl.formatMessage(receiptMessages.createAccountTitle)}
            </h2>
            <p>{intl.formatMessage(receiptMessages.createAccountText)}</p>
            <Link to={view.accountLink} className={styles.primaryLink}>
              {intl.formatMessage(receiptMessages.createAccount)}
            </Link>
          </section>
        ) : null}
        <div className={layout.actions}>
          {view.signedIn ? (
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
