import { gql } from '@urql/core';
import { expectConsole } from '@vitrine/test-harness';
import { describe, expect, it, vi } from 'vitest';
import { createExchangeHarness, makeTestOperation } from '../testing/exchange-harness.ts';
import { errorsExchange } from './errors.exchange.ts';
import { ShopError } from '../errors/error-message.ts';

const CartDetails = gql`
  query GetCartDetails($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      items {
        uid
      }
    }
  }
`;

const cartData = {
  cart: { id: 'c1', items: [{ uid: 'a' }, null, { uid: 'c' }, null] },
};

describe('errorsExchange', () => {
  it('silences the stock errors and drops the items they point at', () => {
    const log = vi.fn();
    const harness = createExchangeHarness(errorsExchange({ log }), {
      answer: () => ({
        data: cartData,
        errors: [
          { message: 'The requested qty is not available', path: ['cart', 'items', 1, 'product'] },
          { message: 'Some of the products are out of stock.', path: ['cart', 'items', 3] },
        ],
      }),
    });
    harness.dispatch(makeTestOperation('query', CartDetails, { cartId: 'c1' }));
    const [result] = harness.results;
    expect(result!.error).toBeUndefined();
    expect(result!.data).toEqual({ cart: { id: 'c1', items: [{ uid: 'a' }, { uid: 'c' }] } });
    expect(log).not.toHaveBeenCalled();
  });

  it('keeps the error but does not log it for a quiet operation (a probe expecting it)', () => {
    const log = vi.fn();
    const harness = createExchangeHarness(errorsExchange({ log }), {
      answer: () => ({ errors: [{ message: 'Cannot query field "vitrine_extensions".' }] }),
    });
    harness.dispatch(makeTestOperation('query', CartDetails, { cartId: 'c1' }, { quiet: true }));
    expect(harness.results[0]!.error?.message).toContain('vitrine_extensions');
    expect(log).not.toHaveBeenCalled();
  });

  it('does not change the data the server sent (it copies)', () => {
    const data = structuredClone(cartData);
    const harness = createExchangeHarness(errorsExchange({ log: vi.fn() }), {
      answer: () => ({
        data,
        errors: [
          {
            message: 'There are no source items with the in stock status',
            path: ['cart', 'items', 1],
          },
        ],
      }),
    });
    harness.dispatch(makeTestOperation('query', CartDetails, { cartId: 'c1' }));
    expect(data).toEqual(cartData);
  });

  it('joins the other GraphQL errors into one message with commas, and logs them once', () => {
    const log = vi.fn();
    const harness = createExchangeHarness(errorsExchange({ log }), {
      answer: () => ({
        data: null,
        errors: [
          { message: 'Could not find a cart with ID "c1"' },
          { message: 'Some of the products are out of stock.' },
          { message: 'Second problem' },
        ],
      }),
    });
    harness.dispatch(makeTestOperation('query', CartDetails, { cartId: 'c1' }));
    const error = harness.results[0]!.error!;
    expect(error).toBeInstanceOf(ShopError);
    expect(error.message).toBe('Could not find a cart with ID "c1", Second problem');
    expect(error.graphQLErrors.map((graphQLError) => graphQLError.message)).toEqual([
      'Could not find a cart with ID "c1"',
      'Second problem',
    ]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      '[GraphQL client] Could not find a cart with ID "c1", Second problem',
      {
        operationName: 'GetCartDetails',
        error,
      },
    );
  });

  it('keeps a network error as data and logs it to the console by default', () => {
    const console = expectConsole('error');
    const harness = createExchangeHarness(errorsExchange(), {
      answer: () => new Error('Failed to fetch'),
    });
    harness.dispatch(makeTestOperation('query', CartDetails, { cartId: 'c1' }));
    expect(harness.results[0]!.error!.networkError!.message).toBe('Failed to fetch');
    expect(harness.results[0]!.error!.message).toBe('Failed to fetch');
    expect(console.calls).toHaveLength(1);
    expect(console.calls[0]![0]).toBe('[GraphQL client] Failed to fetch');
  });

  it('passes results without errors through untouched', () => {
    const harness = createExchangeHarness(errorsExchange({ log: vi.fn() }), {
      answer: () => ({ data: cartData }),
    });
    harness.dispatch(makeTestOperation('query', CartDetails, { cartId: 'c1' }));
    expect(harness.results[0]!.data).toEqual(cartData);
  });
});
