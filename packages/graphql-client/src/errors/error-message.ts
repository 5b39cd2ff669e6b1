/**
 * Error text helpers shared by the errors exchange and the commerce functions.
 */
import { CombinedError } from '@urql/core';
import type { GraphQLError } from 'graphql';

/**
 * The messages of an error, GraphQL errors first then the network error, without urql's
 * `[GraphQL]`/`[Network]` prefixes.
 */
export function errorMessages(error: CombinedError): string[] {
  const messages = error.graphQLErrors.map((graphQLError) => graphQLError.message);
  if (error.networkError) messages.push(error.networkError.message);
  return messages;
}

/** Joins an error's messages into one, with commas (spec §8 "GraphQL errors"). */
export function joinErrorMessages(error: CombinedError): string {
  return errorMessages(error).join(', ');
}

/**
 * A `CombinedError` whose `message` is the joined message of spec §8 instead of urql's
 * newline-separated, prefixed one. It stays a `CombinedError`, so urql and callers treat it as one.
 */
export class ShopError extends CombinedError {
  constructor(input: {
    graphQLErrors?: readonly GraphQLError[];
    networkError?: Error;
    response?: unknown;
  }) {
    super({
      graphQLErrors: input.graphQLErrors ? [...input.graphQLErrors] : [],
      networkError: input.networkError,
      response: input.response,
    });
    this.name = 'ShopError';
    this.message = joinErrorMessages(this);
  }
}
