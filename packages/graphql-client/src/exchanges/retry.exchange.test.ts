import { gql } from '@urql/core';
import type { Operation } from '@urql/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createExchangeHarness,
  makeTeardown,
  makeTestOperation,
} from '../testing/exchange-harness.ts';
import type { FakeAnswer } from '../testing/exchange-harness.ts';
import { retryDelay, retryExchange } from './retry.exchange.ts';
import type { RetryState } from './retry.exchange.ts';
import { RequestTimeoutError } from './transport.exchange.ts';

const Products = gql`
  query GetProductListing {
    products(search: "vitamine") {
      total_count
    }
  }
`;
const PlaceOrder = gql`
  mutation PlaceOrder($cartId: String!) {
    placeOrder(input: { cart_id: $cartId }) {
      orderV2 {
        number
      }
    }
  }
`;
const SetShippingMethod = gql`
  mutation SetShippingMethod($cartId: String!) {
    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [] }) {
      cart {
        id
      }
    }
  }
`;
const unsafeMutations = {
  createEmptyCart: gql`
    mutation CreateCart {
      cartId: createEmptyCart
    }
  `,
  createCustomerV2: gql`
    mutation CreateAccount {
      createCustomerV2(input: { email: "a@b.fr", firstname: "A", lastname: "B" }) {
        customer {
          email
        }
      }
    }
  `,
  addProductsToCart: gql`
    mutation AddProductToCart {
      addProductsToCart(cartId: "c", cartItems: []) {
        cart {
          id
        }
      }
    }
  `,
};

const networkDown = () => new Error('Failed to fetch');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function attemptsOf(forwarded: Operation[]): number {
  return forwarded.filter((operation) => operation.kind !== 'teardown').length;
}

