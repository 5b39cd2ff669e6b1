import { expectConsole } from '@vitrine/test-harness';
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createFavoriteStoreActors } from './favorite-store.actors.ts';
import { favoriteStoreMachine } from './favorite-store.machine.ts';
import type { FavoriteStoreInput } from './favorite-store.machine.ts';
import { favoriteStoreKey } from './favorite-store.storage.ts';
import { FAVORITE_STORE_FLAG } from './session.constants.ts';
import type { Coordinates, LocateFn } from './session.ports.ts';
import { sessionMessages } from './session.messages.ts';
import {
  FAKE_CUSTOMER,
  FAKE_STORES,
  MemoryStorage,
  createFakeSessionServer,
  deferred,
} from './testing/index.ts';

const [PARIS, LYON, MARSEILLE] = FAKE_STORES.map((store) => ({
  identifier: store.identifier,
  name: store.name,
})) as [
  { identifier: string; name: string },
  { identifier: string; name: string },
  { identifier: string; name: string },
];
const NEAR_LYON: Coordinates = { latitude: 45.76, longitude: 4.84 };
const enabledConfig = { [FAVORITE_STORE_FLAG]: true };

function start(
  options: Partial<FavoriteStoreInput> & { locate?: LocateFn; storage?: MemoryStorage } = {},
) {
  const server = createFakeSessionServer();
  const storage = options.storage ?? new MemoryStorage();
  const locate = options.locate ?? (() => Promise.resolve(NEAR_LYON));
  const actor = createActor(
    favoriteStoreMachine.provide({
      actors: createFavoriteStoreActors({ ...server.functions, locate }),
    }),
    { input: { storeCode: 'fr', ...options, storage } },
  ).start();
  const settled = () => waitFor(actor, (s) => s.matches('ready'));
  return { actor, server, storage, settled };
}

