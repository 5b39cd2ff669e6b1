/**
 * Extension `newsletter-composite` (schema/extensions/newsletter-composite.graphql): a newsletter
 * subscription with consent and opt-in source. Run only when the backend offers it (decision 100).
 */
import { graphql } from '../../graphql.ts';

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
