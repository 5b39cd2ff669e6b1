import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { RestError } from '../rest/rest-client.ts';
import { fromCombinedError, fromRestError } from './commerce-error.ts';

const gqlError = (message: string, category?: string) =>
  new GraphQLError(message, category ? { extensions: { category } } : {});
const combined = (...errors: GraphQLError[]) => new CombinedError({ graphQLErrors: errors });

describe('fromCombinedError', () => {
  it('maps a failure without an answer to network', () => {
    expect(
      fromCombinedError(new CombinedError({ networkError: new Error('fetch failed') })),
    ).toEqual({
      code: 'network',
      message: 'fetch failed',
    });
  });

  it.each([
    ['Could not find a cart with ID "abc"', 'graphql-no-such-entity'],
    ["The cart isn't active.", 'graphql-no-such-entity'],
    ['The current user cannot perform operations on cart "abc"', 'graphql-authorization'],
  ])('recognises the invalid cart message "%s"', (message, category) => {
    expect(fromCombinedError(combined(gqlError(message, category)))).toEqual({
      code: 'invalid_cart',
      message,
    });
  });

  it('maps authorization and authentication errors to unauthorised', () => {
    expect(
      fromCombinedError(
        combined(gqlError("The current customer isn't authorized.", 'graphql-authorization')),
      ),
    ).toEqual({
      code: 'unauthorised',
      message: "The current customer isn't authorized.",
    });
    expect(
      fromCombinedError(
        combined(gqlError('The account sign-in was incorrect', 'graphql-authentication')),
      ).code,
    ).toBe('unauthorised');
  });

  it('maps no-such-entity errors to not_found', () => {
    expect(
      fromCombinedError(
        combined(gqlError('The CMS page with the "x" ID doesn\'t exist', 'graphql-no-such-entity')),
      ),
    ).toEqual({
      code: 'not_found',
      message: 'The CMS page with the "x" ID doesn\'t exist',
    });
  });

  it('maps any other errors to user, keeping every message', () => {
    expect(
      fromCombinedError(
        combined(gqlError('Invalid email format', 'graphql-input'), gqlError('Second')),
      ),
    ).toEqual({
      code: 'user',
      messages: ['Invalid email format', 'Second'],
    });
  });
});

describe('fromRestError', () => {
  const rest = (status: number, serverMessage: string, parameters?: Record<string, unknown>) =>
    new RestError({
      method: 'POST',
      url: '/rest/V1/x',
      status,
      serverMessage,
      ...(parameters ? { parameters } : {}),
    });

  it('maps no answer and server errors to network', () => {
    expect(fromRestError(rest(0, 'fetch failed')).code).toBe('network');
    expect(fromRestError(rest(503, 'Service Unavailable')).code).toBe('network');
    expect(fromRestError(new TypeError('boom'))).toEqual({ code: 'network', message: 'boom' });
  });

  it('maps 401 to unauthorised and an unknown guest cart to invalid_cart', () => {
    expect(fromRestError(rest(401, "The consumer isn't authorized to access self.")).code).toBe(
      'unauthorised',
    );
    expect(
      fromRestError(
        rest(404, 'No such entity with cartId = abc', { fieldName: 'cartId', fieldValue: 'abc' }),
      ),
    ).toEqual({
      code: 'invalid_cart',
      message: 'No such entity with cartId = abc',
    });
    expect(fromRestError(rest(404, 'Carrier with such method not found: a, b')).code).toBe(
      'not_found',
    );
  });

  it('maps input errors to user', () => {
    expect(fromRestError(rest(400, 'The shipping method is missing.'))).toEqual({
      code: 'user',
      messages: ['The shipping method is missing.'],
    });
  });
});
