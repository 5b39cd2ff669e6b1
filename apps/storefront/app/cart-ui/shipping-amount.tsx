import type { Money } from '@vitrine/commerce-primitives';
import { Price } from '@vitrine/ui';
import type { ShopIntl } from '../i18n/intl.ts';
import { useIntl } from '../i18n/shop-intl.tsx';
import { cartMessages } from './cart.messages.ts';

/**
 * One rule for a delivery price, everywhere it shows (issue 20: the summary said "0,00 €" where
 * the methods said "Offerte"): nothing to pay reads "Offerte", anything else is the price. The
 * cart's estimate and totals, the mini cart, the checkout's methods and its step summary use it.
 */
export function isFreeShipping(amount: Money): boolean {
  return amount.amount === 0;
}

/** The delivery price as text (a choice's aside, a summary line). */
export function shippingAmountText(intl: ShopIntl, amount: Money): string {
  return isFreeShipping(amount)
    ? intl.formatMessage(cartMessages.estimateFree)
    : intl.formatNumber(amount.amount / 100, { style: 'currency', currency: amount.currency });
}

/** The delivery price as a price is drawn (the totals, the estimate). */
export function ShippingAmount({ amount, size = 'sm' }: { amount: Money; size?: 'sm' | 'md' }) {
  const intl = useIntl();
  return isFreeShipping(amount) ? (
    <strong>{intl.formatMessage(cartMessages.estimateFree)}</strong>
  ) : (
    <Price final={amount} size={size} />
  );
}
