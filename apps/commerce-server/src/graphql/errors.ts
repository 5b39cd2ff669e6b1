import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

/** Magento's error categories, carried in `extensions.category`. */
export type ErrorCategory =
  | 'graphql-input'
  | 'graphql-no-such-entity'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-already-exists';

/** GraphQlInputException: invalid arguments. Shown to clients as is. */
export function inputError(message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { category: 'graphql-input' } });
}

/** GraphQlNoSuchEntityException: the requested entity does not exist. */
export function noSuchEntityError(message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { category: 'graphql-no-such-entity' } });
}

/** GraphQlAuthorizationException. */
export function authorizationError(message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { category: 'graphql-authorization' } });
}
