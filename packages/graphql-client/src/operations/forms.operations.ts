/** The shop's forms (spec §7): contact, newsletter, consents. */
import { graphql } from '../graphql.ts';

/** The contact form. */
export const ContactUs = graphql(`
  mutation ContactUs($input: ContactUsInput!) {
    contactUs(input: $input) {
      status
    }
  }
`);

/** The footer newsletter subscription (with consent and opt-in source). */
export const SubscribeToNewsletterComposite = graphql(`
  mutation SubscribeToNewsletterComposite(
    $email: String!
    $isConsent: Boolean!
    $optinSource: String!
  ) {
    subscribeToNewsletterComposite(
      input: { email: $email, is_consent: $isConsent, optinSource: $optinSource }
    ) {
      status
    }
  }
`);

/** Magento's plain newsletter subscription (defined, not used by the storefront). */
export const SubscribeEmailToNewsletter = graphql(`
  mutation SubscribeEmailToNewsletter($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
`);

/** A signed-in customer's marketing consent. */
export const AddOrUpdateCustomerConsent = graphql(`
  mutation AddOrUpdateCustomerConsent($isConsent: Boolean!) {
    addOrUpdateCustomerConsent(isConsent: $isConsent) {
      is_consent
    }
  }
`);

/** A guest's marketing consent, on their cart. */
export const AddOrUpdateGuestConsent = graphql(`
  mutation AddOrUpdateGuestConsent($isConsent: Boolean!, $cartId: String!) {
    addOrUpdateGuestConsent(isConsent: $isConsent, cartId: $cartId) {
      is_consent
    }
  }
`);
