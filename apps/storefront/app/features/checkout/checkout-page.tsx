import { selectCart, selectIsLoading, selectIsUnavailable } from '@vitrine/cart-core';
import { selectCheckoutStep, selectStepsEditable } from '@vitrine/checkout-machine';
import { Button, Shimmer } from '@vitrine/ui';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import type { RootData } from '../../root.tsx';
import { cartMessages } from '../../cart-ui/cart.messages.ts';
import type { ShopRuntime } from '../../shop/runtime.client.ts';
import { useRequiredRuntime } from '../../shop/runtime-context.tsx';
import { FALLBACK_STORE_SETTINGS } from '../../lib/store-settings.ts';
import { CheckoutSteps } from './checkout-steps.tsx';
import { checkoutMessages } from './checkout.messages.ts';
import styles from './checkout.module.css';
import { OrderSummary } from './order-summary.tsx';
import { readKeptReceipt } from './receipt-view.ts';
import { Receipt } from './receipt.tsx';
import { useCheckout } from './use-checkout.ts';
import { SubscriptionSignIn, subscriptionNeedsSignIn } from './subscription-gate.tsx';
import { selectIsSignedIn } from '@vitrine/session';

function Loading() {
  const intl = useIntl();
  return (
    <div className={styles.layout} aria-busy="true">
      <h1 className={styles.heading}>{intl.formatMessage(checkoutMessages.heading)}</h1>
      <div className={styles.steps}>
        <p className={styles.visuallyHidden} role="status">
          {intl.formatMessage(checkoutMessages.loading)}
        </p>
        <Shimmer height="22rem" />
        <Shimmer height="4.5rem" />
        <Shimmer height="4.5rem" />
      </div>
      <Shimmer height="18rem" />
    </div>
  );
}

/**
 * /checkout (spec §2, §4): the steps beside the order summary, then the receipt. The cart and
 * the saved checkout data live in the browser, so the server sends the frame and a placeholder.
 */
export function CheckoutPage() {
  const runtime = useRequiredRuntime();
  if (!runtime) return <Loading />;
  return <Checkout runtime={runtime} />;
}

function Checkout({ runtime }: { runtime: ShopRuntime }) {
  const intl = useIntl();
  const session = useCheckout(runtime);
  const step = useSelector(session.actor, selectCheckoutStep);
  const stepsEditable = useSelector(session.actor, selectStepsEditable);
  const cart = useSelector(runtime.cart, selectCart);
  const cartLoading = useSelector(runtime.cart, selectIsLoading);
  const cartUnavailable = useSelector(runtime.cart, selectIsUnavailable);
  const signedIn = useSelector(runtime.user, selectIsSignedIn);
  const root = useRouteLoaderData<RootData>('root');
  const storeName = root?.store.storeName ?? FALLBACK_STORE_SETTINGS.storeName;
  // A receipt this tab showed before a reload: the cart is new and empty, the order is done.
  const [kept] = useState(() => readKeptReceipt(window.sessionStorage));

  if (step === 'receipt' && session.receiptView) {
    return <Receipt view={session.receiptView} runtime={runtime} />;
  }
  const placing = step === 'placing' || step === 'payment';

  if (cartUnavailable && !placing) {
    return (
      <div className={styles.centered}>
        <h1 className={styles.heading}>{intl.formatMessage(checkoutMessages.heading)}</h1>
        <p role="alert">{intl.formatMessage(cartMessages.unavailable)}</p>
        <Button onClick={() => runtime.cart.send({ type: 'cart.retry' })}>
          {intl.formatMessage(cartMessages.retry)}
        </Button>
      </div>
    );
  }
  if (step === 'idle' || !cart || (cartLoading && cart.items.length === 0)) return <Loading />;
  if (cart.items.length === 0 && !placing) {
    if (kept) return <Receipt view={kept} runtime={runtime} />;
    return (
      <div className={styles.centered}>
        <h1 className={styles.heading}>{intl.formatMessage(checkoutMessages.heading)}</h1>
        <p>{intl.formatMessage(checkoutMessages.emptyCart)}</p>
        <Link to="/" className={styles.primaryLink}>
          {intl.formatMessage(checkoutMessages.continueShopping)}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.layout}>
      <h1 className={styles.heading}>{intl.formatMessage(checkoutMessages.heading)}</h1>
      {/* Before the steps: a phone shows it first, folded (wide screens place it beside them). */}
      <OrderSummary cart={cart} editable={!placing || stepsEditable} />
      {subscriptionNeedsSignIn(cart, signedIn, placing) ? (
        // A subscription needs a customer account: no guest steps to fill in for nothing.
        <SubscriptionSignIn />
      ) : (
        <CheckoutSteps
          actor={session.actor}
          runtime={runtime}
          total={cart.prices.grandTotal}
          storeName={storeName}
        />
      )}
    </div>
  );
}
