/**
 * Maps client failures to the typed error union of decision 002 (C9): `network`, `not_found`,
 * `unauthorised`, `invalid_cart` (the three cart messages of spec §8) and `user` with messages.
 */
import type { CombinedError } from '@urql/core';
import { isInvalidCartMessage } from '@vitrine/commerce-primitives';
import type { CommerceError } from '@vitrine/commerce-primitives';
import type { GraphQLError } from 'graphql';
import { errorMessages } from './error-message.ts';
import { RestError } from '../rest/rest-client.ts';

const AUTH_CATEGORIES = new Set(['graphql-authorization', 'graphql-authentication']);

/** The `extensions.category` Magento 2.4 puts on a GraphQL error (2.3 put it at the top level). */
function category(error: GraphQLError): unknown {
  return error.extensions?.category ?? (error as unknown as { category?: unknown }).category;
}

/**
 * The typed error of a GraphQL failure. GraphQL errors win over a network error: an answer with
 * errors is a real answer. Invalid-cart messages win over categories (Magento reports a missing
 * cart as "no such entity" and a foreign one as "authorization"; both mean: recreate the cart).
 */
export function fromCombinedError(error: CombinedError): CommerceError {
  const graphQLErrors = error.graphQLErrors;
  if (graphQLErrors.length === 0) {
    return { code: 'network', message: error.networkError?.message ?? error.message };
  }
  const messages = errorMessages(error).filter(
    (message) => message !== error.networkError?.message,
  );
  const message = messages.join(', ');
  if (messages.some(isInvalidCartMessage)) return { code: 'invalid_cart', message };
  const categories = graphQLErrors.map((graphQLError) => category(graphQLError));
  if (categories.some((value) => typeof value === 'string' && AUTH_CATEGORIES.has(value))) {
    return { code: 'unauthorised', message };
  }
  if (categories.every((value) => value === 'graphql-no-such-entity')) {
    return { code: 'not_found', message };
  }
  return { code: 'user', messages };
}

/**
 * The typed error of a REST failure (or of anything a REST call threw): no answer or a server
 * error → `network`; 401/403 → `unauthorised`; 404 on the cart id, or an invalid-cart message →
 * `invalid_cart`; other 404 → `not_found`; other 4xx → `user`.
 */
export function fromRestError(error: unknown): CommerceError {
  if (!(error instanceof RestError)) {
    return { code: 'network', message: error instanceof Error ? error.message : String(error) };
  }
  const message = error.serverMessage;
  if (error.status === 0 || error.status >= 500) return { code: 'network', message };
  if (isInvalidCartMessage(message)) return { code: 'invalid_cart', message };
  if (error.status === 401 || error.status === 403) return { code: 'unauthorised', message };
  if (error.status === 404) {
    const parameters = error.parameters;
    const onCart =
      parameters !== undefined && !Array.isArray(parameters) && parameters.fieldName === 'cartId';
    return { code: onCart ? 'invalid_cart' : 'not_found', message };
  }
  return { code: 'user', messages: [message] };
}
