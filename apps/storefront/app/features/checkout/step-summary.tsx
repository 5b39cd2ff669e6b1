import type { CheckoutStep } from '@vitrine/checkout-machine';
import { useSelector } from '@xstate/react';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { shippingAmountText } from '../../cart-ui/shipping-amount.tsx';
import { addressLines } from '../../forms/address-fields.ts';
import type { CheckoutActor } from './checkout-session.ts';
import { checkoutMessages } from './checkout.messages.ts';
import { knownPaymentTitle } from './payment-methods.ts';
import { collectorText, pickupShopText } from './pickup-view.ts';

/** What a done step shows: the address, the method with its price, the payment method. */
export function StepSummary({ actor, step }: { actor: CheckoutActor; step: CheckoutStep }) {
  const intl = useIntl();
  const context = useSelector(actor, (snapshot) => snapshot.context);
  switch (step) {
    case 'shippingAddress': {
      const address = context.shippingAddress;
      if (!address) return null;
      const pickupShop = pickupShopText(intl, address);
      return (
        <>
          {address.email ? <p>{address.email}</p> : null}
          {pickupShop ? (
            <>
              <p>{pickupShop}</p>
              <p>{collectorText(address)}</p>
            </>
          ) : (
            <p>{addressLines(address).join(', ')}</p>
          )}
        </>
      );
    }
    case 'shippingMethod': {
      const chosen = context.shippingMethod;
      if (!chosen) return null;
      const offered = context.availableShippingMethods.find(
        (method) =>
          method.carrierCode === chosen.carrierCode && method.methodCode === chosen.methodCode,
      );
      const price = offered ? shippingAmountText(intl, offered.priceInclTax) : null;
      return (
        <p>{[offered?.methodTitle, chosen.carrierTitle, price].filter(Boolean).join(' · ')}</p>
      );
    }
    case 'billingAddress': {
      const billing = context.billingAddress;
      if (!billing) return null;
      return (
        <p>
          {billing.sameAsShippingAddress
            ? intl.formatMessage(checkoutMessages.sameAsShippingSummary)
            : addressLines(billing.address).join(', ')}
        </p>
      );
    }
    case 'paymentMethod': {
      const payment = context.paymentMethod;
      if (!payment) return null;
      const known = knownPaymentTitle(payment.code);
      const title = context.paymentMethods.find((method) => method.code === payment.code)?.title;
      return <p>{known ? intl.formatMessage(known) : (title ?? payment.code)}</p>;
    }
  }
}
