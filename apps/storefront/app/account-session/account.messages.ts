import { defineMessages } from '@vitrine/validation';

/** The signed-in area: navigation, layout and what every account page shares. */
export const accountMessages = defineMessages({
  myAccount: { id: 'account.myAccount', defaultMessage: 'My Account' },
  greeting: { id: 'account.greeting', defaultMessage: 'Hi, {name}' },
  navigation: { id: 'account.navigation', defaultMessage: 'My account' },
  accountInformation: { id: 'account.nav.information', defaultMessage: 'Account Information' },
  addressBook: { id: 'account.nav.addressBook', defaultMessage: 'Address Book' },
  orderHistory: { id: 'account.nav.orderHistory', defaultMessage: 'Order History' },
  wishlist: { id: 'account.nav.wishlist', defaultMessage: 'Wishlist' },
  savedPayments: { id: 'account.nav.savedPayments', defaultMessage: 'Saved Payments' },
  subscriptions: { id: 'account.nav.subscriptions', defaultMessage: 'My subscriptions' },
  communications: { id: 'account.nav.communications', defaultMessage: 'Communications' },
  loading: { id: 'account.loading', defaultMessage: 'Loading your account…' },
  loadError: {
    id: 'account.loadError',
    defaultMessage: 'Your information could not be loaded. Check your connection and try again.',
  },
  retry: { id: 'account.retry', defaultMessage: 'Try again' },
  save: { id: 'account.save', defaultMessage: 'Save' },
  cancel: { id: 'account.cancel', defaultMessage: 'Cancel' },
  edit: { id: 'account.edit', defaultMessage: 'Edit' },
  delete: { id: 'account.delete', defaultMessage: 'Delete' },
  saved: { id: 'account.saved', defaultMessage: 'Your changes are saved.' },
});

/** /account-information, /customer/account/edit/ and the GDPR request link. */
export const informationMessages = defineMessages({
  personalDetails: { id: 'account.info.personalDetails', defaultMessage: 'Personal details' },
  name: { id: 'account.info.name', defaultMessage: 'Name' },
  email: { id: 'account.info.email', defaultMessage: 'Email address' },
  editDetails: { id: 'account.info.editDetails', defaultMessage: 'Edit my details' },
  changeEmail: { id: 'account.info.changeEmail', defaultMessage: 'Change my email address' },
  newEmail: { id: 'account.info.newEmail', defaultMessage: 'New email address' },
  currentPassword: { id: 'account.info.currentPassword', defaultMessage: 'Current password' },
  passwordSection: { id: 'account.info.passwordSection', defaultMessage: 'Password' },
  passwordHint: {
    id: 'account.info.passwordHint',
    defaultMessage: 'Changing your password signs you out of your other devices.',
  },
  changePassword: { id: 'account.info.changePassword', defaultMessage: 'Change my password' },
  passwordChanged: {
    id: 'account.info.passwordChanged',
    defaultMessage: 'Your password is changed.',
  },
  sameAsCurrent: {
    id: 'account.info.sameAsCurrent',
    defaultMessage: 'The new password must be different from the current one.',
  },
  dataSection: { id: 'account.info.dataSection', defaultMessage: 'Your personal data' },
  dataIntro: {
    id: 'account.info.dataIntro',
    defaultMessage:
      'You can receive a copy of your data or have your account erased. We send you an email to confirm the request.',
  },
  requestExport: { id: 'account.info.requestExport', defaultMessage: 'Get a copy of my data' },
  requestErase: { id: 'account.info.requestErase', defaultMessage: 'Erase my account' },
  requestSent: {
    id: 'account.info.requestSent',
    defaultMessage: 'We have sent you an email: open its link to confirm your request.',
  },
  gdprTitle: { id: 'account.gdpr.title', defaultMessage: 'Confirm your request' },
  gdprExport: { id: 'account.gdpr.export', defaultMessage: 'A copy of your personal data' },
  gdprErase: { id: 'account.gdpr.erase', defaultMessage: 'The erasure of your account' },
  gdprUnknown: { id: 'account.gdpr.unknown', defaultMessage: 'A request about your data' },
  gdprRequested: { id: 'account.gdpr.requested', defaultMessage: 'Requested on {date}' },
  gdprExportExplain: {
    id: 'account.gdpr.exportExplain',
    defaultMessage: 'Once confirmed, we email you a copy of your account data.',
  },
  gdprEraseExplain: {
    id: 'account.gdpr.eraseExplain',
    defaultMessage:
      'Once confirmed, your account is anonymised and you are signed out. Your orders are kept as the law requires, without your name.',
  },
  gdprConfirm: { id: 'account.gdpr.confirm', defaultMessage: 'Confirm the request' },
  gdprConfirmed: {
    id: 'account.gdpr.confirmed',
    defaultMessage: 'This request is confirmed.',
  },
  gdprExportDone: {
    id: 'account.gdpr.exportDone',
    defaultMessage: 'Your request is confirmed: the copy of your data is on its way to your inbox.',
  },
  gdprEraseDone: {
    id: 'account.gdpr.eraseDone',
    defaultMessage: 'Your account is erased. Thank you for the time you spent with us.',
  },
  gdprNotFound: {
    id: 'account.gdpr.notFound',
    defaultMessage: 'This link does not match a request of your account.',
  },
});
