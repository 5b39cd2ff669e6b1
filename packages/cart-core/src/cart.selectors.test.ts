import type { CommerceResult } from '@vitrine/commerce-primitives';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createCartActors } from './cart.actors.ts';
import { cartMachine } from './cart.machine.ts';
import type { CartFunctions } from './cart.ports.ts';
import { selectIsSettled, selectPendingChanges } from './cart.selectors.ts';
import type { Cart } from './cart.types.ts';
import { manualFn } from './testing/deferred.ts';
import { createFakeCartServer } from './testing/fake-cart-server.ts';
import { MemoryStorage } from './testing/memory-storage.ts';

function start(functions: CartFunctions) {
  const actor = createActor(cartMachine.provide({ actors: createCartActors(functions) }), {
    input: { storage: new MemoryStorage(), signedIn: false },
  });
  return actor.start();
}

describe('selectIsSettled', () => {
  it('is false while the cart loads, true once it is ready', async () => {
    const actor = start(createFakeCartServer().functions);
    expect(selectIsSettled(actor.getSnapshot())).toBe(false);
    await waitFor(actor, selectIsSettled);
    expect(actor.getSnapshot().matches({ lifecycle: 'ready' })).toBe(true);
  });

  it('is false while a change runs, even with nothing left in the queue', async () => {
    const server = createFakeCartServer();
    const addItem = manualFn<
      Parameters<CartFunctions['addItem']>[0],
      CommerceResult<{ cart: Cart }>
    >();
    const actor = start({ ...server.functions, addItem });
    await waitFor(actor, selectIsSettled);
    actor.send({ type: 'item.add', item: { sku: 'VIT-C-500', quantity: 1 } });
    await waitFor(actor, () => addItem.calls.length === 1);
    const running = actor.getSnapshot();
    expect(running.context.queue).toHaveLength(0);
    expect(selectPendingChanges(running)).toBe(1);
    expect(selectIsSettled(running)).toBe(false);
    addItem.resolveNext(await server.functions.addItem(addItem.calls[0]!));
    await waitFor(actor, selectIsSettled);
    expect(selectPendingChanges(actor.getSnapshot())).toBe(0);
  });

  it('is true when the cart is unavailable: nothing more will happen until a retry', async () => {
    const server = createFakeCartServer();
    server.fail('createCart', { code: 'network', message: 'offline' });
    const actor = start(server.functions);
    await waitFor(actor, (snapshot) => snapshot.matches({ lifecycle: 'unavailable' }));
    expect(selectIsSettled(actor.getSnapshot())).toBe(true);
  });
});
