import { describe, expect, it } from 'vitest';
import { getAdjacencyMap } from 'xstate/graph';
import type { AdjacencyValue } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { cartMachine } from './cart.machine.ts';
import type { CartEvent } from './cart.machine.ts';
import { emptyCart } from './cart.mappers.ts';
import { MemoryStorage } from './testing/memory-storage.ts';
import { CommerceFailure } from '@vitrine/commerce-primitives';

type Snapshot = SnapshotFrom<typeof cartMachine>;

// Every write goes through a named action, left out here so that one branch of the traversal
// cannot leak a cart id into another; the assigns themselves never touch storage.
const storage = new MemoryStorage();
const withoutPersistence = cartMachine.provide({
  actions: { persistCartId: () => undefined, cacheImage: () => undefined },
});
const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as CartEvent;
const invalid = (id: string) =>
  ({
    type: `xstate.error.actor.${id}`,
    error: new CommerceFailure({ code: 'invalid_cart', message: "The cart isn't active." }),
  }) as unknown as CartEvent;

describe('cart model (reliability R4)', () => {
  const map = getAdjacencyMap(withoutPersistence as never, {
    input: { storage, signedIn: true },
    events: [
      { type: 'item.add', item: { sku: 'A', quantity: 1 } },
      {
        type: 'item.update',
        itemUid: 'u',
        quantity: 2,
        item: { sku: 'A', quantity: 2, selectedOptions: ['x'] },
      },
      { type: 'item.update', itemUid: 'u', quantity: 2 },
      { type: 'item.remove', itemUid: 'u' },
      { type: 'cart.refresh' },
      { type: 'cart.reset' },
      done('createCart', { cartId: 'c' }),
      invalid('createCart'),
      done('getCart', { cart: emptyCart('c') }),
      invalid('getCart'),
      done('addItem', { cart: emptyCart('c') }),
      invalid('addItem'),
      done('updateItem', { cart: emptyCart('c') }),
      done('removeItem', { cart: emptyCart('c') }),
      invalid('removeItem'),
      done('signOut', undefined),
    ],
    // Queued changes are bounded to one so the graph stays finite.
    filterEvents: (snapshot: Snapshot, event: CartEvent) =>
      !(event.type.startsWith('item.') && snapshot.context.queue.length > 0),
    limit: 5000,
    serializeState: (snapshot: Snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.queue.length,
        snapshot.context.current?.kind ?? null,
        snapshot.context.recovery?.flow ?? null,
        snapshot.context.signedIn,
      ]),
  });
  const states = (Object.values(map) as AdjacencyValue<Snapshot, CartEvent>[]).map(
    (vertex) => vertex.state,
  );

  it('R4 reaches every lifecycle state, the recovery sign-out included', () => {
    const reached = new Set(states.map((state) => JSON.stringify(state.value)));
    for (const lifecycle of [
      'creating',
      'unavailable',
      'loadingDetails',
      'ready',
      'adding',
      'updating',
      'removing',
      { replacing: 'removing' },
      { replacing: 'adding' },
      { recovering: 'signingOut' },
      { recovering: 'replacing' },
      { recovering: 'loading' },
    ]) {
      expect(reached).toContain(JSON.stringify({ lifecycle, estimate: 'idle' }));
    }
  });

  it('writes nothing to storage outside the persistence actions (pure assigns)', () => {
    expect(states.length).toBeGreaterThan(10);
    expect(storage.entries()).toEqual({});
  });

  it('R4 never runs two cart changes at once', () => {
    const busy = ['adding', 'updating', 'removing', 'replacing'] as const;
    for (const state of states) {
      const running = busy.filter((name) => state.matches({ lifecycle: name })).length;
      expect(running).toBeLessThanOrEqual(1);
      if (running === 1) expect(state.context.current).not.toBeNull();
    }
  });
});
