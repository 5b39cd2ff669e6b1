import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createCartActors } from './cart.actors.ts';
import { CART_ID_STORAGE_KEY } from './cart.constants.ts';
import { cartMachine } from './cart.machine.ts';
import type { CartEmitted } from './cart.machine.ts';
import type { CartFunctions } from './cart.ports.ts';
import {
  selectCartError,
  selectIsLoading,
  selectItems,
  selectShippingMethods,
} from './cart.selectors.ts';
import { createFakeCartServer } from './testing/fake-cart-server.ts';
import { MemoryStorage } from './testing/memory-storage.ts';

function start(functions: CartFunctions & { signOut?: () => Promise<void> }, signedIn = false) {
  const storage = new MemoryStorage();
  const actor = createActor(cartMachine.provide({ actors: createCartActors(functions) }), {
    input: { storage, signedIn },
  });
  const emitted: CartEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, storage, emitted };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(
    actor,
    (s) =>
      (s.matches({ lifecycle: 'ready' }) || s.matches({ lifecycle: 'unavailable' })) &&
      s.context.queue.length === 0,
  );

function recorder(server: ReturnType<typeof createFakeCartServer>) {
  const log: string[] = [];
  const functions: CartFunctions & { signOut: () => Promise<void> } = {
    createCart: () => (log.push('createCart'), server.functions.createCart()),
    getCart: (input) => (log.push('getCart'), server.functions.getCart(input)),
    addItem: (input) => (log.push('addItem'), server.functions.addItem(input)),
    updateItem: (input) => (log.push('updateItem'), server.functions.updateItem(input)),
    removeItem: (input) => (log.push('removeItem'), server.functions.removeItem(input)),
    signOut: () => (log.push('signOut'), Promise.resolve()),
  };
  return { log, functions };
}

