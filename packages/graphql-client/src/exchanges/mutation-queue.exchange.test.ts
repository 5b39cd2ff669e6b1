import { Client, createRequest, gql, makeResult } from '@urql/core';
import type { Operation, OperationResult } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { makeSubject } from 'wonka';
import type { Subject } from 'wonka';
import {
  createExchangeHarness,
  makeTeardown,
  makeTestOperation,
} from '../testing/exchange-harness.ts';
import { mutationQueueExchange } from './mutation-queue.exchange.ts';

const UpdateItem = gql`
  mutation UpdateItemQuantity($cartId: String!, $uid: ID!, $quantity: Float!) {
    updateCartItems(
      input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $uid, quantity: $quantity }] }
    ) {
      cart {
        id
      }
    }
  }
`;
const CartQuery = gql`
  query GetCart($cartId: String!) {
    cart(cart_id: $cartId) {
      id
    }
  }
`;

/** Each forwarded operation gets a subject the test completes by hand, to control the order. */
function manualServer() {
  const pending = new Map<number, { operation: Operation; subject: Subject<OperationResult> }>();
  return {
    answer: (operation: Operation) => {
      const subject = makeSubject<OperationResult>();
      pending.set(operation.key, { operation, subject });
      return subject.source;
    },
    respond(operation: Operation) {
      const entry = pending.get(operation.key)!;
      entry.subject.next(makeResult(entry.operation, { data: { ok: operation.key } }));
      entry.subject.complete();
    },
  };
}

const update = (quantity: number) =>
  makeTestOperation('mutation', UpdateItem, { cartId: 'c1', uid: 'MQ==', quantity });

const sentMutations = (forwarded: Operation[]) =>
  forwarded
    .filter((op) => op.kind === 'mutation')
    .map((op) => (op.variables as { quantity: number }).quantity);

describe('mutationQueueExchange', () => {
  it('sends the next mutation only after the previous one answered, in order', () => {
    const server = manualServer();
    const harness = createExchangeHarness(mutationQueueExchange(), { answer: server.answer });
    const [first, second, third] = [update(1), update(2), update(3)];
    harness.dispatch(first);
    harness.dispatch(second);
    harness.dispatch(third);
    expect(sentMutations(harness.forwarded)).toEqual([1]);

    server.respond(first);
    expect(sentMutations(harness.forwarded)).toEqual([1, 2]);
    server.respond(second);
    server.respond(third);
    expect(sentMutations(harness.forwarded)).toEqual([1, 2, 3]);
    expect(harness.results.map((result) => result.operation.key)).toEqual([
      first.key,
      second.key,
      third.key,
    ]);
  });

  it('never holds queries back behind a mutation', () => {
    const server = manualServer();
    const harness = createExchangeHarness(mutationQueueExchange(), { answer: server.answer });
    harness.dispatch(update(1));
    harness.dispatch(makeTestOperation('query', CartQuery, { cartId: 'c1' }));
    expect(harness.forwarded.map((op) => op.kind)).toEqual(['mutation', 'query']);
  });

  it('drops a queued mutation torn down before it was sent', () => {
    const server = manualServer();
    const harness = createExchangeHarness(mutationQueueExchange(), { answer: server.answer });
    const [first, second, third] = [update(1), update(2), update(3)];
    harness.dispatch(first);
    harness.dispatch(second);
    harness.dispatch(third);
    harness.dispatch(makeTeardown(second));
    server.respond(first);
    expect(sentMutations(harness.forwarded)).toEqual([1, 3]);
    expect(harness.forwarded.some((op) => op.kind === 'teardown')).toBe(false);
  });

  it('moves on when the mutation in flight is torn down, forwarding the teardown first', () => {
    const server = manualServer();
    const harness = createExchangeHarness(mutationQueueExchange(), { answer: server.answer });
    const [first, second] = [update(1), update(2)];
    harness.dispatch(first);
    harness.dispatch(second);
    harness.dispatch(makeTeardown(first));
    expect(harness.forwarded.map((op) => op.kind)).toEqual(['mutation', 'teardown', 'mutation']);
    expect(harness.forwardCalls).toBe(1);
  });
});

describe('mutationQueueExchange with identical mutations', () => {
  it('tells two identical mutations apart by their client instance', () => {
    const server = manualServer();
    const harness = createExchangeHarness(mutationQueueExchange(), { answer: server.answer });
    // The client gives each mutation call its own instance, with an equal key.
    const client = new Client({ url: 'https://shop.test/graphql', exchanges: [] });
    const request = createRequest(UpdateItem, { cartId: 'c1', uid: 'MQ==', quantity: 1 });
    const first = client.createRequestOperation('mutation', request);
    const second = client.createRequestOperation('mutation', request);
    expect(first.key).toBe(second.key);
    harness.dispatch(first);
    harness.dispatch(second);
    expect(harness.forwarded).toHaveLength(1);
    server.respond(first);
    expect(harness.forwarded).toHaveLength(2);
    expect(harness.forwarded[1]!.context._instance).toBe(second.context._instance);
  });
});
