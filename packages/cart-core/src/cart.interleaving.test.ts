import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createCartActors } from './cart.actors.ts';
import { cartMachine } from './cart.machine.ts';
import type { CartFunctions } from './cart.ports.ts';
import { selectItems } from './cart.selectors.ts';
import { createFakeCartServer } from './testing/fake-cart-server.ts';
import { MemoryStorage } from './testing/memory-storage.ts';

/**
 * Reliability R4 with random interleavings (fast-check's scheduler): the shopper's clicks and
 * the server's answers arrive in any order, and no add is lost or doubled.
 */

const SKUS = ['VIT-C-500', 'OMEGA-3', 'MAG-B6'] as const;

describe('the cart under random interleavings', () => {
  it('R4 ends with exactly what was added, whatever order clicks and answers come in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(
          fc.oneof(
            fc.record({
              kind: fc.constant('add' as const),
              sku: fc.constantFrom(...SKUS),
              quantity: fc.integer({ min: 1, max: 3 }),
            }),
            fc.record({ kind: fc.constant('refresh' as const) }),
          ),
          { minLength: 1, maxLength: 10 },
        ),
        async (scheduler, clicks) => {
          const server = createFakeCartServer({ configurable: [] });
          // The server does the work at once; its answer reaches the client when the scheduler says.
          const late = scheduler.scheduleFunction.bind(scheduler);
          const functions: CartFunctions = {
            createCart: late(server.functions.createCart),
            getCart: late(server.functions.getCart),
            addItem: late(server.functions.addItem),
            updateItem: late(server.functions.updateItem),
            removeItem: late(server.functions.removeItem),
          };
          const actor = createActor(cartMachine.provide({ actors: createCartActors(functions) }), {
            input: { storage: new MemoryStorage() },
          }).start();
          const model = new Map<string, number>();
          for (const click of clicks) {
            if (click.kind === 'add')
              model.set(click.sku, (model.get(click.sku) ?? 0) + click.quantity);
            void scheduler
              .schedule(Promise.resolve(click), `click ${JSON.stringify(click)}`)
              .then(() =>
                actor.send(
                  click.kind === 'add'
                    ? { type: 'item.add', item: { sku: click.sku, quantity: click.quantity } }
                    : { type: 'cart.refresh' },
                ),
              );
          }
          await scheduler.waitIdle();
          await waitFor(
            actor,
            (s) => s.matches({ lifecycle: 'ready' }) && s.context.queue.length === 0,
          );
          const cartId = actor.getSnapshot().context.cartId!;
          expect(
            new Map(selectItems(actor.getSnapshot()).map((item) => [item.sku, item.quantity])),
          ).toEqual(model);
          expect(server.quantities(cartId)).toEqual(model);
          expect(server.createdCarts).toBe(1);
          actor.stop();
        },
      ),
      { numRuns: 80 },
    );
  });
});
