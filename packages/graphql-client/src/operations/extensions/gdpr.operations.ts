/**
 * Extension `gdpr` (schema/extensions/gdpr.graphql): GDPR requests and marketing consent. Run
 * only when the backend offers it (decision 100).
 */
import { graphql } from '../../graphql.ts';

/** Consent label and legal text of the newsletter form. */
export const GetNewsletterConsentTexts = graphql(`
  query GetNewsletterConsentTexts {
    storeConfig {
      store_code
      gdpr_consent_texts {
        newsletter {
          label
          legal_text
        }
      }
    }
  }
`);

/** Consent label and legal text of the create-account form. */
export const GetCustomerConsentTexts = graphql(`
  query GetCustomerConsentTexts {
    storeConfig {
      store_code
      gdpr_consent_texts {
        customer {
          label
          legal_text
        }
      }
    }
  }
`);

/** Consent label and legal text of the checkout. */
export const GetCheckoutConsentTexts = graphql(`
  query GetCheckoutConsentTexts {
    storeConfig {
      store_code
      gdpr_consent_texts {
        checkout {
          label
          legal_text
        }
      }
    }
  }
`);

/** Consent label and legal text of the contact form. */
export const GetContactConsentTexts = graphql(`
  query GetContactConsentTexts {
    storeConfig {
      store_code
      gdpr_consent_texts {
        contact {
          label
          legal_text
        }
      }
    }
  }
`);

/** Marketing consent settings (CNIL). */
export const GetMarketingConsentConfig = graphql(`
  query GetMarketingConsentConfig {
    storeConfig {
      store_code
      marketing_consent {
        enabled
        consent_lifetime_months
        newsletter_checked_by_default
        purposes
      }
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

/** The signed-in customer's marketing consent, read beside the core newsletter subscription. */
export const GetCustomerConsent = graphql(`
  query GetCustomerConsent {
    customer {
      is_consent
    }
  }
`);

/** Starts a GDPR request (`export` or `erase`); the customer confirms it from the e-mailed link. */
export const CreateGdprRequest = graphql(`
  mutation CreateGdprRequest($type: String!) {
    createGdprRequest(type: $type) {
      type
      status
    }
  }
`);

/** The GDPR request of an e-mailed link (`/gdpr-request/type/{type}/code/{code}`). */
export const GetGdprRequest = graphql(`
  query GetGdprRequest($type: String!, $code: String!) {
    gdprRequest(type: $type, code: $code) {
      type
      status
      created_at
      confirmed_at
    }
  }
`);

/** Confirms the GDPR request of an e-mailed link. */
export const ConfirmGdprRequest = graphql(`
  mutation ConfirmGdprRequest($type: String!, $code: String!) {
    confirmGdprRequest(type: $type, code: $code) {
      type
      status
      created_at
      confirmed_at
    }
  }
`);
