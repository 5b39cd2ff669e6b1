import {
  selectCart,
  selectCartError,
  selectCartId,
  selectIsEstimating,
  selectIsUnavailable,
  selectIsUpdatingItem,
  selectShippingMethods,
  offeredShippingMethods,
} from '@vitrine/cart-core';
import { Button, Field, FormError, TextInput } from '@vitrine/ui';
import { validateFrenchPostcode } from '@vitrine/validation';
import { useSelector } from '@xstate/react';
import { useCallback, useDeferredValue, useState, useSyncExternalStore } from 'react';
import type { FormEvent } from 'react';
import type { MessageDescriptor } from '@vitrine/validation';
import { Link } from 'react-router';
import { describeCommerceError, localizeCartError } from '../../forms/server-messages.ts';
import { useIntl } from '../../i18n/shop-intl.tsx';
import type { ShopRuntime } from '../../shop/runtime.client.ts';
import { CartLines } from '../../cart-ui/cart-lines.tsx';
import { CartTotals } from '../../cart-ui/cart-totals.tsx';
import { cartMessages } from '../../cart-ui/cart.messages.ts';
import { Reassurance } from '../../cart-ui/reassurance.tsx';
import { ShippingAmount } from '../../cart-ui/shipping-amount.tsx';
import styles from '../../cart-ui/cart.module.css';
import { subscriptionMessages } from '../../cart-ui/subscription.messages.ts';
import { changeLineSubscription, updateEvent } from './line-changes.ts';
import {
  CartEmptyState,
  CartFrame,
  CartSkeletonLines,
  CartSkeletonSummary,
} from './cart-frame.tsx';

