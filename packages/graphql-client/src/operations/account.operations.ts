/**
 * The signed-in customer's account pages in Magento Open Source 2.4.7's contract: personal
 * details, e-mail and password (Magento_CustomerGraphQl), the newsletter subscription
 * (`Customer.is_subscribed`, `updateCustomerV2`) and the saved cards (Magento_VaultGraphQl). The
 * marketing consent and the GDPR requests are extension `gdpr`'s (extensions/gdpr.operations.ts).
 */
import { graphql } from '../graphql.ts';

/** The personal details of the account information page. */
export const GetAccountInformation = graphql(`
  query GetAccountInformation {
    customer {
      firstname
      lastname
      email
    }
  }
`);

/** Changes the first and last name. */
export const UpdateCustomerName = graphql(`
  mutation UpdateCustomerName($firstname: String!, $lastname: String!) {
    updateCustomerV2(input: { firstname: $firstname, lastname: $lastname }) {
      customer {
        firstname
        lastname
        email
      }
    }
  }
`);

/** Changes the e-mail address; the current password proves it is the customer. */
export const UpdateCustomerEmail = graphql(`
  mutation UpdateCustomerEmail($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) {
      customer {
        email
      }
    }
  }
`);

/** Changes the password. */
export const ChangeCustomerPassword = graphql(`
  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      email
    }
  }
`);

/** The newsletter subscription of the communications page. */
export const GetNewsletterSubscription = graphql(`
  query GetNewsletterSubscription {
    customer {
      email
      is_subscribed
    }
  }
`);

/** Subscribes the customer to the newsletter, or unsubscribes them. */
export const SetNewsletterSubscription = graphql(`
  mutation SetNewsletterSubscription($subscribed: Boolean!) {
    updateCustomerV2(input: { is_subscribed: $subscribed }) {
      customer {
        is_subscribed
      }
    }
  }
`);

/** The customer's saved payment tokens (the server keeps a token, never the card number). */
export const GetSavedPayments = graphql(`
  query GetSavedPayments {
    customerPaymentTokens {
      items {
        public_hash
        payment_method_code
        type
        details
      }
    }
  }
`);

/** Deletes a saved payment token. */
export const DeleteSavedPayment = graphql(`
  mutation DeleteSavedPayment($publicHash: String!) {
    deletePaymentToken(public_hash: $publicHash) {
      result
    }
  }
`);
