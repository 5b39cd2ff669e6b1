import type { CartItem } from '@vitrine/cart-core';
import {
  selectCart,
  selectCartError,
  selectCartId,
  selectIsEstimating,
  selectIsLoading,
  selectIsUnavailable,
  selectIsUpdatingItem,
  selectShippingMethods,
} from '@vitrine/cart-core';
import { Button, CategoryShimmer, Field, FormError, Price, TextInput } from '@vitrine/ui';
import { validateFrenchPostcode } from '@vitrine/validation';
import { useSelector } from '@xstate/react';
import { useDeferredValue, useState } from 'react';
import type { FormEvent } from 'react';
import type { MessageDescriptor } from '@vitrine/validation';
import { Link } from 'react-router';
import { describeCommerceError, localizeCartError } from '../../forms/server-messages.ts';
import { useIntl } from '../../i18n/shop-intl.tsx';
import type { ShopRuntime } from '../../shop/runtime.client.ts';
import { CartLines } from '../../cart-ui/cart-lines.tsx';
import { CartTotals } from '../../cart-ui/cart-totals.tsx';
import { cartMessages } from '../../cart-ui/cart.messages.ts';
import styles from '../../cart-ui/cart.module.css';

/** A configurable line changes by remove then add: the machine needs what to add back. */
function updateEvent(item: CartItem, quantity: number) {
  return item.kind === 'configurable'
    ? {
        type: 'item.update' as const,
        itemUid: item.uid,
        quantity,
        item: {
          sku: item.variantSku,
          parentSku: item.sku,
          quantity,
          selectedOptions: item.options.map((option) => option.valueUid),
        },
      }
    : { type: 'item.update' as const, itemUid: item.uid, quantity };
}

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
  const methods = useSelector(runtime.cart, selectShippingMethods);
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
                {method.priceInclTax.amount === 0 ? (
                  <strong>{intl.formatMessage(cartMessages.estimateFree)}</strong>
                ) : (
                  <Price final={method.priceInclTax} size="sm" />
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.hint} aria-live="polite">
            {intl.formatMessage(cartMessages.estimateNone)}
          </p>
        )
      ) : null}
    </section>
  );
}

/** The cart page (spec §2 cart): lines with quantity steppers, totals, coupon, delivery estimate. */
export function CartPage({ runtime }: { runtime: ShopRuntime | null }) {
  const intl = useIntl();
  if (!runtime) return <CategoryShimmer />;
  return <CartPageContent runtime={runtime} intlTitle={intl.formatMessage(cartMessages.title)} />;
}

function CartPageContent({ runtime, intlTitle }: { runtime: ShopRuntime; intlTitle: string }) {
  const intl = useIntl();
  const latestCart = useSelector(runtime.cart, selectCart);
  const cartId = useSelector(runtime.cart, selectCartId);
  const loading = useSelector(runtime.cart, selectIsLoading);
  const updating = useSelector(runtime.cart, selectIsUpdatingItem);
  const unavailable = useSelector(runtime.cart, selectIsUnavailable);
  const updateError = useSelector(
    runtime.cart,
    (snapshot) =>
      selectCartError(snapshot, 'updateItem') ?? selectCartError(snapshot, 'removeItem'),
  );

  if (unavailable) {
    return (
      <div className={styles.emptyState}>
        <h1 className={styles.title}>{intlTitle}</h1>
        <p>{intl.formatMessage(cartMessages.unavailable)}</p>
        <Button onClick={() => runtime.cart.send({ type: 'cart.retry' })}>
          {intl.formatMessage(cartMessages.retry)}
        </Button>
      </div>
    );
  }
  // The store's updates render synchronously; the cart drawn from them renders in a transition
  // (it yields to the browser), with the shimmer until then (decision 104).
  const cart = useDeferredValue(latestCart);
  if (!cart) return loading || latestCart ? <CategoryShimmer /> : null;
  if (cart.items.length === 0) {
    return (
      <div className={styles.emptyState}>
        <h1 className={styles.title}>{intlTitle}</h1>
        <p className={styles.emptyText}>{intl.formatMessage(cartMessages.empty)}</p>
        <p className={styles.hint}>{intl.formatMessage(cartMessages.emptyHint)}</p>
        <Link to="/" className={styles.primaryLink}>
          {intl.formatMessage(cartMessages.continueShopping)}
        </Link>
      </div>
    );
  }
  const someUnavailable = cart.items.some((item) => !item.isAvailable || item.errors.length > 0);
  return (
    <div className={styles.cartLayout}>
      <div>
        <h1 className={styles.title}>
          {intlTitle}{' '}
          <span className={styles.count}>
            {intl.formatMessage(cartMessages.itemCount, {
              count: cart.totalSummaryQuantityIncludingConfig,
            })}
          </span>
        </h1>
        {updateError ? <FormError errors={[localizeCartError(updateError.message)]} /> : null}
        {someUnavailable ? (
          <p className={styles.notice}>{intl.formatMessage(cartMessages.itemUnavailable)}</p>
        ) : null}
        <p className={styles.srStatus} role="status">
          {updating ? intl.formatMessage(cartMessages.updating) : ''}
        </p>
        <CartLines
          items={cart.items}
          busy={updating}
          onQuantity={(item, quantity) => runtime.cart.send(updateEvent(item, quantity))}
          onRemove={(item) => runtime.cart.send({ type: 'item.remove', itemUid: item.uid })}
        />
      </div>
      <aside className={styles.summary} aria-labelledby="summary-title">
        <h2 id="summary-title" className={styles.panelTitle}>
          {intl.formatMessage(cartMessages.summary)}
        </h2>
        <CartTotals cart={cart} />
        <Link to="/checkout" className={styles.primaryLink}>
          {intl.formatMessage(cartMessages.checkout)}
        </Link>
        {cartId ? (
          <CouponForm runtime={runtime} cartId={cartId} applied={cart.appliedCoupons} />
        ) : null}
        <ShippingEstimate runtime={runtime} />
      </aside>
    </div>
  );
}