describe('favorite store', () => {
  it('is set by the visitor and kept under favorite_store plus the store view code', () => {
    const { actor, storage, server } = start();
    actor.send({ type: 'favorite.set', store: PARIS });
    expect(actor.getSnapshot().context.favorite).toEqual(PARIS);
    expect(JSON.parse(storage.getItem('favorite_store_fr') ?? '')).toEqual(PARIS);
    expect(server.calls).toEqual([]);
  });

  it('is sent to the server when signed in', async () => {
    const { actor, server, settled } = start({ token: null });
    const token = server.issueToken();
    actor.send({ type: 'session.signedIn', token });
    actor.send({ type: 'favorite.set', store: LYON });
    await settled();
    expect(server.calls).toEqual([
      { name: 'setFavoriteStore', input: { token, identifier: LYON.identifier } },
    ]);
    expect(server.favoriteOf(FAKE_CUSTOMER.email)).toBe(LYON.identifier);
  });

  it('keeps the local choice when saving it fails, with the error as a descriptor', async () => {
    const { actor, server, settled } = start();
    server.fail('setFavoriteStore', { code: 'network', message: 'Failed to fetch' });
    actor.send({ type: 'session.signedIn', token: server.issueToken() });
    actor.send({ type: 'favorite.set', store: LYON });
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({
      favorite: LYON,
      error: sessionMessages.unexpectedError,
    });
  });

  it('is cleared by a sign-out, in every store view', () => {
    const storage = new MemoryStorage({
      [favoriteStoreKey('fr')]: JSON.stringify(PARIS),
      [favoriteStoreKey('fr_be')]: JSON.stringify(LYON),
    });
    const { actor } = start({ storage, otherStoreCodes: ['fr_be'] });
    actor.send({ type: 'session.signedOut' });
    expect(actor.getSnapshot().context.favorite).toBeNull();
    expect(storage.entries()).toEqual({});
  });

  it('is taken from another store view when none is known for this one', () => {
    const storage = new MemoryStorage({ [favoriteStoreKey('fr_be')]: JSON.stringify(MARSEILLE) });
    const { actor } = start({ storage, otherStoreCodes: ['en', 'fr_be'], enabled: true });
    expect(actor.getSnapshot().context.favorite).toEqual(MARSEILLE);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(storage.getItem(favoriteStoreKey('fr'))).toBe(JSON.stringify(MARSEILLE));
  });

  it('is not looked up before the feature flag is on', async () => {
    const { actor, server } = start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.calls).toEqual([]);
    actor.send({ type: 'storeConfig.loaded', config: { [FAVORITE_STORE_FLAG]: '0' } });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('is fetched with the coordinates once the flag is on and none is known', async () => {
    const { actor, server, settled } = start();
    actor.send({ type: 'storeConfig.loaded', config: enabledConfig });
    expect(actor.getSnapshot().matches('locating')).toBe(true);
    await settled();
    expect(server.calls).toEqual([
      { name: 'getFavoriteStore', input: { token: null, origin: NEAR_LYON } },
    ]);
    expect(actor.getSnapshot().context.favorite).toEqual(LYON);
  });

  it('is fetched without coordinates when the visitor declines geolocation', async () => {
    const { server, settled } = start({ enabled: true, locate: () => Promise.resolve(null) });
    await settled();
    expect(server.calls[0]?.input).toEqual({ token: null, origin: null });
  });

  it('logs a failed geolocation lookup and fetches as if there were no coordinates', async () => {
    const errors = expectConsole('error');
    const { server, settled } = start({
      enabled: true,
      locate: () => Promise.reject(new Error('User denied Geolocation')),
    });
    await settled();
    expect(errors.calls).toEqual([['User denied Geolocation']]);
    expect(server.calls[0]?.input).toEqual({ token: null, origin: null });
  });

  it('is not fetched for an anonymous visitor who already has one', async () => {
    const storage = new MemoryStorage({ [favoriteStoreKey('fr')]: JSON.stringify(PARIS) });
    const { actor, server } = start({ storage, enabled: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.calls).toEqual([]);
    expect(actor.getSnapshot().context.favorite).toEqual(PARIS);
  });

  it('is replaced by the fetched one', async () => {
    const storage = new MemoryStorage({ [favoriteStoreKey('fr')]: JSON.stringify(PARIS) });
    const { actor, server, settled } = start({ storage, enabled: true, token: null });
    const token = server.issueToken();
    await server.functions.setFavoriteStore({ token, identifier: MARSEILLE.identifier });
    actor.send({ type: 'session.signedIn', token });
    await settled();
    expect(actor.getSnapshot().context.favorite).toEqual(MARSEILLE);
    expect(storage.getItem(favoriteStoreKey('fr'))).toBe(JSON.stringify(MARSEILLE));
  });

  it('is refetched when signing in after being anonymous, and sent up if the server has none', async () => {
    const storage = new MemoryStorage({ [favoriteStoreKey('fr')]: JSON.stringify(PARIS) });
    const { actor, server, settled } = start({ storage, enabled: true });
    const token = server.issueToken();
    actor.send({ type: 'session.signedIn', token });
    await settled();
    expect(server.calls.map((call) => call.name)).toEqual(['getFavoriteStore', 'setFavoriteStore']);
    expect(server.calls[0]?.input).toEqual({ token, origin: NEAR_LYON });
    expect(server.favoriteOf(FAKE_CUSTOMER.email)).toBe(PARIS.identifier);
    actor.send({ type: 'session.signedIn', token });
    await settled();
    expect(server.calls.filter((call) => call.name === 'getFavoriteStore')).toHaveLength(1);
  });

  it("lets the visitor's choice win over a lookup under way", async () => {
    const answer = deferred<Coordinates | null>();
    const { actor, settled } = start({ enabled: true, locate: () => answer.promise });
    expect(actor.getSnapshot().matches('locating')).toBe(true);
    actor.send({ type: 'favorite.set', store: PARIS });
    answer.resolve(NEAR_LYON);
    await settled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.favorite).toEqual(PARIS);
  });

  it('keeps the error of a failed lookup as a descriptor', async () => {
    const { actor, server, settled } = start({
      enabled: true,
      locate: () => Promise.resolve(null),
    });
    server.fail('getFavoriteStore', { code: 'user', messages: ['Store locator is disabled'] });
    await settled();
    expect(actor.getSnapshot().context.error).toEqual({
      ...sessionMessages.serverMessage,
      values: { message: 'Store locator is disabled' },
    });
  });

  it('is looked up again when the visitor asks, with the coordinates, even with one known', async () => {
    const storage = new MemoryStorage({ [favoriteStoreKey('fr')]: JSON.stringify(PARIS) });
    const { actor, server, settled } = start({ storage, enabled: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.calls).toEqual([]);
    actor.send({ type: 'favorite.lookup' });
    expect(actor.getSnapshot().matches('locating')).toBe(true);
    await settled();
    expect(server.calls).toEqual([
      { name: 'getFavoriteStore', input: { token: null, origin: NEAR_LYON } },
    ]);
    expect(actor.getSnapshot().context.favorite).toEqual(LYON);
  });

  it('is not looked up on request while the feature flag is off', async () => {
    const { actor, server } = start();
    actor.send({ type: 'favorite.lookup' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(server.calls).toEqual([]);
  });
});
