import { gql } from '@urql/core';
import type { Operation } from '@urql/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createExchangeHarness,
  makeTeardown,
  makeTestOperation,
} from '../testing/exchange-harness.ts';
import type { FakeAnswer } from '../testing/exchange-harness.ts';
import { retryExchange } from './retry.exchange.ts';
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
  randomSpy?.mockRestore();
  randomSpy = undefined;
});

let randomSpy: { mockRestore(): void } | undefined;

/** Makes urql's retry exchange draw its jitter from `draws`, then 0.5. */
function jitter(...draws: number[]) {
  randomSpy = vi.spyOn(Math, 'random').mockImplementation(() => draws.shift() ?? 0.5);
}

/** The times (fake clock, ms) at which each attempt was forwarded. */
function recordTimes(harness: { forwarded: Operation[] }): number[] & { tick: () => void } {
  const times: number[] = [];
  const seen = { count: 0 };
  const tick = () => {
    const attempts = attemptsOf(harness.forwarded);
    while (seen.count < attempts) {
      times.push(Date.now());
      seen.count += 1;
    }
  };
  return Object.assign(times, { tick });
}

function attemptsOf(forwarded: Operation[]): number {
  return forwarded.filter((operation) => operation.kind !== 'teardown').length;
}

describe('retryExchange (urql’s retry exchange with the shop’s policy)', () => {
  it('makes 5 attempts in all while online, then returns the network error', async () => {
    jitter();
    const harness = createExchangeHarness(retryExchange(), { answer: networkDown });
    harness.dispatch(makeTestOperation('query', Products));
    await vi.runAllTimersAsync();
    expect(attemptsOf(harness.forwarded)).toBe(5);
    expect(harness.results).toHaveLength(1);
    expect(harness.results[0]!.error?.networkError?.message).toBe('Failed to fetch');
  });

  it('waits longer before each retry, starting from 300 ms, with no maximum', async () => {
    jitter(); // a factor of 2 each time
    const harness = createExchangeHarness(retryExchange({ maxAttempts: 8 }), {
      answer: networkDown,
    });
    harness.dispatch(makeTestOperation('query', Products));
    const expected = [600, 1200, 2400, 4800, 9600, 19_200, 38_400];
    for (const [index, wait] of expected.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(attemptsOf(harness.forwarded)).toBe(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(attemptsOf(harness.forwarded)).toBe(index + 2);
    }
    // The last waits are beyond urql's default maximum of 15 s: the spec sets none.
    expect(expected.at(-1)).toBeGreaterThan(15_000);
  });

  it('draws a fresh jitter for each retry, between 1.5 and 2.5 times the previous wait', async () => {
    jitter(0, 0.999, 0.25);
    const harness = createExchangeHarness(retryExchange({ maxAttempts: 4 }), {
      answer: networkDown,
    });
    harness.dispatch(makeTestOperation('query', Products));
    const times = recordTimes(harness);
    times.tick();
    for (let ms = 0; ms < 10_000; ms += 1) {
      await vi.advanceTimersByTimeAsync(1);
      times.tick();
    }
    const waits = times.slice(1).map((time, index) => time - times[index]!);
    expect(waits).toHaveLength(3);
    expect(waits[0]).toBe(450); // 300 × 1.5
    expect(waits[1]).toBeGreaterThanOrEqual(Math.floor(450 * 2.499));
    expect(waits[1]).toBeLessThanOrEqual(Math.ceil(450 * 2.499));
    expect(waits[2]).toBeGreaterThanOrEqual(Math.floor(waits[1]! * 1.75));
    expect(waits[2]).toBeLessThanOrEqual(Math.ceil(waits[1]! * 1.75) + 1);
  });

  it('stops as soon as an attempt succeeds', async () => {
    jitter();
    let calls = 0;
    const answer = (): FakeAnswer =>
      ++calls < 3 ? networkDown() : { data: { products: { total_count: 3 } } };
    const harness = createExchangeHarness(retryExchange(), { answer });
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
    jitter();
    let online = true;
    const harness = createExchangeHarness(retryExchange({ isOnline: () => online }), {
      answer: networkDown,
    });
    harness.dispatch(makeTestOperation('query', Products));
    await vi.advanceTimersByTimeAsync(599);
    online = false; // the second attempt, due at 600 ms, fails offline and is the last
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
    jitter();
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
    jitter();
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
    jitter();
    const harness = createExchangeHarness(retryExchange(), { answer: networkDown });
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
