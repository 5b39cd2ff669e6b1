import type { CommerceError } from '@vitrine/commerce-primitives';
import type { MessageDescriptor } from '@vitrine/validation';
import { validationMessages, withValues } from '@vitrine/validation';
import { commerceMessages } from './commerce-messages.messages.ts';
import { COMMERCE_RULES } from './commerce-rules.ts';
import type { Rule } from './commerce-rules.ts';
import { serverMessages } from './server-messages.messages.ts';
import { SUBSCRIPTION_RULES } from './subscription-rules.ts';

/** Ids of the session's and the cart's pass-through descriptors ('{message}'). */
const PASS_THROUGH = new Set(['session.serverMessage', 'cart.serverMessage']);

/** Magento's wrapper of a refused add ("…to the shopping cart: <reason>"): the reason is shown. */
const ADD_REFUSED = /^Could not add the product with SKU .* to the shopping cart: (.*)$/s;

const none = () => ({});

/**
 * Magento's English texts as the server sends them, each with its French descriptor (decision
 * 090). Numbers and values inside a text are carried over.
 */
const RULES: readonly Rule[] = [
  [/^The account sign-in was incorrect/, serverMessages.signInIncorrect, none],
  [/^A customer with the same email address already exists/, serverMessages.emailTaken, none],
  [/^The password token is expired/, serverMessages.resetTokenExpired, none],
  [/^The password token is mismatched/, serverMessages.resetTokenMismatched, none],
  [
    /^The password needs at least (\d+) characters/,
    serverMessages.passwordTooShort,
    (match) => ({ count: match[1] ?? '' }),
  ],
  [
    /^Minimum of different classes of characters in password is (\d+)/,
    serverMessages.passwordClasses,
    (match) => ({ count: match[1] ?? '' }),
  ],
  [/^The password can't begin or end with a space/, serverMessages.passwordSpaces, none],
  [/^The password can't be the same as the email address/, serverMessages.passwordIsEmail, none],
  [/^The password is too easy to guess/, serverMessages.passwordPredictable, none],
  [
    /^Please enter a password with at most (\d+) characters/,
    serverMessages.passwordTooLong,
    (match) => ({ count: match[1] ?? '' }),
  ],
  [
    /^(?:We received too many requests for password resets|Too many password reset requests)\..*contact (.+?)\.?$/,
    serverMessages.tooManyResetRequests,
    (match) => ({ contact: match[1] ?? '' }),
  ],
  [/^Too many requests/, serverMessages.tooManyRequests, none],
  [
    /^(?:The email address has an invalid format|Enter a valid email address|The email address is invalid)/,
    serverMessages.invalidEmail,
    none,
  ],
  [/^The current customer isn't authorized/, serverMessages.notAuthorized, none],
  [/^We couldn't locate an order/, serverMessages.orderNotFound, none],
  [/^Please login to view the order/, serverMessages.orderOfCustomer, none],
  [/^This email address is already subscribed/, serverMessages.alreadySubscribed, none],
  [/^Guests can not subscribe to the newsletter/, serverMessages.newsletterGuests, none],
  [/^This email address is already assigned to another user/, serverMessages.emailOfAnother, none],
  [
    /^(?:The newsletter is unavailable|Cannot create a newsletter subscription)/,
    serverMessages.newsletterUnavailable,
    none,
  ],
  // Magento 2.4.7 names the address ("Customer Address 2 is set as …"), later releases do not.
  [
    /is set as default billing address and can ?not be deleted/,
    serverMessages.defaultBilling,
    none,
  ],
  [
    /is set as default shipping address and can ?not be deleted/,
    serverMessages.defaultShipping,
    none,
  ],
  [/^The contact form is unavailable/, serverMessages.contactUnavailable, none],
  [/^reCAPTCHA verification failed/, serverMessages.antiBotFailed, none],
  [
    /^Invalid value of "(.*)" provided for the postcode field/,
    serverMessages.invalidPostcode,
    (match) => ({ value: match[1] ?? '' }),
  ],
  [/^The GDPR request was not found/, serverMessages.gdprNotFound, none],
  ...COMMERCE_RULES,
  ...SUBSCRIPTION_RULES,
];

/** The French descriptor of one server text, or `null` when the text is not one the shop knows. */
export function knownServerMessage(text: string): MessageDescriptor | null {
  const trimmed = text.trim();
  const refused = ADD_REFUSED.exec(trimmed);
  if (refused) return knownServerMessage(refused[1] ?? '') ?? commerceMessages.addFailed;
  for (const [pattern, descriptor, values] of RULES) {
    const match = pattern.exec(trimmed);
    if (match) {
      const captured = values(match);
      return Object.keys(captured).length > 0 ? withValues(descriptor, captured) : descriptor;
    }
  }
  return null;
}

/**
 * What the shopper reads for a failed commerce call: the first message (spec §5) in the shop's
 * French when known. A text the shop does not know is Magento's English, so the form shows the
 * spec's generic form error instead (as when messages are not allowed), as the checkout does
 * (decision 083); a lost connection gets the unexpected-error text.
 */
export function describeCommerceError(error: CommerceError): MessageDescriptor {
  if (error.code === 'network') return serverMessages.unexpected;
  const text = error.code === 'user' ? (error.messages[0] ?? '') : error.message;
  return knownServerMessage(text) ?? validationMessages.formError;
}

/**
 * A pass-through descriptor (the session's or the cart's errors, which carry Magento's text)
 * with that text replaced by the shop's wording, or the generic form error when unknown. Other
 * descriptors (the packages' own texts) are returned as they are.
 */
export function localizeSessionError(
  descriptor: MessageDescriptor | null,
): MessageDescriptor | null {
  if (descriptor === null || !PASS_THROUGH.has(descriptor.id)) return descriptor;
  const text = String(descriptor.values?.message ?? '');
  // Several messages come joined with commas; the first is the one shown (spec §5).
  return (
    knownServerMessage(text) ??
    knownServerMessage(text.split(', ')[0] ?? '') ??
    validationMessages.formError
  );
}

/** The cart's errors are worded like the session's: same translation. */
export const localizeCartError = localizeSessionError;

/**
 * In a form that checks the current password (change password, change e-mail), Magento's
 * sign-in refusal means that password is wrong: say so, not "e-mail or password" (issue 20).
 */
export function asCurrentPasswordError<T extends MessageDescriptor | string | null>(
  error: T,
): T | MessageDescriptor {
  return typeof error === 'object' && error?.id === serverMessages.signInIncorrect.id
    ? commerceMessages.currentPasswordWrong
    : error;
}
