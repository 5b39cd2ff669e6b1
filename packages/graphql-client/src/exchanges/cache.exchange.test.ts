import { gql, stringifyDocument } from '@urql/core';
import type { Operation } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { createExchangeHarness, makeTestOperation } from '../testing/exchange-harness.ts';
import type { FakeAnswer } from '../testing/exchange-harness.ts';
import { cacheExchange } from './cache.exchange.ts';

const Products = gql`
  query GetProductListing($page: Int) {
    products(search: "zinc", currentPage: $page) {
      items {
        sku
      }
    }
  }
`;
const CartDetails = gql`
  query GetCartDetails($cartId: String!) {
    cart(cart_id: $cartId) {
      id
    }
  }
`;
const ContactEnabled = gql`
  query GetContactEnabled {
    storeConfig {
      store_code
      contact_enabled
    }
  }
`;
const UpdateItem = gql`
  mutation UpdateItem {
    updateCartItems(input: { cart_id: "c1", cart_items: [] }) {
      cart {
        id
      }
    }
  }
`;

function serverAnswer(operation: Operation): FakeAnswer {
  if (operation.kind === 'mutation')
    return {
      data: {
        updateCartItems: {
          __typename: 'UpdateCartItemsOutput',
          cart: { __typename: 'Cart', id: 'c1' },
        },
      },
    };
  const name =
    operation.query.definitions[0] && 'name' in operation.query.definitions[0]
      ? operation.query.definitions[0].name?.value
      : '';
  if (name === 'GetCartDetails') return { data: { cart: { __typename: 'Cart', id: 'c1' } } };
  if (name === 'GetContactEnabled')
    return {
      data: { storeConfig: { __typename: 'StoreConfig', store_code: 'fr', contact_enabled: true } },
    };
  return {
    data: {
      products: { __typename: 'Products', items: [{ __typename: 'SimpleProduct', sku: 'ZN' }] },
    },
  };
}

const network = (forwarded: Operation[]) => forwarded.filter((op) => op.kind !== 'teardown').length;

describe('cacheExchange', () => {
  it('answers a repeated cache-first query from the cache', () => {
    const harness = createExchangeHarness(cacheExchange(), { answer: serverAnswer });
    harness.dispatch(makeTestOperation('query', Products, { page: 1 }));
    harness.dispatch(makeTestOperation('query', Products, { page: 1 }));
    expect(network(harness.forwarded)).toBe(1);
    expect(harness.results).toHaveLength(2);
    expect(harness.results[1]!.data).toEqual(harness.results[0]!.data);
  });

  it('adds __typename to what it sends, so it can invalidate by type', () => {
    const harness = createExchangeHarness(cacheExchange(), { answer: serverAnswer });
    harness.dispatch(makeTestOperation('query', Products, { page: 1 }));
    const sent = stringifyDocument(harness.forwarded[0]!.query);
    expect(sent).toContain('__typename');
  });

  it('always asks the network for cart details (network-only by default)', () => {
    const harness = createExchangeHarness(cacheExchange(), { answer: serverAnswer });
    harness.dispatch(makeTestOperation('query', CartDetails, { cartId: 'c1' }));
    harness.dispatch(makeTestOperation('query', CartDetails, { cartId: 'c1' }));
    expect(network(harness.forwarded)).toBe(2);
    expect(harness.forwarded.every((op) => op.context.requestPolicy === 'network-only')).toBe(true);
  });

  it('shows contact_enabled from the cache at once and refreshes it (cache-and-network)', () => {
    const harness = createExchangeHarness(cacheExchange(), { answer: serverAnswer });
    harness.dispatch(makeTestOperation('query', ContactEnabled));
    harness.dispatch(makeTestOperation('query', ContactEnabled));
    expect(network(harness.forwarded)).toBe(1);
    expect(harness.results[1]!.stale).toBe(true);
    expect(harness.reexecuted).toHaveLength(1);
    expect(harness.reexecuted[0]!.context.requestPolicy).toBe('network-only');
  });

  it('lets an explicit network-only caller bypass the cache', () => {
    const harness = createExchangeHarness(cacheExchange(), { answer: serverAnswer });
    harness.dispatch(makeTestOperation('query', Products, { page: 1 }));
    harness.dispatch(
      makeTestOperation('query', Products, { page: 1 }, { requestPolicy: 'network-only' }),
    );
    expect(network(harness.forwarded)).toBe(2);
  });

  it('neither reads nor writes for no-cache operations (admin preview)', () => {
    const harness = createExchangeHarness(cacheExchange(), { answer: serverAnswer });
    harness.dispatch(makeTestOperation('query', Products, { page: 1 }, { noCache: true }));
    harness.dispatch(makeTestOperation('query', Products, { page: 1 }));
    expect(network(harness.forwarded)).toBe(2);
  });

  it('invalidates and re-executes the cached queries sharing a type with a mutation answer', () => {
    const harness = createExchangeHarness(cacheExchange({ policies: {} }), {
      answer: serverAnswer,
    });
    const cart = makeTestOperation('query', CartDetails, { cartId: 'c1' });
    harness.dispatch(cart);
    harness.dispatch(makeTestOperation('query', Products, { page: 1 }));
    harness.dispatch(makeTestOperation('mutation', UpdateItem));
    expect(harness.reexecuted.map((op) => op.key)).toEqual([cart.key]);
    harness.dispatch(makeTestOperation('query', CartDetails, { cartId: 'c1' }));
    harness.dispatch(makeTestOperation('query', Products, { page: 1 }));
    // The cart was dropped from the cache, the product listing was not.
    expect(network(harness.forwarded)).toBe(4);
  });

  it('keeps at most maxEntries results, dropping the least recently used', () => {
    const harness = createExchangeHarness(cacheExchange({ maxEntries: 2 }), {
      answer: serverAnswer,
    });
    const page = (n: number) => makeTestOperation('query', Products, { page: n });
    harness.dispatch(page(1));
    harness.dispatch(page(2));
    harness.dispatch(page(1)); // hit: page 1 becomes the most recent
    harness.dispatch(page(3)); // evicts page 2
    expect(network(harness.forwarded)).toBe(3);
    harness.dispatch(page(1));
    expect(network(harness.forwarded)).toBe(3);
    harness.dispatch(page(2));
    expect(network(harness.forwarded)).toBe(4);
  });

  it('does not keep answers with errors', () => {
    const harness = createExchangeHarness(cacheExchange(), {
      answer: () => ({ data: { products: null }, errors: [{ message: 'boom' }] }),
    });
    harness.dispatch(makeTestOperation('query', Products, { page: 1 }));
    harness.dispatch(makeTestOperation('query', Products, { page: 1 }));
    expect(network(harness.forwarded)).toBe(2);
  });
});