describe('invalid cart recovery', () => {
  it('R3 signs a signed-in shopper out before replacing a cart whose details are invalid', async () => {
    const server = createFakeCartServer();
    const { log, functions } = recorder(server);
    const { actor, storage } = start(functions, true);
    await settled(actor);
    const oldId = actor.getSnapshot().context.cartId!;
    server.deactivate(oldId);
    log.length = 0;
    actor.send({ type: 'cart.refresh' });
    await waitFor(actor, (s) => s.matches({ lifecycle: 'recovering' }));
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await settled(actor);
    expect(log).toEqual(['getCart', 'signOut', 'createCart', 'getCart']);
    expect(actor.getSnapshot().context.signedIn).toBe(false);
    expect(storage.getItem(CART_ID_STORAGE_KEY)).not.toBe(oldId);
    expect(selectCartError(actor.getSnapshot(), 'details')?.error.code).toBe('invalid_cart');
  });

  it('replaces the cart and adds the item again when adding finds the cart invalid', async () => {
    const server = createFakeCartServer();
    const { log, functions } = recorder(server);
    const { actor } = start(functions);
    await settled(actor);
    server.deactivate(actor.getSnapshot().context.cartId!);
    log.length = 0;
    actor.send({ type: 'item.add', item: { sku: 'VIT-C-500', quantity: 2 } });
    await settled(actor);
    expect(log).toEqual(['addItem', 'createCart', 'getCart', 'addItem']);
    expect(selectItems(actor.getSnapshot()).map((item) => [item.sku, item.quantity])).toEqual([
      ['VIT-C-500', 2],
    ]);
  });

  it('does not sign out on an invalid cart found by an update, and re-adds the line for a guest', async () => {
    const server = createFakeCartServer();
    const { log, functions } = recorder(server);
    const { actor } = start(functions);
    await settled(actor);
    actor.send({ type: 'item.add', item: { sku: 'OMEGA-3', quantity: 1 } });
    await settled(actor);
    const [line] = selectItems(actor.getSnapshot());
    server.deactivate(actor.getSnapshot().context.cartId!);
    log.length = 0;
    actor.send({ type: 'item.update', itemUid: line!.uid, quantity: 4 });
    await settled(actor);
    expect(log).toEqual(['updateItem', 'createCart', 'getCart', 'addItem']);
    expect(selectItems(actor.getSnapshot()).map((item) => [item.sku, item.quantity])).toEqual([
      ['OMEGA-3', 4],
    ]);
  });

  it('replaces the cart without retrying when a remove finds it invalid, even when signed in', async () => {
    const server = createFakeCartServer();
    const { log, functions } = recorder(server);
    const { actor } = start(functions, true);
    await settled(actor);
    actor.send({ type: 'item.add', item: { sku: 'OMEGA-3', quantity: 1 } });
    await settled(actor);
    const [line] = selectItems(actor.getSnapshot());
    server.deactivate(actor.getSnapshot().context.cartId!);
    log.length = 0;
    actor.send({ type: 'item.remove', itemUid: line!.uid });
    await settled(actor);
    expect(log).toEqual(['removeItem', 'createCart', 'getCart']);
    expect(actor.getSnapshot().context.signedIn).toBe(true);
  });

  it('R3 never retries twice: a cart that is invalid again after recovery stops the loop', async () => {
    const server = createFakeCartServer();
    const { log, functions } = recorder(server);
    const alwaysInvalid: typeof functions = {
      ...functions,
      addItem: () => (
        log.push('addItem'),
        Promise.resolve({
          ok: false,
          error: { code: 'invalid_cart', message: "The cart isn't active." },
        })
      ),
    };
    const { actor } = start(alwaysInvalid);
    await settled(actor);
    log.length = 0;
    actor.send({ type: 'item.add', item: { sku: 'OMEGA-3', quantity: 1 } });
    await settled(actor);
    expect(log).toEqual(['addItem', 'createCart', 'getCart', 'addItem', 'createCart', 'getCart']);
  });

  it('never resets the cart on a network error, whatever its message says', async () => {
    const server = createFakeCartServer();
    const { log, functions } = recorder(server);
    const { actor } = start(functions);
    await settled(actor);
    const id = actor.getSnapshot().context.cartId;
    server.fail('addItem', { code: 'network', message: 'Could not find a cart (timeout)' });
    log.length = 0;
    actor.send({ type: 'item.add', item: { sku: 'OMEGA-3', quantity: 1 } });
    await settled(actor);
    expect(log).toEqual(['addItem']);
    expect(actor.getSnapshot().context.cartId).toBe(id);
    expect(selectCartError(actor.getSnapshot(), 'addItem')?.message.id).toBe(
      'cart.unexpectedError',
    );
  });

  it("shows 'Unable to create cart' when the replacement cart cannot be created", async () => {
    const server = createFakeCartServer();
    const { actor } = start(server.functions);
    await settled(actor);
    server.deactivate(actor.getSnapshot().context.cartId!);
    server.fail('createCart', { code: 'network', message: 'down' });
    actor.send({ type: 'cart.refresh' });
    await waitFor(actor, (s) => s.matches({ lifecycle: 'unavailable' }));
    expect(actor.getSnapshot().context.cartId).toBeNull();
    expect(selectCartError(actor.getSnapshot(), 'getCart')?.message.defaultMessage).toBe(
      'Unable to create cart',
    );
  });
});

