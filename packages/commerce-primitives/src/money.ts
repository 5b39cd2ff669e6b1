/**
 * Money in integer minor units plus an ISO 4217 currency code (decision 002, C11).
 * Amounts are never floats in the domain: the API's decimal values are converted once, in the
 * mappers, and every sum after that is an integer sum.
 */
export interface Money {
  /** Amount in minor units of `currency` (cents for EUR and USD). */
  readonly amount: number;
  /** ISO 4217 code, e.g. `EUR`. */
  readonly currency: string;
}

/** Currency the spec gives an empty cart until the server says otherwise (spec §9). */
export const DEFAULT_CART_CURRENCY = 'USD';

const fractionDigitsCache = new Map<string, number>();

/**
 * How many minor-unit digits a currency has (2 for EUR, 0 for JPY), as `Intl` knows it.
 * Unknown codes fall back to 2, the common case, instead of throwing from a mapper.
 */
export function currencyFractionDigits(currency: string): number {
  const cached = fractionDigitsCache.get(currency);
  if (cached !== undefined) return cached;
  let digits: number;
  try {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
  } catch {
    digits = 2;
  }
  fractionDigitsCache.set(currency, digits);
  return digits;
}

/**
 * Builds a {@link Money} from an integer amount of minor units.
 * @throws RangeError when `amount` is not a safe integer (a float slipped through).
 */
export function money(amount: number, currency: string): Money {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Money amounts are integer minor units, got ${amount} ${currency}`);
  }
  return { amount, currency };
}

/** Zero in the given currency. */
export function zeroMoney(currency: string = DEFAULT_CART_CURRENCY): Money {
  return { amount: 0, currency };
}

/**
 * Converts a decimal major-unit value from the API (`12.9`) to minor units (`1290`).
 * Rounds half away from zero on the decimal string so `1.005` does not become `1.00`
 * through binary floating point.
 */
export function toMinorUnits(value: number, currency: string): number {
  const digits = currencyFractionDigits(currency);
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  const negative = value < 0;
  const [whole = '0', fraction = ''] = Math.abs(value)
    .toFixed(digits + 3)
    .split('.');
  const kept = fraction.slice(0, digits).padEnd(digits, '0');
  const next = fraction.charCodeAt(digits) - 48;
  let minor = Number(whole) * 10 ** digits + (digits > 0 ? Number(kept) : 0);
  if (next >= 5) minor += 1;
  return negative && minor !== 0 ? -minor : minor;
}

/** Builds a {@link Money} from a decimal API value such as Magento's `{ value: 12.9 }`. */
export function fromDecimal(value: number, currency: string): Money {
  return { amount: toMinorUnits(value, currency), currency };
}

/** The decimal value of a {@link Money}, for the few REST bodies that need one. */
export function toDecimal(value: Money): number {
  return value.amount / 10 ** currencyFractionDigits(value.currency);
}

function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) {
    throw new RangeError(`Cannot combine ${a.currency} with ${b.currency}`);
  }
}

/**
 * Adds two amounts of the same currency.
 * @throws RangeError on a currency mismatch: mixing currencies is a broken invariant.
 */
export function addMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return { amount: a.amount + b.amount, currency: a.currency };
}

/** Multiplies an amount by an integer quantity (a line total). */
export function multiplyMoney(value: Money, quantity: number): Money {
  if (!Number.isInteger(quantity)) throw new RangeError(`Quantity must be an integer: ${quantity}`);
  return { amount: value.amount * quantity, currency: value.currency };
}

/** Sums a list of amounts; an empty list gives zero in `currency`. */
export function sumMoney(
  values: readonly Money[],
  currency: string = DEFAULT_CART_CURRENCY,
): Money {
  return values.reduce<Money>(
    (total, value) => addMoney(total, value),
    zeroMoney(values[0]?.currency ?? currency),
  );
}

/** True when both amounts are equal in value and currency. */
export function equalMoney(a: Money, b: Money): boolean {
  return a.amount === b.amount && a.currency === b.currency;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats money for display with `Intl.NumberFormat` in the visitor's locale: `{ amount: 1290,
 * currency: 'EUR' }` is `12,90 €` in fr-FR (with a no-break space) and `€12.90` in en-GB. Domain
 * code hands `Money` around; only the shell calls this. Formatters are kept per locale and
 * currency (a product listing formats hundreds of prices).
 */
export function formatMoney(value: Money, locale: string): string {
  const key = `${locale}|${value.currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: value.currency });
    formatters.set(key, format);
  }
  return format.format(value.amount / 10 ** currencyFractionDigits(value.currency));
}

/** Magento `Money` as the API sends it: a decimal value and a currency code, either may be null. */
export interface RawMoney {
  readonly value?: number | null;
  readonly currency?: string | null;
}

/**
 * Converts Magento money to {@link Money}, the one place decimals become minor units. A missing
 * currency takes `fallbackCurrency` (a cart line takes its cart's), a missing value is zero.
 */
export function toMoney(
  raw: RawMoney | null | undefined,
  fallbackCurrency: string = DEFAULT_CART_CURRENCY,
): Money {
  const currency = raw?.currency ?? fallbackCurrency;
  if (raw?.value === null || raw?.value === undefined) return zeroMoney(currency);
  return fromDecimal(raw.value, currency);
}