describe('retryExchange', () => {
  it('makes 5 attempts in all while online, then returns the network error', async () => {
    const harness = createExchangeHarness(retryExchange({ random: () => 0.5 }), {
      answer: networkDown,
    });
    harness.dispatch(makeTestOperation('query', Products));
    await vi.runAllTimersAsync();
    expect(attemptsOf(harness.forwarded)).toBe(5);
    expect(harness.results).toHaveLength(1);
    expect(harness.results[0]!.error?.networkError?.message).toBe('Failed to fetch');
  });

  it('waits 300, 600, 1200 and 2400 ms on average between attempts, without a maximum', async () => {
    const harness = createExchangeHarness(retryExchange({ random: () => 0.5 }), {
      answer: networkDown,
    });
    harness.dispatch(makeTestOperation('query', Products));
    const expected = [300, 600, 1200, 2400];
    for (const [index, wait] of expected.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(attemptsOf(harness.forwarded)).toBe(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(attemptsOf(harness.forwarded)).toBe(index + 2);
      expect((harness.forwarded.at(-1)!.context.retry as RetryState).delayMs).toBe(wait);
    }
  });

  it('keeps each delay within the jitter bounds [0, 2 × nominal)', () => {
    for (const count of [1, 2, 3, 4, 10]) {
      const nominal = 300 * 2 ** (count - 1);
      expect(retryDelay(count, 300, () => 0)).toBe(0);
      expect(retryDelay(count, 300, () => 0.999_999)).toBeLessThan(2 * nominal);
      expect(retryDelay(count, 300, () => 0.999_999)).toBeGreaterThanOrEqual(2 * nominal - 1);
    }
    // No maximum: the tenth retry may wait minutes.
    expect(retryDelay(10, 300, () => 0.5)).toBe(153_600);
  });

  it('draws a fresh jitter for each retry', async () => {
    const draws = [0.1, 0.9, 0.3, 0.7];
    const random = vi.fn(() => draws.shift() ?? 0.5);
    const harness = createExchangeHarness(retryExchange({ random }), { answer: networkDown });
    harness.dispatch(makeTestOperation('query', Products));
    await vi.runAllTimersAsync();
    const delays = harness.forwarded.slice(1).map((op) => (op.context.retry as RetryState).delayMs);
    expect(delays).toEqual([60, 1080, 720, 3360]);
  });

  it('stops as soon as an attempt succeeds', async () => {
    let calls = 0;
    const answer = (): FakeAnswer =>
      ++calls < 3 ? networkDown() : { data: { products: { total_count: 3 } } };
    const harness = createExchangeHarness(retryExchange({ random: () => 0.5 }), { answer });
    harness.dispatch(makeTestOperation('query', Products));
    await vi.runAllTimersAsync();
    expect(attemptsOf(harness.forwarded)).toBe(3);
    expect(harness.results).toHaveLength(1);
    expect(harness.results[0]!.data).toEqual({ products: { total_count: 3 } });
  });

  it('does not retry while offline', async () => {
    const harness = createExchangeHarness(retryExchange({ isOnline: () => false }), {
      answer: networkDown,
    });
    harness.dispatch(makeTestOperation('query', Products));
    await vi.runAllTimersAsync();
    expect(attemptsOf(harness.forwarded)).toBe(1);
    expect(harness.results[0]!.error?.networkError).toBeDefined();
  });

  it('stops retrying when the browser goes offline between attempts', async () => {
    let online = true;
    const harness = createExchangeHarness(
      retryExchange({ isOnline: () => online, random: () => 0.5 }),
      {
        answer: networkDown,
      },
    );
    harness.dispatch(makeTestOperation('query', Products));
    await vi.advanceTimersByTimeAsync(299);
    online = false; // the second attempt, due at 300 ms, fails offline and is the last
    await vi.runAllTimersAsync();
    expect(attemptsOf(harness.forwarded)).toBe(2);
    expect(harness.results).toHaveLength(1);
  });

  it('never retries GraphQL errors', async () => {
    const harness = createExchangeHarness(retryExchange(), {
      answer: () => ({ data: null, errors: [{ message: 'Internal server error' }] }),
    });
    harness.dispatch(makeTestOperation('query', Products));
    await vi.runAllTimersAsync();
    expect(attemptsOf(harness.forwarded)).toBe(1);
  });

  it('does not retry a read that timed out (R2: the error view offers the retry)', async () => {
    const harness = createExchangeHarness(retryExchange(), {
      answer: () => new RequestTimeoutError(8_000),
    });
    harness.dispatch(makeTestOperation('query', Products));
    await vi.runAllTimersAsync();
    expect(attemptsOf(harness.forwarded)).toBe(1);
    expect(harness.results).toHaveLength(1);
    expect(harness.results[0]!.error?.networkError).toBeInstanceOf(RequestTimeoutError);
  });

  it('still retries a safe mutation that timed out', async () => {
    const harness = createExchangeHarness(retryExchange(), {
      answer: () => new RequestTimeoutError(30_000),
    });
    harness.dispatch(makeTestOperation('mutation', SetShippingMethod, { cartId: 'c1' }));
    await vi.runAllTimersAsync();
    expect(attemptsOf(harness.forwarded)).toBe(5);
  });

  it('never retries placing an order on a network error', async () => {
    const harness = createExchangeHarness(retryExchange(), { answer: networkDown });
    harness.dispatch(makeTestOperation('mutation', PlaceOrder, { cartId: 'c1' }));
    await vi.runAllTimersAsync();
    expect(attemptsOf(harness.forwarded)).toBe(1);
    expect(harness.results[0]!.error?.networkError).toBeDefined();
  });

  it.each(Object.entries(unsafeMutations))(
    'never retries %s on a network error',
    async (_name, document) => {
      const harness = createExchangeHarness(retryExchange(), { answer: networkDown });
      harness.dispatch(makeTestOperation('mutation', document));
      await vi.runAllTimersAsync();
      expect(attemptsOf(harness.forwarded)).toBe(1);
    },
  );

  it('retries a mutation that is safe to repeat, or one marked idempotent', async () => {
    const safe = createExchangeHarness(retryExchange(), { answer: networkDown });
    safe.dispatch(makeTestOperation('mutation', SetShippingMethod, { cartId: 'c1' }));
    const keyed = createExchangeHarness(retryExchange(), { answer: networkDown });
    keyed.dispatch(
      makeTestOperation('mutation', PlaceOrder, { cartId: 'c1' }, { idempotent: true }),
    );
    await vi.runAllTimersAsync();
    expect(attemptsOf(safe.forwarded)).toBe(5);
    expect(attemptsOf(keyed.forwarded)).toBe(5);
  });

  it('drops a pending retry when the operation is torn down', async () => {
    const harness = createExchangeHarness(retryExchange({ random: () => 0.5 }), {
      answer: networkDown,
    });
    const operation = makeTestOperation('query', Products);
    harness.dispatch(operation);
    await vi.advanceTimersByTimeAsync(100);
    harness.dispatch(makeTeardown(operation));
    await vi.runAllTimersAsync();
    expect(attemptsOf(harness.forwarded)).toBe(1);
    expect(harness.results).toHaveLength(0);
    expect(harness.forwardCalls).toBe(1);
  });
});
