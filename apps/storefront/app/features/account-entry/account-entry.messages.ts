// Not part of a catalogue page's first load: wait for the rest of the catalogue (decision 009).
import '../../i18n/full-catalogue.ts';
import { defineMessages } from '@vitrine/validation';
import { fieldMessages } from '../../forms/field.messages.ts';

/** Sign in, create account, forgot and reset password, sign out (spec §2, §4). */
export const accountEntryMessages = defineMessages({
  ...fieldMessages,
  customerArea: { id: 'account.customerArea', defaultMessage: 'Customer area' },
  benefitOrders: {
    id: 'account.benefit.orders',
    defaultMessage: 'Follow your orders and find your invoices',
  },
  benefitAddresses: {
    id: 'account.benefit.addresses',
    defaultMessage: 'Save your addresses for a faster checkout',
  },
  benefitWishlist: {
    id: 'account.benefit.wishlist',
    defaultMessage: 'Keep your favourite supplements in your wishlist',
  },
  signInTitle: { id: 'account.signIn.title', defaultMessage: 'Sign In' },
  signInIntro: {
    id: 'account.signIn.intro',
    defaultMessage: 'Sign in to follow your orders and find your addresses and wishlist.',
  },
  signInSubmit: { id: 'account.signIn.submit', defaultMessage: 'Sign In' },
  forgotPasswordLink: { id: 'account.signIn.forgotPassword', defaultMessage: 'Forgot Password?' },
  newCustomerTitle: { id: 'account.signIn.newCustomer', defaultMessage: 'New customer?' },
  newCustomerText: {
    id: 'account.signIn.newCustomerText',
    defaultMessage: 'Create an account to check out faster and follow your orders.',
  },
  createAccountLink: { id: 'account.signIn.createAccount', defaultMessage: 'Create an Account' },
  signedInToast: {
    id: 'account.signIn.success',
    defaultMessage: 'You are signed in. Welcome back!',
  },
  cartMergedToast: {
    id: 'account.signIn.cartMerged',
    defaultMessage: 'The items of your cart have been added to your account’s cart.',
  },

  createAccountTitle: { id: 'account.create.title', defaultMessage: 'Create an Account' },
  createAccountIntro: {
    id: 'account.create.intro',
    defaultMessage: 'Your details stay with us: we never share them.',
  },
  createAccountSubmit: { id: 'account.create.submit', defaultMessage: 'Create an Account' },
  subscribeLabel: {
    id: 'account.create.subscribe',
    defaultMessage: 'Subscribe to the newsletter',
  },
  dataUse: { id: 'account.create.dataUse', defaultMessage: 'How we use your data' },
  alreadyCustomer: { id: 'account.create.alreadyCustomer', defaultMessage: 'Already a customer?' },
  signInLink: { id: 'account.create.signIn', defaultMessage: 'Sign in' },
  accountCreatedToast: {
    id: 'account.create.success',
    defaultMessage: 'Your account is created. Welcome to {storeName}!',
  },

  forgotPasswordTitle: { id: 'account.forgot.title', defaultMessage: 'Forgot Password' },
  forgotPasswordIntro: {
    id: 'account.forgot.intro',
    defaultMessage:
      'Enter the email address of your account: we will send you a link to choose a new password.',
  },
  forgotPasswordSubmit: { id: 'account.forgot.submit', defaultMessage: 'Send the link' },
  forgotPasswordSentTitle: { id: 'account.forgot.sentTitle', defaultMessage: 'Check your inbox' },
  forgotPasswordSent: {
    id: 'account.forgot.sent',
    defaultMessage:
      'If an account exists for {email}, you will receive an email with a link to reset your password. The link is valid for 2 hours.',
  },
  backToSignIn: { id: 'account.forgot.backToSignIn', defaultMessage: 'Back to sign in' },

  resetPasswordTitle: { id: 'account.reset.title', defaultMessage: 'Choose a new password' },
  resetPasswordIntro: {
    id: 'account.reset.intro',
    defaultMessage: 'Choose the new password of the account {email}.',
  },
  resetPasswordSubmit: { id: 'account.reset.submit', defaultMessage: 'Save the new password' },
  resetPasswordDone: {
    id: 'account.reset.done',
    defaultMessage: 'Your new password is saved. Sign in with it now.',
  },
  resetLinkIncomplete: {
    id: 'account.reset.incomplete',
    defaultMessage:
      'This link is incomplete: open the link of the email again, or ask for a new one.',
  },
  askNewLink: { id: 'account.reset.askNewLink', defaultMessage: 'Ask for a new link' },
});
