// Not part of a catalogue page's first load: wait for the rest of the catalogue (decision 009).
import '../../i18n/full-catalogue.ts';
import { defineMessages } from '@vitrine/validation';

/** /contact-us (spec §2 contact page, §3 Contact form). */
export const contactMessages = defineMessages({
  title: { id: 'contact.title', defaultMessage: 'Contact Us' },
  intro: {
    id: 'contact.intro',
    defaultMessage:
      'A question about a supplement, an order or a delivery? Our advisers answer within one working day.',
  },
  formTitle: { id: 'contact.formTitle', defaultMessage: 'Write to us' },
  name: { id: 'contact.name', defaultMessage: 'Name' },
  email: { id: 'contact.email', defaultMessage: 'Email address' },
  telephone: { id: 'contact.telephone', defaultMessage: 'Phone' },
  reason: { id: 'contact.reason', defaultMessage: 'Subject' },
  reasonPlaceholder: { id: 'contact.reasonPlaceholder', defaultMessage: 'Choose a subject' },
  reasonProduct: { id: 'contact.reason.product', defaultMessage: 'Advice on a product' },
  reasonOrder: { id: 'contact.reason.order', defaultMessage: 'An order or a delivery' },
  reasonReturn: { id: 'contact.reason.return', defaultMessage: 'A return or a refund' },
  reasonAccount: { id: 'contact.reason.account', defaultMessage: 'My account or my data' },
  reasonOther: { id: 'contact.reason.other', defaultMessage: 'Something else' },
  orderNumber: { id: 'contact.orderNumber', defaultMessage: 'Order number' },
  orderNumberHelp: {
    id: 'contact.orderNumberHelp',
    defaultMessage: 'It is in your order confirmation email, e.g. 000000123.',
  },
  comment: { id: 'contact.comment', defaultMessage: 'Your message' },
  consentLabel: {
    id: 'contact.consentLabel',
    defaultMessage: 'I agree that my data is used to answer my request.',
  },
  submit: { id: 'contact.submit', defaultMessage: 'Send my message' },
  sentTitle: { id: 'contact.sentTitle', defaultMessage: 'Thank you, your message is sent' },
  sent: {
    id: 'contact.sent',
    defaultMessage: 'We answer at {email} within one working day.',
  },
  writeAnother: { id: 'contact.writeAnother', defaultMessage: 'Write another message' },
  otherWays: { id: 'contact.otherWays', defaultMessage: 'Other ways to reach us' },
  trackOrder: { id: 'contact.trackOrder', defaultMessage: 'Follow an order without an account' },
});
