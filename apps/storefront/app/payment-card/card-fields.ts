import type { MessageDescriptor } from '@vitrine/validation';
import { withValues } from '@vitrine/validation';
import { cardMessages } from './card.messages.ts';

/**
 * The card form's rules, checked as the shopper types (decision 082). They mirror the provider's
 * own checks (Luhn, expiry in the future, 3 or 4 digits of security code) so a typo is caught
 * before any call; the provider checks again when it tokenises.
 */

/** What the shopper typed in the card form. */
export interface CardFormValues {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly holderName: string;
}

/** The fields of the card form. */
export type CardField = keyof CardFormValues;

/** A card brand as the form names it. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'cb' | null;

/** The digits of a card number, whatever the shopper put between them. */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 19);
}

/** The brand of a number, from its first digits (enough to show the logo as the shopper types). */
export function cardBrand(value: string): CardBrand {
  const digits = cardDigits(value);
  if (digits === '') return null;
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (digits.length >= 4) return 'cb';
  return null;
}

/** Groups the digits by four (American Express: 4-6-5), as printed on the card. */
export function formatCardNumber(value: string): string {
  const digits = cardDigits(value);
  if (cardBrand(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)]
      .filter(Boolean)
      .join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Formats the expiry as MM/YY while typing: a lone first digit above 1 is a month ("4" → "04/"),
 * and the slash appears once the month is complete.
 */
export function formatExpiry(value: string, previous = ''): string {
  const deleting = value.length < previous.length;
  let digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The length of the security code for a number: 4 on American Express, 3 otherwise. */
export function cvcLength(number: string): number {
  return cardBrand(number) === 'amex' ? 4 : 3;
}

/** Luhn checksum (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The expiry as month and four-digit year, or null when it is not MM/YY. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

function validateNumber(value: string): MessageDescriptor | undefined {
  const digits = cardDigits(value);
  if (digits === '') return cardMessages.numberRequired;
  if (digits.length < 12 || !passesLuhn(digits)) return cardMessages.numberInvalid;
  return undefined;
}

function validateExpiry(value: string, now: Date): MessageDescriptor | undefined {
  if (value.trim() === '') return cardMessages.expiryRequired;
  const expiry = parseExpiry(value);
  if (!expiry) return cardMessages.expiryInvalid;
  // A card is valid until the last day of its expiry month.
  const end = new Date(expiry.year, expiry.month, 1);
  if (end <= now) return cardMessages.expiryPast;
  if (expiry.year > now.getFullYear() + 20) return cardMessages.expiryInvalid;
  return undefined;
}

/**
 * The security code's problem, or undefined: `length` digits (see {@link cvcLength}), as on the
 * card form and for a saved card whose code the provider asks for again.
 */
export function validateSecurityCode(value: string, length: number): MessageDescriptor | undefined {
  if (value.trim() === '') return cardMessages.cvcRequired;
  return new RegExp(`^\\d{${length}}$`).test(value.trim())
    ? undefined
    : withValues(cardMessages.cvcInvalid, { length });
}

function validateCvc(value: string, number: string): MessageDescriptor | undefined {
  return validateSecurityCode(value, cvcLength(number));
}

function validateHolder(value: string): MessageDescriptor | undefined {
  return value.trim().length > 100 ? cardMessages.holderInvalid : undefined;
}

/** The first message of each field that fails, checked at `now`. */
export function validateCard(
  values: CardFormValues,
  now: Date,
): Partial<Record<CardField, MessageDescriptor>> {
  const errors: Partial<Record<CardField, MessageDescriptor>> = {};
  const number = validateNumber(values.number);
  const expiry = validateExpiry(values.expiry, now);
  const cvc = validateCvc(values.cvc, values.number);
  const holder = validateHolder(values.holderName);
  if (number) errors.number = number;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  if (holder) errors.holderName = holder;
  return errors;
}

/**
 * Whether a field is complete enough to judge while the shopper is still in it: a full-length
 * number, a full MM/YY, a full code. Before that, an error would only interrupt the typing.
 */
export function isFieldComplete(field: CardField, values: CardFormValues): boolean {
  switch (field) {
    case 'number': {
      const digits = cardDigits(values.number);
      return digits.length >= (cardBrand(digits) === 'amex' ? 15 : 16);
    }
    case 'expiry':
      return /^\d{2}\/\d{2}$/.test(values.expiry.trim());
    case 'cvc':
      return values.cvc.trim().length >= cvcLength(values.number);
    case 'holderName':
      return false;
  }
}

/** The card fields as the provider's card endpoint takes them. */
export function toProviderFields(values: CardFormValues) {
  const expiry = parseExpiry(values.expiry);
  return {
    number: cardDigits(values.number),
    expiryMonth: expiry ? String(expiry.month).padStart(2, '0') : '',
    expiryYear: expiry ? String(expiry.year) : '',
    cvc: values.cvc.trim(),
    ...(values.holderName.trim() ? { holderName: values.holderName.trim() } : {}),
  };
}
