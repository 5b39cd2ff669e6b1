import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createCartActors } from './cart.actors.ts';
import { cartMachine } from './cart.machine.ts';
import { toCart } from './cart.mappers.ts';
import { selectItems } from './cart.selectors.ts';
import { aRawCart, aRawSimpleItem } from './testing/cart.fixtures.ts';
import { createFakeCartServer } from './testing/fake-cart-server.ts';
import { MemoryStorage } from './testing/memory-storage.ts';

describe('a subscribed line (extension subscriptions)', () => {
  it('maps its frequency, choices, discount and next date, and flags the cart', () => {
    const cart = toCart(
      aRawCart({
        items: [
          aRawSimpleItem({
            sku: 'D3',
            vitrine_subscription: {
              frequency_days: 60,
              frequencies: [30, 60, null, 90],
              discount_percent: 10,
              next_date: '2027-01-26',
            },
          }),
          aRawSimpleItem({ sku: 'C' }),
        ],
      }),
    );
    expect(cart.items.map((item) => item.subscription)).toEqual([
      { frequencyDays: 60, frequencies: [30, 60, 90], discountPercent: 10, nextDate: '2027-01-26' },
      null,
    ]);
    expect(cart.hasSubscription).toBe(true);
  });

  it('trusts the backend’s flag, and counts no subscription when the backend has none', () => {
    expect(toCart(aRawCart({ vitrine_has_subscription: false })).hasSubscription).toBe(false);
    expect(toCart(aRawCart()).hasSubscription).toBe(false);
    expect(toCart(aRawCart()).items[0]?.subscription).toBeNull();
  });

  it('is added through the machine with its frequency, apart from a one-time line', async () => {
    const server = createFakeCartServer();
    const actor = createActor(cartMachine.provide({ actors: createCartActors(server.functions) }), {
      input: { storage: new MemoryStorage(), signedIn: false },
    });
    actor.start();
    const settled = () =>
      waitFor(
        actor,
        (s) =>
          s.matches({ lifecycle: 'ready' }) && s.context.queue.length === 0 && !s.context.current,
      );
    await settled();
    actor.send({
      type: 'item.add',
      item: { sku: 'OMEGA-3', quantity: 1, subscription: { frequencyDays: 30 } },
    });
    actor.send({ type: 'item.add', item: { sku: 'OMEGA-3', quantity: 2 } });
    await settled();
    expect(
      selectItems(actor.getSnapshot()).map((item) => [
        item.quantity,
        item.subscription?.frequencyDays ?? null,
        item.price.amount,
      ]),
    ).toEqual([
      [1, 30, 2241],
      [2, null, 2490],
    ]);
    expect(actor.getSnapshot().context.details?.hasSubscription).toBe(true);
    actor.stop();
  });
});
