import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createCartActors } from './cart.actors.ts';
import { CART_ID_STORAGE_KEY, IMAGES_BY_SKU_STORAGE_KEY } from './cart.constants.ts';
import { cartMachine } from './cart.machine.ts';
import type { CartEmitted } from './cart.machine.ts';
import type { CartFunctions } from './cart.ports.ts';
import {
  selectBadgeText,
  selectCartError,
  selectGrandTotal,
  selectIsAddingItem,
  selectIsLoading,
  selectIsSettled,
  selectIsUnavailable,
  selectIsUpdatingItem,
  selectItems,
} from './cart.selectors.ts';
import type { Cart } from './cart.types.ts';
import type { CommerceResult } from '@vitrine/commerce-primitives';
import { createFakeCartServer } from './testing/fake-cart-server.ts';
import { manualFn } from './testing/deferred.ts';
import { MemoryStorage } from './testing/memory-storage.ts';

function start(
  functions: CartFunctions & { signOut?: () => Promise<void> },
  storage = new MemoryStorage(),
  signedIn = false,
) {
  const actor = createActor(cartMachine.provide({ actors: createCartActors(functions) }), {
    input: { storage, signedIn },
  });
  const emitted: CartEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, storage, emitted };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, selectIsSettled);

describe('cart lifecycle', () => {
  it('creates an empty cart when storage has none, saves its id and loads its details', async () => {
    const server = createFakeCartServer();
    const { actor, storage } = start(server.functions);
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(selectGrandTotal(actor.getSnapshot())).toEqual({ amount: 0, currency: 'USD' });
    await settled(actor);
    const id = actor.getSnapshot().context.cartId;
    expect(id).toMatch(/^fake-cart-/);
    expect(storage.getItem(CART_ID_STORAGE_KEY)).toBe(id);
    expect(selectIsLoading(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.details?.items).toEqual([]);
  });

  it('persists the cart id through the persistCartId action, after the assign', async () => {
    const server = createFakeCartServer();
    const seen: (string | null)[] = [];
    const storage = new MemoryStorage();
    const machine = cartMachine.provide({
      actors: createCartActors(server.functions),
      actions: { persistCartId: ({ context }) => void seen.push(context.cartId) },
    });
    const actor = createActor(machine, { input: { storage } }).start();
    await settled(actor);
    expect(seen).toEqual([actor.getSnapshot().context.cartId]);
    actor.send({ type: 'cart.reset' });
    expect(seen.slice(0, 2)).toEqual([seen[0], null]);
    // Provided away, the action writes nothing: the assigns never touch storage.
    expect(storage.getItem(CART_ID_STORAGE_KEY)).toBeNull();
  });

  it('reuses the cart id found in storage without creating a cart', async () => {
    const server = createFakeCartServer();
    const created = await server.functions.createCart();
    if (!created.ok) throw new Error('setup');
    const { actor } = start(server.functions, new MemoryStorage({ cartId: created.cartId }));
    await settled(actor);
    expect(server.createdCarts).toBe(1);
    expect(actor.getSnapshot().context.cartId).toBe(created.cartId);
  });

  it("reports 'Unable to create cart' when creation fails, and recovers on retry", async () => {
    const server = createFakeCartServer();
    server.fail('createCart', { code: 'network', message: 'offline' });
    const { actor } = start(server.functions);
    await waitFor(actor, (s) => s.matches({ lifecycle: 'unavailable' }));
    expect(selectIsUnavailable(actor.getSnapshot())).toBe(true);
    expect(selectCartError(actor.getSnapshot(), 'getCart')?.message.defaultMessage).toBe(
      'Unable to create cart',
    );
    actor.send({ type: 'cart.retry' });
    await settled(actor);
    expect(selectCartError(actor.getSnapshot(), 'getCart')).toBeNull();
    expect(actor.getSnapshot().context.cartId).not.toBeNull();
  });

  it('adds an item, flags the add while it runs, caches its image and tells the shell', async () => {
    const server = createFakeCartServer();
    const addItem = manualFn<
      Parameters<CartFunctions['addItem']>[0],
      CommerceResult<{ cart: Cart }>
    >();
    const { actor, storage, emitted } = start({ ...server.functions, addItem });
    await settled(actor);
    const media = [
      { file: '/b.jpg', position: 2 },
      { file: '/a.jpg', position: 1 },
    ];
    actor.send({ type: 'item.add', item: { sku: 'VIT-C-500', quantity: 2, media } });
    expect(selectIsAddingItem(actor.getSnapshot())).toBe(true);
    expect(JSON.parse(storage.getItem(IMAGES_BY_SKU_STORAGE_KEY) ?? '{}')).toEqual({
      'VIT-C-500': { file: '/a.jpg', position: 1 },
    });
    addItem.resolveNext(await server.functions.addItem(addItem.calls[0]!));
    await settled(actor);
    expect(selectIsAddingItem(actor.getSnapshot())).toBe(false);
    expect(selectItems(actor.getSnapshot()).map((item) => [item.sku, item.quantity])).toEqual([
      ['VIT-C-500', 2],
    ]);
    expect(emitted).toContainEqual({
      type: 'item.added',
      item: { sku: 'VIT-C-500', quantity: 2, media },
    });
  });

  it('runs changes one at a time, in the order they were asked for', async () => {
    const server = createFakeCartServer();
    const addItem = manualFn<
      Parameters<CartFunctions['addItem']>[0],
      CommerceResult<{ cart: Cart }>
    >();
    const { actor } = start({ ...server.functions, addItem });
    await settled(actor);
    actor.send({ type: 'item.add', item: { sku: 'VIT-C-500', quantity: 1 } });
    actor.send({ type: 'item.add', item: { sku: 'OMEGA-3', quantity: 1 } });
    expect(addItem.calls.map((call) => call.item.sku)).toEqual(['VIT-C-500']);
    addItem.resolveNext(await server.functions.addItem(addItem.calls[0]!));
    await waitFor(actor, () => addItem.calls.length === 2);
    expect(addItem.calls[1]?.item.sku).toBe('OMEGA-3');
    addItem.resolveNext(await server.functions.addItem(addItem.calls[1]!));
    await settled(actor);
    expect(selectItems(actor.getSnapshot()).map((item) => item.sku)).toEqual([
      'VIT-C-500',
      'OMEGA-3',
    ]);
  });

  it('keeps the previous cart when adding fails and stores the add error', async () => {
    const server = createFakeCartServer();
    const { actor } = start(server.functions);
    await settled(actor);
    actor.send({ type: 'item.add', item: { sku: 'VIT-C-500', quantity: 1 } });
    await settled(actor);
    actor.send({ type: 'item.add', item: { sku: 'UNKNOWN', quantity: 1 } });
    await settled(actor);
    expect(selectItems(actor.getSnapshot()).map((item) => item.sku)).toEqual(['VIT-C-500']);
    expect(selectCartError(actor.getSnapshot(), 'addItem')?.error).toEqual({
      code: 'user',
      messages: ['Could not find a product with SKU "UNKNOWN"'],
    });
  });

  it('updates the quantity of a simple line and replaces a configurable line by remove then add', async () => {
    const server = createFakeCartServer();
    const calls: string[] = [];
    const spy: CartFunctions = {
      ...server.functions,
      updateItem: (input) => (calls.push('update'), server.functions.updateItem(input)),
      removeItem: (input) => (calls.push('remove'), server.functions.removeItem(input)),
      addItem: (input) => (calls.push('add'), server.functions.addItem(input)),
    };
    const { actor } = start(spy);
    await settled(actor);
    actor.send({ type: 'item.add', item: { sku: 'VIT-C-500', quantity: 1 } });
    actor.send({
      type: 'item.add',
      item: { sku: 'MAG-B6', quantity: 1, selectedOptions: ['lemon'] },
    });
    await settled(actor);
    const [simple, configurable] = selectItems(actor.getSnapshot());
    calls.length = 0;
    actor.send({ type: 'item.update', itemUid: simple!.uid, quantity: 3 });
    expect(selectIsUpdatingItem(actor.getSnapshot())).toBe(true);
    await settled(actor);
    actor.send({
      type: 'item.update',
      itemUid: configurable!.uid,
      quantity: 2,
      item: { sku: 'MAG-B6', quantity: 2, selectedOptions: ['orange'] },
    });
    await settled(actor);
    expect(calls).toEqual(['update', 'remove', 'add']);
    expect(
      selectItems(actor.getSnapshot()).map((item) => [
        item.sku,
        item.quantity,
        item.options.map((o) => o.valueUid),
      ]),
    ).toEqual([
      ['VIT-C-500', 3, []],
      ['MAG-B6', 2, ['orange']],
    ]);
  });

  it('shows 99+ on the badge above 99', async () => {
    const server = createFakeCartServer();
    const { actor } = start(server.functions);
    await settled(actor);
    actor.send({ type: 'item.add', item: { sku: 'VIT-C-500', quantity: 99 } });
    await settled(actor);
    expect(selectBadgeText(actor.getSnapshot())).toBe('99');
    actor.send({ type: 'item.add', item: { sku: 'VIT-C-500', quantity: 1 } });
    await settled(actor);
    expect(selectBadgeText(actor.getSnapshot())).toBe('99+');
    expect(selectGrandTotal(actor.getSnapshot())).toEqual({ amount: 129000, currency: 'EUR' });
  });
});
