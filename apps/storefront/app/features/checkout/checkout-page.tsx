import { selectCart, selectIsLoading, selectIsUnavailable } from '@vitrine/cart-core';
import { selectCheckoutStep, selectStepsEditable } from '@vitrine/checkout-machine';
import { Button } from '@vitrine/ui';
import { useSelector } from '@xstate/react';
import { useDeferredValue, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import type { RootData } from '../../root.tsx';
import { cartMessages } from '../../cart-ui/cart.messages.ts';
import type { ShopRuntime } from '../../shop/runtime.client.ts';
import { useRequiredRuntime } from '../../shop/runtime-context.tsx';
import { FALLBACK_STORE_SETTINGS } from '../../lib/store-settings.ts';
import { CheckoutFrame } from './checkout-frame.tsx';
import { CheckoutSteps } from './checkout-steps.tsx';
import { checkoutMessages } from './checkout.messages.ts';
import styles from './checkout.module.css';
import { OrderSummary } from './order-summary.tsx';
import { readKeptReceipt } from './receipt-view.ts';
import { Receipt } from './receipt.tsx';
import { useCheckout } from './use-checkout.ts';
import { usePickupShopsRead } from './use-pickup-shops.ts';
import type { PickupOffer } from './use-pickup-shops.ts';
import { SubscriptionSignIn, subscriptionNeedsSignIn } from './subscription-gate.tsx';
import { selectIsSignedIn } from '@vitrine/session';

/**
 * /checkout (spec §2, §4): the steps beside the order summary, then the receipt. The cart and
 * the saved checkout data live in the browser, so the server sends the frame (decision 179).
 */
export function CheckoutPage({ pickupOffered = null }: { pickupOffered?: PickupOffer }) {
  const runtime = useRequiredRuntime();
  if (!runtime) return <CheckoutFrame pickupOffered={pickupOffered} />;
  return <Checkout runtime={runtime} pickupOffered={pickupOffered} />;
}

function Checkout({
  runtime,
  pickupOffered,
}: {
  runtime: ShopRuntime;
  pickupOffered: PickupOffer;
}) {
  const intl = useIntl();
  const session = useCheckout(runtime);
  usePickupShopsRead(runtime);
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
  const framed = step === 'idle' || !cart || (cartLoading && cart.items.length === 0);
  // The steps replace the frame in a background render React slices between frames: drawing all
  // five steps at once, as the cart's answer arrives, was the page's longest task (decision 179).
  const showFrame = useDeferredValue(framed, true);

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
  if (framed || showFrame || !cart) return <CheckoutFrame pickupOffered={pickupOffered} />;
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
          pickupOffered={pickupOffered}
        />
      )}
    </div>
  );
}
