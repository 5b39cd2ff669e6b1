/** Customer operations (spec §7 "customer", sign-in, account creation, password, favorite store). */
import { graphql } from '../graphql.ts';

/** A customer token for e-mail and password. */
export const SignIn = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`);

/** Revokes the customer token (sign-out). */
export const SignOut = graphql(`
  mutation SignOut {
    revokeCustomerToken {
      result
    }
  }
`);

/** Creates an account. */
export const CreateAccount = graphql(`
  mutation CreateAccount($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        email
        firstname
        lastname
        is_subscribed
      }
    }
  }
`);

/** Sends the password reset e-mail. */
export const RequestPasswordResetEmail = graphql(`
  mutation RequestPasswordResetEmail($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`);

/** Sets a new password with the e-mailed token. */
export const ResetPassword = graphql(`
  mutation ResetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {
    resetPassword(email: $email, resetPasswordToken: $resetPasswordToken, newPassword: $newPassword)
  }
`);

/** The account chip's first name. */
export const GetCustomerFirstName = graphql(`
  query GetCustomerFirstName {
    customer {
      firstname
    }
  }
`);

/** The customer the user state keeps (drawer, account pages). */
export const GetCustomer = graphql(`
  query GetCustomer {
    customer {
      email
      firstname
      lastname
      is_subscribed
    }
  }
`);
