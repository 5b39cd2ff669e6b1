import type { Address } from '@vitrine/checkout-machine';
import {
  isPickupAddress,
  selectAvailableShippingMethods,
  shippingMethodsForAddress,
} from '@vitrine/checkout-machine';
import { offeredShippingMethods } from '@vitrine/cart-core';
import { DEFAULT_STORE_CODE } from '@vitrine/graphql-client';
import { readFavoriteStore, selectToken } from '@vitrine/session';
import { Button, Shimmer } from '@vitrine/ui';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
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
import { PickupForm } from './pickup-form.tsx';
import { pickupMessages } from './pickup.messages.ts';
import { isPickupOffered, usePickupShops } from './use-pickup-shops.ts';
import type { PickupOffer } from './use-pickup-shops.ts';

type DeliveryMode = 'home' | 'pickup';

/** The favourite store kept in this browser (spec §4), read directly: no UI of its own needed. */
function storedFavourite(): string | null {
  try {
    return readFavoriteStore(window.localStorage, DEFAULT_STORE_CODE)?.identifier ?? null;
  } catch {
    return null;
  }
}

/**
 * Step 1: the delivery address (with the guest's e-mail), or a saved one when signed in — or, when
 * the backend lists pickup locations (Magento MSI), a shop to collect the order at.
 */
export function ShippingAddressBody({
  actor,
  runtime,
  busy,
  pickupOffered = null,
}: {
  actor: CheckoutActor;
  runtime: ShopRuntime;
  busy: boolean;
  /** The server's answer (decision 179): the step needs not wait for the shops to be drawn. */
  pickupOffered?: PickupOffer;
}) {
  const signedIn = useSelector(actor, (snapshot) => snapshot.context.signedIn);
  const initial = useSelector(actor, (snapshot) => snapshot.context.shippingAddress);
  const initialId = useSelector(actor, (snapshot) => snapshot.context.customerAddressId);
  const token = useSelector(runtime.user, selectToken);
  const book = useAddressBook(runtime, signedIn ? token : null);
  const intl = useIntl();
  const shops = usePickupShops(runtime);
  const favourite = useMemo(storedFavourite, []);
  const [mode, setMode] = useState<DeliveryMode>(isPickupAddress(initial) ? 'pickup' : 'home');

  const submit = (address: Address, customerAddressId?: number) =>
    actor.send({
      type: 'shippingAddress.submit',
      address,
      ...(customerAddressId !== undefined ? { customerAddressId } : {}),
    });

  const offered = isPickupOffered(shops, pickupOffered);
  if (book.status === 'loading' || offered === undefined) {
    return <Shimmer width="100%" height="12rem" />;
  }
  const modes = offered ? (
    <ChoiceList
      legend={intl.formatMessage(pickupMessages.mode)}
      name="delivery-mode"
      value={mode}
      onChange={(next) => setMode(next as DeliveryMode)}
      choices={[
        {
          value: 'home',
          title: intl.formatMessage(pickupMessages.modeHome),
          hint: intl.formatMessage(pickupMessages.modeHomeHint),
        },
        {
          value: 'pickup',
          title: intl.formatMessage(pickupMessages.modePickup),
          hint: intl.formatMessage(pickupMessages.modePickupHint),
        },
      ]}
    />
  ) : null;
  if (offered && mode === 'pickup') {
    // Chosen before the shops have come: their list takes the form's place once they have.
    if (shops.status !== 'ready') {
      return (
        <>
          {modes}
          <Shimmer width="100%" height="12rem" />
        </>
      );
    }
    return (
      <PickupForm
        runtime={runtime}
        shops={shops.shops}
        favourite={favourite}
        initial={initial}
        withEmail={!signedIn}
        busy={busy}
        before={modes}
        onSubmit={(address) => submit(address)}
      />
    );
  }
  return (
    <>
      {modes}
      {book.status === 'failed' ? (
        <p className={styles.muted}>{intl.formatMessage(checkoutMessages.addressesFailed)}</p>
      ) : null}
      <AddressChoice
        idPrefix="shipping"
        section="shipping"
        saved={book.status === 'ready' ? book.book.addresses : []}
        initialId={initialId}
        initialAddress={isPickupAddress(initial) ? null : initial}
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
  const address = useSelector(actor, (snapshot) => snapshot.context.shippingAddress);
  // At a pickup shop only in-store pickup; at home everything else (checkout-machine's rule).
  const available = shippingMethodsForAddress(offeredShippingMethods(methods), address);
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
