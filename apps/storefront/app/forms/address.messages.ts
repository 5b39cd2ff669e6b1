// Not part of a catalogue page's first load: wait for the rest of the catalogue (decision 009).
import '../i18n/full-catalogue.ts';
import { defineMessages } from '@vitrine/validation';

/** The address fields, labelled the same in the address book and at checkout (decision 115). */
export const addressFieldMessages = defineMessages({
  email: { id: 'forms.address.email', defaultMessage: 'Email address' },
  emailHelper: {
    id: 'forms.address.emailHelper',
    defaultMessage: 'We send your order confirmation to this address.',
  },
  firstname: { id: 'forms.address.firstname', defaultMessage: 'First name' },
  lastname: { id: 'forms.address.lastname', defaultMessage: 'Last name' },
  company: { id: 'forms.address.company', defaultMessage: 'Company' },
  street: { id: 'forms.address.street', defaultMessage: 'Address' },
  street2: { id: 'forms.address.street2', defaultMessage: 'Additional address details' },
  street2Helper: {
    id: 'forms.address.street2Helper',
    defaultMessage: 'Building, staircase, floor, door code…',
  },
  postcode: { id: 'forms.address.postcode', defaultMessage: 'Postcode' },
  city: { id: 'forms.address.city', defaultMessage: 'City' },
  telephone: { id: 'forms.address.telephone', defaultMessage: 'Phone' },
  telephoneHelper: {
    id: 'forms.address.telephoneHelper',
    defaultMessage: 'For the carrier, should they need to reach you.',
  },
  country: { id: 'forms.address.country', defaultMessage: 'Country' },
  france: { id: 'forms.address.france', defaultMessage: 'France' },
  countryNote: {
    id: 'forms.address.countryNote',
    defaultMessage: 'We deliver to metropolitan France and Corsica.',
  },
});
