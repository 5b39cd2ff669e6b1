import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createCartActors } from './cart.actors.ts';
import { cartMachine } from './cart.machine.ts';
import { selectItems, selectSummaryQuantity } from './cart.selectors.ts';
import { createFakeCartServer } from './testing/fake-cart-server.ts';
import { MemoryStorage } from './testing/memory-storage.ts';

/**
 * Model test (reliability R4): the cart machine over a Magento-like backend must always agree
 * with a plain Map of SKU → quantity, whatever the sequence of adds, updates and removes.
 */

const SKUS = ['VIT-C-500', 'OMEGA-3', 'MAG-B6'] as const;
const CONFIGURABLE = 'MAG-B6';

type Command =
  | { kind: 'add'; sku: (typeof SKUS)[number]; quantity: number }
  | { kind: 'update'; line: number; quantity: number }
  | { kind: 'remove'; line: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    sku: fc.constantFrom(...SKUS),
    quantity: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({
    kind: fc.constant('update' as const),
    line: fc.nat(5),
    quantity: fc.integer({ min: 0, max: 6 }),
  }),
  fc.record({ kind: fc.constant('remove' as const), line: fc.nat(5) }),
);

function startCart() {
  const server = createFakeCartServer({ configurable: [CONFIGURABLE] });
  const actor = createActor(cartMachine.provide({ actors: createCartActors(server.functions) }), {
    input: { storage: new MemoryStorage() },
  }).start();
  const settled = () =>
    waitFor(
      actor,
      (s) =>
        s.matches({ lifecycle: 'ready' }) &&
        s.context.queue.length === 0 &&
        s.context.current === null,
    );
  return { actor, server, settled };
}

function cartQuantities(actor: ReturnType<typeof startCart>['actor']): Map<string, number> {
  return new Map(selectItems(actor.getSnapshot()).map((item) => [item.sku, item.quantity]));
}

describe('the cart against a map model', () => {
  it('R4 agrees with the model after every add, update and remove', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 25 }), async (commands) => {
        const { actor, server, settled } = startCart();
        await settled();
        const model = new Map<string, number>();
        for (const next of commands) {
          const lines = selectItems(actor.getSnapshot());
          if (next.kind === 'add') {
            const options = next.sku === CONFIGURABLE ? { selectedOptions: ['lemon'] } : {};
            actor.send({
              type: 'item.add',
              item: { sku: next.sku, quantity: next.quantity, ...options },
            });
            model.set(next.sku, (model.get(next.sku) ?? 0) + next.quantity);
          } else {
            const line = lines[next.line % Math.max(lines.length, 1)];
            if (!line) continue;
            if (next.kind === 'remove' || next.quantity === 0) {
              actor.send(
                next.kind === 'remove'
                  ? { type: 'item.remove', itemUid: line.uid }
                  : { type: 'item.update', itemUid: line.uid, quantity: 0 },
              );
              model.delete(line.sku);
            } else {
              actor.send({ type: 'item.update', itemUid: line.uid, quantity: next.quantity });
              model.set(line.sku, next.quantity);
            }
          }
          await settled();
          const cartId = actor.getSnapshot().context.cartId!;
          expect(cartQuantities(actor)).toEqual(model);
          expect(server.quantities(cartId)).toEqual(model);
          expect([...model.values()].every((quantity) => quantity > 0)).toBe(true);
          expect(selectSummaryQuantity(actor.getSnapshot())).toBe(
            [...model.values()].reduce((a, b) => a + b, 0),
          );
          expect(Object.values(actor.getSnapshot().context.errors).filter(Boolean)).toEqual([]);
        }
        actor.stop();
      }),
      { numRuns: 60 },
    );
  });

  it('R4 loses no add when bursts of adds arrive faster than the server answers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ sku: fc.constantFrom(...SKUS), quantity: fc.integer({ min: 1, max: 3 }) }),
          { minLength: 1, maxLength: 12 },
        ),
        async (adds) => {
          const { actor, settled } = startCart();
          const model = new Map<string, number>();
          for (const add of adds) {
            const options = add.sku === CONFIGURABLE ? { selectedOptions: ['lemon'] } : {};
            actor.send({ type: 'item.add', item: { ...add, ...options } });
            model.set(add.sku, (model.get(add.sku) ?? 0) + add.quantity);
          }
          await settled();
          expect(cartQuantities(actor)).toEqual(model);
          actor.stop();
        },
      ),
      { numRuns: 40 },
    );
  });
});
