import type { Money } from '@vitrine/cart-core';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * Formats integer minor units in the shopper's locale: `{ amount: 1290, currency: 'EUR' }` is
 * `12,90 €` in fr-FR (with a no-break space) and `€12.90` in en-GB.
 */
export function formatMoney(money: Money, locale: string): string {
  const format = formatter(locale, money.currency);
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(money.amount / 10 ** digits);
}
