import type { Address } from '@vitrine/checkout-machine';
import { selectAvailableShippingMethods } from '@vitrine/checkout-machine';
import { offeredShippingMethods } from '@vitrine/cart-core';
import { selectToken } from '@vitrine/session';
import { Button, Shimmer } from '@vitrine/ui';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { shippingAmountText } from '../../cart-ui/shipping-amount.tsx';
import type { ShopRuntime } from '../../shop/runtime.client.ts';
import { AddressChoice } from './address-choice.tsx';
import { ChoiceList } from './choice-list.tsx';
import type { CheckoutActor } from './checkout-session.ts';
import { checkoutMessages } from './checkout.messages.ts';
import styles from './checkout.module.css';
import layout from '../../forms/form-layout.module.css';
import { useAddressBook } from './use-address-book.ts';

/** Step 1: the delivery address (with the guest's e-mail), or a saved one when signed in. */
export function ShippingAddressBody({
  actor,
  runtime,
  busy,
}: {
  actor: CheckoutActor;
  runtime: ShopRuntime;
  busy: boolean;
}) {
  const signedIn = useSelector(actor, (snapshot) => snapshot.context.signedIn);
  const initial = useSelector(actor, (snapshot) => snapshot.context.shippingAddress);
  const initialId = useSelector(actor, (snapshot) => snapshot.context.customerAddressId);
  const token = useSelector(runtime.user, selectToken);
  const book = useAddressBook(runtime, signedIn ? token : null);
  const intl = useIntl();

  const submit = (address: Address, customerAddressId?: number) =>
    actor.send({
      type: 'shippingAddress.submit',
      address,
      ...(customerAddressId !== undefined ? { customerAddressId } : {}),
    });

  if (book.status === 'loading') {
    return <Shimmer width="100%" height="12rem" />;
  }
  return (
    <>
      {book.status === 'failed' ? (
        <p className={styles.muted}>{intl.formatMessage(checkoutMessages.addressesFailed)}</p>
      ) : null}
      <AddressChoice
        idPrefix="shipping"
        section="shipping"
        saved={book.status === 'ready' ? book.book.addresses : []}
        initialId={initialId}
        initialAddress={initial}
        withEmail={!signedIn}
        busy={busy}
        submitLabel={checkoutMessages.continueToMethod}
        onSubmit={submit}
      />
    </>
  );
}

/** Step 2: the delivery methods offered for the address, with their prices. */
export function ShippingMethodBody({ actor, busy }: { actor: CheckoutActor; busy: boolean }) {
  const intl = useIntl();
  const methods = useSelector(actor, selectAvailableShippingMethods);
  const chosen = useSelector(actor, (snapshot) => snapshot.context.shippingMethod);
  const available = offeredShippingMethods(methods);
  const keyOf = (method: { carrierCode: string; methodCode: string }) =>
    `${method.carrierCode}_${method.methodCode}`;
  const [value, setValue] = useState<string | null>(() => {
    const current = chosen ? available.find((method) => keyOf(method) === keyOf(chosen)) : null;
    return current ? keyOf(current) : available[0] ? keyOf(available[0]) : null;
  });
  const [missing, setMissing] = useState(false);

  if (available.length === 0) {
    return <p role="alert">{intl.formatMessage(checkoutMessages.noShippingMethods)}</p>;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const method = available.find((candidate) => keyOf(candidate) === value);
    if (!method) {
      setMissing(true);
      return;
    }
    if (busy) return;
    actor.send({
      type: 'shippingMethod.submit',
      carrierCode: method.carrierCode,
      methodCode: method.methodCode,
    });
  };
  return (
    <form method="post" className={layout.form} onSubmit={submit}>
      <ChoiceList
        legend={intl.formatMessage(checkoutMessages.shippingMethods)}
        name="shipping-method"
        value={value}
        onChange={(next) => {
          setValue(next);
          setMissing(false);
        }}
        error={missing ? checkoutMessages.methodRequired : null}
        choices={available.map((method) => ({
          value: keyOf(method),
          title: method.methodTitle,
          hint: method.carrierTitle,
          aside: shippingAmountText(intl, method.priceInclTax),
        }))}
      />
      <div className={layout.actions}>
        <Button type="submit" priority="high" busy={busy} disabled={busy}>
          {intl.formatMessage(busy ? checkoutMessages.saving : checkoutMessages.continueToBilling)}
        </Button>
      </div>
    </form>
  );
}