describe('cart and the world around it', () => {
  it('asks the shell to reload when another tab stores a different cart id, and only then', async () => {
    const server = createFakeCartServer();
    const { actor, emitted } = start(server.functions);
    await settled(actor);
    const id = actor.getSnapshot().context.cartId;
    actor.send({ type: 'storage.changed', key: CART_ID_STORAGE_KEY, newValue: id });
    actor.send({ type: 'storage.changed', key: 'signin_token', newValue: 'x' });
    expect(emitted).toEqual([]);
    actor.send({ type: 'storage.changed', key: CART_ID_STORAGE_KEY, newValue: 'another-cart' });
    actor.send({ type: 'storage.changed', key: null, newValue: null });
    expect(emitted).toEqual([{ type: 'reload' }, { type: 'reload' }]);
  });

  it('clears the cached cart and refetches it on a store change', async () => {
    const server = createFakeCartServer();
    const { actor } = start(server.functions);
    await settled(actor);
    actor.send({ type: 'item.add', item: { sku: 'OMEGA-3', quantity: 1 } });
    await settled(actor);
    actor.send({ type: 'store.changed' });
    expect(actor.getSnapshot().context.details).toBeNull();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await settled(actor);
    expect(selectItems(actor.getSnapshot())).toHaveLength(1);
  });

  it('empties the cart, sets loading and creates a new cart on reset', async () => {
    const server = createFakeCartServer();
    const { actor, storage } = start(server.functions);
    await settled(actor);
    actor.send({ type: 'item.add', item: { sku: 'OMEGA-3', quantity: 1 } });
    await settled(actor);
    const oldId = actor.getSnapshot().context.cartId;
    actor.send({ type: 'cart.reset' });
    expect(actor.getSnapshot().context.details).toBeNull();
    expect(storage.getItem(CART_ID_STORAGE_KEY)).toBeNull();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await settled(actor);
    expect(actor.getSnapshot().context.cartId).not.toBe(oldId);
    expect(selectItems(actor.getSnapshot())).toEqual([]);
  });

  it('adopts the cart the session hands over after sign-in', async () => {
    const server = createFakeCartServer();
    const { actor, storage } = start(server.functions);
    await settled(actor);
    const other = await server.functions.createCart();
    if (!other.ok) throw new Error('setup');
    actor.send({ type: 'cart.assign', cartId: other.cartId });
    await settled(actor);
    expect(storage.getItem(CART_ID_STORAGE_KEY)).toBe(other.cartId);
  });

  it('ignores a refresh while an add runs: the add is not abandoned', async () => {
    const server = createFakeCartServer();
    const { actor } = start(server.functions);
    await settled(actor);
    actor.send({ type: 'item.add', item: { sku: 'OMEGA-3', quantity: 1 } });
    const before = actor.getSnapshot();
    actor.send({ type: 'cart.refresh' });
    expect(actor.getSnapshot().value).toEqual(before.value);
    await settled(actor);
    expect(selectItems(actor.getSnapshot())).toHaveLength(1);
  });

  it('estimates shipping for a postcode in France, and refuses without a postcode', async () => {
    const server = createFakeCartServer();
    const { actor } = start(server.functions);
    await settled(actor);
    actor.send({ type: 'shipping.estimate', postcode: ' ' });
    expect(actor.getSnapshot().context.estimateError?.values).toEqual({ field: 'postcode' });
    actor.send({ type: 'shipping.estimate', postcode: '75011', countryCode: '' });
    expect(actor.getSnapshot().context.estimateError?.values).toEqual({ field: 'countryCode' });
    actor.send({ type: 'shipping.estimate', postcode: '75011' });
    await waitFor(actor, (s) => s.matches({ estimate: 'idle' }));
    expect(
      selectShippingMethods(actor.getSnapshot()).map((m) => [
        m.carrierCode,
        m.methodCode,
        m.priceInclTax.amount,
      ]),
    ).toEqual([['colissimo', 'home', 490]]);
  });

  it('refuses an estimate before a cart exists', async () => {
    const server = createFakeCartServer();
    server.fail('createCart', { code: 'network', message: 'down' });
    const { actor } = start(server.functions);
    await waitFor(actor, (s) => s.matches({ lifecycle: 'unavailable' }));
    actor.send({ type: 'shipping.estimate', postcode: '75011' });
    expect(actor.getSnapshot().context.estimateError?.values).toEqual({ field: 'cartId' });
  });
});
