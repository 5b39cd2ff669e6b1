import type { Money } from '@vitrine/commerce-primitives';
import { Button } from '@vitrine/ui';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { Reassurance } from '../../cart-ui/reassurance.tsx';
import { CardPayment } from './card-payment.tsx';
import type { CheckoutActor } from './checkout-session.ts';
import { checkoutMessages } from './checkout.messages.ts';
import styles from './checkout.module.css';
import layout from '../../forms/form-layout.module.css';

/** The terms of sale (CGV), a CMS page of the merchant's. */
export const TERMS_OF_SALE_PATH = '/conditions-generales-de-vente';

const LINK_MARK = '\u0000';

/**
 * True when the last placement's answer was lost: the attempt's idempotency key is kept, and the
 * next press is a retry of the same attempt (decision 050) — the button says so.
 */
export function selectOrderRetryPending(snapshot: ReturnType<CheckoutActor['getSnapshot']>) {
  return (
    snapshot.context.orderKey !== null && snapshot.context.errors.order?.error?.code === 'network'
  );
}

/**
 * Step 5: the total, then either the card payment or the order button of an offline method.
 * The order button is disabled while the order is being placed, and the checkout machine takes
 * one placement at a time: a double click cannot make two orders.
 */
export function ReviewBody({
  actor,
  total,
  storeName,
  subscription = false,
}: {
  actor: CheckoutActor;
  total: Money | null;
  storeName: string;
  /** The cart holds a subscription: the card is kept for its renewals. */
  subscription?: boolean;
}) {
  const intl = useIntl();
  const kind = useSelector(actor, (snapshot) => snapshot.context.paymentMethod?.kind ?? 'offline');
  const placing = useSelector(
    actor,
    (snapshot) => snapshot.matches('placing') || snapshot.matches('finishing'),
  );
  const retryPending = useSelector(actor, selectOrderRetryPending);
  // The shop's formatter gives strings only: the link's words are marked, then drawn as a link.
  const [before = '', linkText = '', after = ''] = intl
    .formatMessage(checkoutMessages.termsOfSale, {
      link: (chunks) => `${LINK_MARK}${chunks.join('')}${LINK_MARK}`,
    })
    .split(LINK_MARK);
  const amount = total
    ? intl.formatNumber(total.amount / 100, { style: 'currency', currency: total.currency })
    : '';

  return (
    <div className={styles.review}>
      {total ? (
        <p className={styles.totalLine}>
          <span>{intl.formatMessage(checkoutMessages.total)}</span>
          <span>{amount}</span>
        </p>
      ) : null}
      {kind === 'card' ? (
        <CardPayment
          actor={actor}
          amount={amount}
          storeName={storeName}
          subscription={subscription}
        />
      ) : (
        <div className={layout.actions}>
          <Button
            priority="high"
            fullWidth
            busy={placing}
            disabled={placing}
            onClick={() => actor.send({ type: 'order.place' })}
          >
            {intl.formatMessage(
              placing
                ? checkoutMessages.placingOrder
                : retryPending
                  ? checkoutMessages.retryOrder
                  : checkoutMessages.placeOrder,
            )}
          </Button>
          <p className={styles.visuallyHidden} role="status">
            {placing ? intl.formatMessage(checkoutMessages.placingOrder) : ''}
          </p>
        </div>
      )}
      {/* The terms of sale the order accepts, beside the button that places it (issue 20). */}
      <p className={styles.terms}>
        {before}
        <Link to={TERMS_OF_SALE_PATH} target="_blank">
          {linkText}
        </Link>
        {after}
      </p>
      <Reassurance />
    </div>
  );
}
