/**
 * The shop's forms of the core contract (spec §7): contact and newsletter. The contact form's extra
 * fields, the composite newsletter subscription and the consents are extensions' (decision 100).
 */
import { graphql } from '../graphql.ts';

/**
 * The contact form. Magento's ContactUsInput has name, email, telephone and comment; the
 * `contact-extras` extension adds the consent, the reason and the order number.
 */
export const ContactUs = graphql(`
  mutation ContactUs($input: ContactUsInput!) {
    contactUs(input: $input) {
      status
    }
  }
`);

/** Magento's newsletter subscription (used when the backend has no `newsletter-composite`). */
export const SubscribeEmailToNewsletter = graphql(`
  mutation SubscribeEmailToNewsletter($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
`);
