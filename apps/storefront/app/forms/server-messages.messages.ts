// Not part of a catalogue page's first load: wait for the rest of the catalogue (decision 009).
import '../i18n/full-catalogue.ts';
import { defineMessages } from '@vitrine/validation';

/**
 * The commerce server's texts the account, contact, newsletter and tracking forms can show.
 * Magento answers in English whatever the store view (the server keeps Magento's texts), so the
 * storefront recognises them and shows its own French wording (decision 090). The English
 * default is Magento's text, so a missing translation still says the right thing.
 */
export const serverMessages = defineMessages({
  signInIncorrect: {
    id: 'server.signInIncorrect',
    defaultMessage:
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  },
  emailTaken: {
    id: 'server.emailTaken',
    defaultMessage:
      'A customer with the same email address already exists in an associated website.',
  },
  resetTokenExpired: {
    id: 'server.resetTokenExpired',
    defaultMessage: 'The password token is expired. Reset and try again.',
  },
  resetTokenMismatched: {
    id: 'server.resetTokenMismatched',
    defaultMessage: 'The password token is mismatched. Reset and try again.',
  },
  passwordTooShort: {
    id: 'server.passwordTooShort',
    defaultMessage:
      'The password needs at least {count} characters. Create a new password and try again.',
  },
  passwordClasses: {
    id: 'server.passwordClasses',
    defaultMessage:
      'Minimum of different classes of characters in password is {count}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
  },
  passwordSpaces: {
    id: 'server.passwordSpaces',
    defaultMessage:
      "The password can't begin or end with a space. Verify the password and try again.",
  },
  passwordIsEmail: {
    id: 'server.passwordIsEmail',
    defaultMessage:
      "The password can't be the same as the email address. Create a new password and try again.",
  },
  passwordPredictable: {
    id: 'server.passwordPredictable',
    defaultMessage: 'The password is too easy to guess. Create a new password and try again.',
  },
  passwordTooLong: {
    id: 'server.passwordTooLong',
    defaultMessage: 'Please enter a password with at most {count} characters.',
  },
  tooManyResetRequests: {
    id: 'server.tooManyResetRequests',
    defaultMessage:
      'We received too many requests for password resets. Please wait and try again later or contact {contact}.',
  },
  tooManyRequests: {
    id: 'server.tooManyRequests',
    defaultMessage: 'Too many requests. Please wait and try again later.',
  },
  invalidEmail: {
    id: 'server.invalidEmail',
    defaultMessage: 'The email address has an invalid format.',
  },
  notAuthorized: {
    id: 'server.notAuthorized',
    defaultMessage: "The current customer isn't authorized.",
  },
  orderNotFound: {
    id: 'server.orderNotFound',
    defaultMessage: "We couldn't locate an order with the information provided.",
  },
  orderOfCustomer: {
    id: 'server.orderOfCustomer',
    defaultMessage: 'Please login to view the order.',
  },
  newsletterGuests: {
    id: 'server.newsletterGuests',
    defaultMessage:
      'Guests can not subscribe to the newsletter. You must create an account to subscribe.',
  },
  emailOfAnother: {
    id: 'server.emailOfAnother',
    defaultMessage: 'This email address is already assigned to another user.',
  },
  defaultBilling: {
    id: 'server.defaultBilling',
    defaultMessage: 'This address is set as default billing address and can not be deleted.',
  },
  defaultShipping: {
    id: 'server.defaultShipping',
    defaultMessage: 'This address is set as default shipping address and can not be deleted.',
  },
  alreadySubscribed: {
    id: 'server.alreadySubscribed',
    defaultMessage: 'This email address is already subscribed.',
  },
  newsletterUnavailable: {
    id: 'server.newsletterUnavailable',
    defaultMessage: 'The newsletter is unavailable.',
  },
  contactUnavailable: {
    id: 'server.contactUnavailable',
    defaultMessage: 'The contact form is unavailable.',
  },
  antiBotFailed: {
    id: 'server.antiBotFailed',
    defaultMessage: 'reCAPTCHA verification failed.',
  },
  invalidPostcode: {
    id: 'server.invalidPostcode',
    defaultMessage: 'Invalid value of "{value}" provided for the postcode field.',
  },
  gdprNotFound: {
    id: 'server.gdprNotFound',
    defaultMessage: 'The GDPR request was not found.',
  },
  unexpected: {
    id: 'server.unexpected',
    defaultMessage: 'Sorry! An unexpected error occurred.',
  },
});
