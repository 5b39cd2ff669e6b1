import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

/** GraphQlAuthenticationException: bad credentials, locked account. */
export function authenticationError(message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { category: 'graphql-authentication' } });
}

/** GraphQlAlreadyExistsException: a duplicate, or an order already being placed. */
export function alreadyExistsError(message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { category: 'graphql-already-exists' } });
}

/** An anti-automation refusal: the request is answered with HTTP 429. */
export function throttledError(message: string): GraphQLError {
  return createGraphQLError(message, {
    extensions: { category: 'graphql-input', code: 'TOO_MANY_REQUESTS', http: { status: 429 } },
  });
}

/** Magento's message for a customer-only operation without a valid token. */
export const NOT_AUTHORIZED = "The current customer isn't authorized.";

/** Message of an over-used anti-automation bucket. */
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait and try again later.';
