import type { Cart } from '@vitrine/cart-core';
import { Link } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { subscriptionCheckoutMessages as messages } from './subscription-checkout.messages.ts';
import styles from './checkout.module.css';
import gate from './subscription-checkout.module.css';

/**
 * Whether the checkout asks the shopper to sign in before anything else: a guest whose cart holds
 * a subscription (the server would refuse the order with "A subscription needs a customer
 * account."). Never once the order is being placed: that cart is already the customer's.
 */
export function subscriptionNeedsSignIn(
  cart: Pick<Cart, 'hasSubscription'>,
  signedIn: boolean,
  placing: boolean,
): boolean {
  return cart.hasSubscription && !signedIn && !placing;
}

/** Back to the checkout after signing in or creating the account (the guest cart merges). */
const BACK_TO_CHECKOUT = `returnTo=${encodeURIComponent('/checkout')}`;

/**
 * In place of the steps for a guest whose cart holds a subscription (issue 22): its renewals are
 * paid with a card kept on a customer account, so the order needs one. The shopper signs in or
 * creates the account and comes back here, or makes the line a one-time purchase in the cart.
 */
export function SubscriptionSignIn() {
  const intl = useIntl();
  return (
    <section className={gate.gate} aria-labelledby="subscription-gate-title">
      <h2 id="subscription-gate-title" className={gate.gateTitle}>
        {intl.formatMessage(messages.gateTitle)}
      </h2>
      <p>{intl.formatMessage(messages.gateReason)}</p>
      <div className={gate.gateActions}>
        <Link to={`/sign-in?${BACK_TO_CHECKOUT}`} className={styles.primaryLink}>
          {intl.formatMessage(messages.signIn)}
        </Link>
        <Link to={`/create-account?${BACK_TO_CHECKOUT}`} className={styles.secondaryLink}>
          {intl.formatMessage(messages.createAccount)}
        </Link>
      </div>
      <p className={styles.muted}>
        {intl.formatMessage(messages.oneTimeInstead)}{' '}
        <Link to="/cart">{intl.formatMessage(messages.backToCart)}</Link>
      </p>
    </section>
  );
}
