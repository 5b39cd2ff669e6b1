// Not part of a catalogue page's first load: wait for the rest of the catalogue (decision 009).
import '../i18n/full-catalogue.ts';
import { defineMessages } from '@vitrine/validation';

/** The shopper's own fields, labelled the same on the entry forms and the account pages. */
export const fieldMessages = defineMessages({
  email: { id: 'account.field.email', defaultMessage: 'Email address' },
  password: { id: 'account.field.password', defaultMessage: 'Password' },
  firstName: { id: 'account.field.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'account.field.lastName', defaultMessage: 'Last Name' },
  newPassword: { id: 'account.field.newPassword', defaultMessage: 'New password' },
  passwordHelp: {
    id: 'account.field.passwordHelp',
    defaultMessage:
      'At least {length} characters, with at least {classes} of: lowercase, uppercase, digits, special characters.',
  },
});
