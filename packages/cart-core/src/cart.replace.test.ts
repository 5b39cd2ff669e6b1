import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createCartActors } from './cart.actors.ts';
import { cartMachine } from './cart.machine.ts';
import { selectCartError, selectItems } from './cart.selectors.ts';
import { createFakeCartServer } from './testing/fake-cart-server.ts';
import { MemoryStorage } from './testing/memory-storage.ts';

function start() {
  const server = createFakeCartServer();
  const actor = createActor(cartMachine.provide({ actors: createCartActors(server.functions) }), {
    input: { storage: new MemoryStorage(), signedIn: false },
  });
  actor.start();
  return actor;
}

const settled = (actor: ReturnType<typeof start>) =>
  waitFor(
    actor,
    (s) => s.matches({ lifecycle: 'ready' }) && s.context.queue.length === 0 && !s.context.current,
  );

describe('changes queued behind a configurable line being replaced', () => {
  // A configurable line is removed then added again under a new uid; a second change typed
  // before the first finished (Enter then blur) used to address the removed uid and fail with
  // "Cart doesn't contain the … item." (issue 20).
  it('follow the line to its new uid, so every change succeeds', async () => {
    const actor = start();
    await settled(actor);
    actor.send({
      type: 'item.add',
      item: { sku: 'MAG-B6', quantity: 1, selectedOptions: ['lemon'] },
    });
    await settled(actor);
    const [line] = selectItems(actor.getSnapshot());
    actor.send({ type: 'item.update', itemUid: line!.uid, quantity: 3 });
    actor.send({ type: 'item.update', itemUid: line!.uid, quantity: 4 });
    await settled(actor);
    expect(selectCartError(actor.getSnapshot(), 'updateItem')).toBeNull();
    expect(
      selectItems(actor.getSnapshot()).map((item) => [
        item.sku,
        item.quantity,
        item.options.map((o) => o.valueUid),
      ]),
    ).toEqual([['MAG-B6', 4, ['lemon']]]);
  });

  it('a queued removal of the replaced line removes its new line', async () => {
    const actor = start();
    await settled(actor);
    actor.send({ type: 'item.add', item: { sku: 'VIT-C-500', quantity: 1 } });
    actor.send({
      type: 'item.add',
      item: { sku: 'MAG-B6', quantity: 1, selectedOptions: ['lemon'] },
    });
    await settled(actor);
    const configurable = selectItems(actor.getSnapshot()).find((item) => item.sku === 'MAG-B6');
    actor.send({ type: 'item.update', itemUid: configurable!.uid, quantity: 2 });
    actor.send({ type: 'item.remove', itemUid: configurable!.uid });
    await settled(actor);
    expect(selectCartError(actor.getSnapshot(), 'removeItem')).toBeNull();
    expect(selectItems(actor.getSnapshot()).map((item) => item.sku)).toEqual(['VIT-C-500']);
  });
});