function CouponForm({
  runtime,
  cartId,
  applied,
}: {
  runtime: ShopRuntime;
  cartId: string;
  applied: readonly string[];
}) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  // The server's refusal in the shop's words (a wrong code reads as such, in French).
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const { changeCoupon } = await import('./coupon.client.ts');
    const failure = await changeCoupon(runtime, cartId, code.trim());
    setBusy(false);
    setError(failure ? describeCommerceError(failure) : null);
    if (!failure) setCode('');
  };
  const remove = async () => {
    setBusy(true);
    const { changeCoupon } = await import('./coupon.client.ts');
    const failure = await changeCoupon(runtime, cartId, null);
    setBusy(false);
    setError(failure ? describeCommerceError(failure) : null);
  };
  return (
    <section className={styles.panel} aria-labelledby="coupon-title">
      <h2 id="coupon-title" className={styles.panelTitle}>
        {intl.formatMessage(cartMessages.couponTitle)}
      </h2>
      {applied.map((applied) => (
        <p key={applied} className={styles.appliedCoupon}>
          <span>{applied}</span>
          <Button priority="low" onClick={() => void remove()} disabled={busy}>
            {intl.formatMessage(cartMessages.couponRemove, { code: applied })}
          </Button>
        </p>
      ))}
      {applied.length === 0 ? (
        <form method="post" className={styles.inlineForm} onSubmit={(event) => void submit(event)}>
          <Field label={cartMessages.couponLabel} error={error}>
            <TextInput
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
            />
          </Field>
          <Button type="submit" busy={busy} disabled={busy || code.trim() === ''}>
            {intl.formatMessage(cartMessages.couponApply)}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

function ShippingEstimate({ runtime }: { runtime: ShopRuntime }) {
  const intl = useIntl();
  const listed = useSelector(runtime.cart, selectShippingMethods);
  // The checkout's rule: a carrier that cannot deliver there is no offer (issue 20).
  const methods = offeredShippingMethods(listed);
  const estimating = useSelector(runtime.cart, selectIsEstimating);
  const [postcode, setPostcode] = useState('');
  const [error, setError] = useState<ReturnType<typeof validateFrenchPostcode>>(undefined);
  const [asked, setAsked] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateFrenchPostcode(postcode);
    setError(invalid);
    if (invalid) return;
    setAsked(true);
    runtime.cart.send({ type: 'shipping.estimate', postcode: postcode.trim(), countryCode: 'FR' });
  };
  return (
    <section className={styles.panel} aria-labelledby="estimate-title">
      <h2 id="estimate-title" className={styles.panelTitle}>
        {intl.formatMessage(cartMessages.estimateTitle)}
      </h2>
      <form method="post" className={styles.inlineForm} onSubmit={submit} noValidate>
        <Field label={cartMessages.estimatePostcode} error={error ?? null}>
          <TextInput
            value={postcode}
            onChange={(event) => setPostcode(event.target.value)}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
          />
        </Field>
        <Button type="submit" busy={estimating} disabled={estimating}>
          {intl.formatMessage(cartMessages.estimateSubmit)}
        </Button>
      </form>
      {asked && !estimating ? (
        methods.length > 0 ? (
          <ul className={styles.estimates} aria-live="polite">
            {methods.map((method) => (
              <li key={`${method.carrierCode}_${method.methodCode}`}>
                <span>
                  {method.carrierTitle} — {method.methodTitle}
                </span>
                <ShippingAmount amount={method.priceInclTax} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.hint} aria-live="polite">
            {intl.formatMessage(
              listed.length > 0 ? cartMessages.estimateNotDelivered : cartMessages.estimateNone,
            )}
          </p>
        )
      ) : null}
    </section>
  );
}

const noSubscription = () => () => undefined;

/** The cart actor's snapshot, or null before the runtime is there (and on the server). */
function useCartSnapshot(runtime: ShopRuntime | null) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!runtime) return noSubscription();
      const subscription = runtime.cart.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [runtime],
  );
  return useSyncExternalStore(
    subscribe,
    () => runtime?.cart.getSnapshot() ?? null,
    () => null,
  );
}

/**
 * The cart page (spec §2 cart): lines with quantity steppers, totals, coupon, delivery estimate.
 * The server draws its frame and a skeleton (the cart lives in the browser); the browser fills
 * the same frame in, so nothing moves (issue 20).
 */
export function CartPage({
  runtime,
  expectedLines,
}: {
  runtime: ShopRuntime | null;
  /** The lines the cart had when the browser last saw it (decision 124). */
  expectedLines: number;
}) {
  const intl = useIntl();
  // One component from the server's drawing to the filled-in cart, the runtime or not: the
  // empty state the server drew is kept as it is, not drawn again (a page drawn again paints
  // its largest text late, LCP).
  const snapshot = useCartSnapshot(runtime);
  const latestCart = snapshot ? selectCart(snapshot) : null;
  const cartId = snapshot ? selectCartId(snapshot) : null;
  const updating = snapshot ? selectIsUpdatingItem(snapshot) : false;
  const unavailable = snapshot ? selectIsUnavailable(snapshot) : false;
  const updateError = snapshot
    ? (selectCartError(snapshot, 'updateItem') ?? selectCartError(snapshot, 'removeItem'))
    : null;
  // The store's updates render synchronously; the cart drawn from them renders in a transition
  // (it yields to the browser), with the skeleton until then (decision 104).
  const cart = useDeferredValue(latestCart);
  // A frequency change runs outside the cart machine (like the coupon): its own busy and error.
  const [changing, setChanging] = useState(false);
  const [subscriptionError, setSubscriptionError] = useState<MessageDescriptor | null>(null);

  if (runtime && unavailable) {
    return (
      <CartFrame>
        <div className={styles.emptyState}>
          <p>{intl.formatMessage(cartMessages.unavailable)}</p>
          <Button onClick={() => runtime.cart.send({ type: 'cart.retry' })}>
            {intl.formatMessage(cartMessages.retry)}
          </Button>
        </div>
      </CartFrame>
    );
  }
  // Until the cart is read (or while it is first created) the server's drawing stays.
  // The frame (and its title) stays the same element in every state; what is in it changes.
  if (!runtime || !cart) {
    return expectedLines === 0 ? (
      <CartFrame>
        <CartEmptyState />
      </CartFrame>
    ) : (
      <CartFrame summary={<CartSkeletonSummary />}>
        <CartSkeletonLines lines={expectedLines} />
      </CartFrame>
    );
  }
  if (cart.items.length === 0) {
    return (
      <CartFrame>
        <CartEmptyState />
      </CartFrame>
    );
  }
  const someUnavailable = cart.items.some((item) => !item.isAvailable || item.errors.length > 0);
  return (
    <CartFrame
      count={
        <span className={styles.count}>
          {intl.formatMessage(cartMessages.itemCount, {
            count: cart.totalSummaryQuantityIncludingConfig,
          })}
        </span>
      }
      summary={
        <aside className={styles.summary} aria-labelledby="summary-title">
          <h2 id="summary-title" className={styles.panelTitle}>
            {intl.formatMessage(cartMessages.summary)}
          </h2>
          <CartTotals cart={cart} />
          <Link to="/checkout" className={styles.primaryLink}>
            {intl.formatMessage(cartMessages.checkout)}
          </Link>
          <Reassurance />
          {cartId ? (
            <CouponForm runtime={runtime} cartId={cartId} applied={cart.appliedCoupons} />
          ) : null}
          <ShippingEstimate runtime={runtime} />
        </aside>
      }
    >
      <div>
        {updateError ? <FormError errors={[localizeCartError(updateError.message)]} /> : null}
        {subscriptionError ? <FormError errors={[subscriptionError]} /> : null}
        {someUnavailable ? (
          <p className={styles.notice}>{intl.formatMessage(cartMessages.itemUnavailable)}</p>
        ) : null}
        <p className={styles.srStatus} role="status">
          {updating ? intl.formatMessage(cartMessages.updating) : ''}
        </p>
        <CartLines
          items={cart.items}
          busy={updating || changing}
          onSubscription={(item, frequencyDays) => {
            if (!cartId) return;
            setChanging(true);
            setSubscriptionError(null);
            void changeLineSubscription(runtime, cartId, item, frequencyDays)
              .then((failure) =>
                setSubscriptionError(
                  !failure
                    ? null
                    : failure.code === 'network'
                      ? subscriptionMessages.changeFailed
                      : describeCommerceError(failure),
                ),
              )
              .finally(() => setChanging(false));
          }}
          onQuantity={(item, quantity) => runtime.cart.send(updateEvent(item, quantity))}
          onRemove={(item) => runtime.cart.send({ type: 'item.remove', itemUid: item.uid })}
        />
      </div>
    </CartFrame>
  );
}
