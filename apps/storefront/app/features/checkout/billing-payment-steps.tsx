import { selectCart, selectIsLoading } from '@vitrine/cart-core';
import type { Address } from '@vitrine/checkout-machine';
import { isPickupAddress } from '@vitrine/checkout-machine';
import { selectToken } from '@vitrine/session';
import { Button, Checkbox, Shimmer } from '@vitrine/ui';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { useShopExtension } from '../../lib/shop-extensions.ts';
import type { ShopRuntime } from '../../shop/runtime.client.ts';
import { AddressChoice } from './address-choice.tsx';
import { ChoiceList } from './choice-list.tsx';
import type { CheckoutActor } from './checkout-session.ts';
import { checkoutMessages } from './checkout.messages.ts';
import layout from '../../forms/form-layout.module.css';
import { paymentChoices } from './payment-methods.ts';
import { pickupMessages } from './pickup.messages.ts';
import { useAddressBook } from './use-address-book.ts';
import { subscriptionCheckoutMessages } from './subscription-checkout.messages.ts';
import styles from './checkout.module.css';

/**
 * Step 3: billing is the delivery address (the usual case, ticked) or another one. An order
 * collected in a shop has the shop's address for delivery: its billing address is always asked.
 */
export function BillingAddressBody({
  actor,
  runtime,
  busy,
}: {
  actor: CheckoutActor;
  runtime: ShopRuntime;
  busy: boolean;
}) {
  const intl = useIntl();
  const billing = useSelector(actor, (snapshot) => snapshot.context.billingAddress);
  const signedIn = useSelector(actor, (snapshot) => snapshot.context.signedIn);
  const token = useSelector(runtime.user, selectToken);
  const shipping = useSelector(actor, (snapshot) => snapshot.context.shippingAddress);
  const pickup = isPickupAddress(shipping);
  const [sameChoice, setSame] = useState(billing?.sameAsShippingAddress ?? true);
  const same = sameChoice && !pickup;
  // The collector's name and phone start the billing address of a pickup.
  const typed = billing && !billing.sameAsShippingAddress ? billing.address : null;
  const startAddress =
    typed ??
    (pickup && shipping && !signedIn
      ? {
          firstname: shipping.firstname,
          lastname: shipping.lastname,
          telephone: shipping.telephone,
          street: [],
          city: '',
          postcode: '',
          country_id: shipping.country_id,
        }
      : null);
  const book = useAddressBook(runtime, signedIn && !same ? token : null);

  const submitSame = (event: FormEvent) => {
    event.preventDefault();
    if (!busy)
      actor.send({ type: 'billingAddress.submit', billing: { sameAsShippingAddress: true } });
  };
  const submitOther = (address: Address, customerAddressId?: number) =>
    actor.send({
      type: 'billingAddress.submit',
      billing: {
        sameAsShippingAddress: false,
        address,
        ...(customerAddressId !== undefined ? { customerAddressId } : {}),
      },
    });

  return (
    <div className={layout.form}>
      {pickup ? (
        <p>{intl.formatMessage(pickupMessages.billingNeeded)}</p>
      ) : (
        <Checkbox
          label={checkoutMessages.sameAsShipping}
          checked={same}
          onChange={(event) => setSame(event.target.checked)}
        />
      )}
      {same ? (
        <form method="post" className={layout.form} onSubmit={submitSame}>
          <div className={layout.actions}>
            <Button type="submit" priority="high" busy={busy} disabled={busy}>
              {intl.formatMessage(
                busy ? checkoutMessages.saving : checkoutMessages.continueToPayment,
              )}
            </Button>
          </div>
        </form>
      ) : book.status === 'loading' ? (
        <Shimmer width="100%" height="12rem" />
      ) : (
        <AddressChoice
          idPrefix="billing"
          section="billing"
          saved={book.status === 'ready' ? book.book.addresses : []}
          initialId={
            billing && !billing.sameAsShippingAddress ? (billing.customerAddressId ?? null) : null
          }
          initialAddress={startAddress}
          withEmail={false}
          busy={busy}
          submitLabel={checkoutMessages.continueToPayment}
          onSubmit={submitOther}
        />
      )}
    </div>
  );
}

/**
 * Step 4: how to pay — the methods the backend lists that this checkout can take: a card (entered
 * at the last step) when the backend offers the `card-payment` extension, bank transfer and
 * Magento's other offline methods.
 */
export function PaymentMethodBody({
  actor,
  runtime,
  busy,
}: {
  actor: CheckoutActor;
  runtime: ShopRuntime;
  busy: boolean;
}) {
  const intl = useIntl();
  const cart = useSelector(runtime.cart, selectCart);
  const cartLoading = useSelector(runtime.cart, selectIsLoading);
  const chosen = useSelector(actor, (snapshot) => snapshot.context.paymentMethod);
  const cardPayment = useShopExtension('card-payment');
  const subscription = cart?.hasSubscription ?? false;
  const choices = paymentChoices(cart?.availablePaymentMethods ?? [], {
    cardPayment,
    subscription,
  });
  const [picked, setPicked] = useState<string | null>(chosen?.code ?? null);
  const [missing, setMissing] = useState(false);
  const value = choices.some((choice) => choice.code === picked)
    ? picked
    : (choices[0]?.code ?? null);

  if (choices.length === 0) {
    return cartLoading || !cart ? (
      <Shimmer width="100%" height="8rem" />
    ) : (
      <p role="alert">{intl.formatMessage(checkoutMessages.noPaymentMethods)}</p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const choice = choices.find((candidate) => candidate.code === value);
    if (!choice) {
      setMissing(true);
      return;
    }
    if (busy) return;
    actor.send({ type: 'paymentMethod.submit', method: { code: choice.code, kind: choice.kind } });
  };
  return (
    <form method="post" className={layout.form} onSubmit={submit}>
      {subscription ? (
        <p className={styles.notice}>{intl.formatMessage(subscriptionCheckoutMessages.cardOnly)}</p>
      ) : null}
      <ChoiceList
        legend={intl.formatMessage(checkoutMessages.paymentMethods)}
        name="payment-method"
        value={value}
        onChange={(next) => {
          setPicked(next);
          setMissing(false);
        }}
        error={missing ? checkoutMessages.paymentRequired : null}
        choices={choices.map((choice) => ({
          value: choice.code,
          title: choice.title ? intl.formatMessage(choice.title) : choice.serverTitle,
          hint: choice.hint ? intl.formatMessage(choice.hint) : undefined,
        }))}
      />
      <div className={layout.actions}>
        <Button type="submit" priority="high" busy={busy} disabled={busy}>
          {intl.formatMessage(busy ? checkoutMessages.saving : checkoutMessages.continueToReview)}
        </Button>
      </div>
    </form>
  );
}
