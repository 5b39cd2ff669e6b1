/**
 * The page's favourite store actor (packages/session's machine), loaded on demand: when the
 * shopper chooses a store or asks for the nearest one, or once a signed-in session is running.
 * A first visit to a catalogue page ships none of it (INTERNALS.md, first load). The calls are
 * the `store-locator` extension's: the provider loads this module only when the backend offers it.
 */
import {
  FavoriteStoreFullDetails,
  GetFavoriteStoreConfig,
  getFavoriteStore,
  getStoreCode,
  runQuery,
  setFavoriteStore,
} from '@vitrine/graphql-client';
import type { Coordinates } from '@vitrine/graphql-client';
import {
  createFavoriteStoreActors,
  favoriteStoreMachine,
  selectFavoriteStore,
  selectFavoriteStoreError,
  selectIsLookingUpFavorite,
} from '@vitrine/session';
import type { FavoriteStore } from '@vitrine/session';
import { createActor, waitFor } from 'xstate';
import { getBrowserShop, getTokenStore } from '../lib/browser-shop.ts';
import { storePagePath } from '../lib/store-locator.ts';
import { groupHours, isoDateIn, weekAhead } from '../store-hours/opening-hours.ts';
import type { DayHours } from '../store-hours/opening-hours.ts';
import { storeStatus, timeIn } from '../store-hours/store-status.ts';
import type { StoreStatus } from '../store-hours/store-status.ts';
import { otherFavoriteStoreCodes } from './favorite-store.model.ts';

/** What the page draws of the actor. */
export interface FavoriteView {
  readonly favorite: FavoriteStore | null;
}

/** The favourite's page and today's state, read by identifier. */
export interface FavoriteDetails {
  readonly identifier: string;
  readonly name: string;
  readonly href: string;
  /** Today's state when read (Paris time); null without hours. */
  readonly status: StoreStatus | null;
}

/** The current store view code, as the shop client sends it. */
export function currentStoreCode(): string {
  return getStoreCode(window.localStorage);
}

// Geolocation is asked for only after the shopper pressed "locate me" (never on load, never for
// a lookup the machine makes by itself after a sign-in): the press sets this, the lookup takes it.
let positionAsked = false;

function locate(): Promise<Coordinates | null> {
  const asked = positionAsked;
  positionAsked = false;
  if (!asked || !('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      // The machine logs the message and looks up without a position (spec §8).
      (error) => reject(new Error(error.message || 'Geolocation failed')),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  });
}

function createFavoriteActor() {
  const shop = getBrowserShop();
  const storeCode = currentStoreCode();
  const actor = createActor(
    favoriteStoreMachine.provide({
      actors: createFavoriteStoreActors({
        locate,
        getFavoriteStore: (input) => getFavoriteStore(shop, input),
        setFavoriteStore: (input) => setFavoriteStore(shop, input),
      }),
    }),
    {
      id: 'favoriteStore',
      input: {
        storage: window.localStorage,
        storeCode,
        otherStoreCodes: otherFavoriteStoreCodes(window.localStorage, storeCode),
        token: getTokenStore().read(),
      },
    },
  ).start();
  // The flag decides whether the server is asked at all; until it is read, nothing is.
  const configured = runQuery(shop, GetFavoriteStoreConfig, {}).then((result) => {
    if (result.ok && result.data.getFavoriteStoreConfig) {
      actor.send({ type: 'storeConfig.loaded', config: result.data.getFavoriteStoreConfig });
    }
  });
  return { actor, configured };
}

let current: ReturnType<typeof createFavoriteActor> | undefined;

/** The page's one favourite store actor, created on first use. */
function favoriteActor() {
  current ??= createFavoriteActor();
  return current;
}

/** The shopper chose a store: kept for this store view and saved to the server when signed in. */
export function chooseFavorite(store: FavoriteStore): void {
  favoriteActor().actor.send({ type: 'favorite.set', store });
}

/**
 * The shopper asked for the nearest store: their position is asked for, then the server (without
 * a position when refused). Resolves with whether a store is known once the lookup is over.
 */
export async function lookUpFavorite(): Promise<boolean> {
  const { actor, configured } = favoriteActor();
  positionAsked = true;
  await configured;
  actor.send({ type: 'favorite.lookup' });
  const settled = await waitFor(actor, (snapshot) => !selectIsLookingUpFavorite(snapshot));
  positionAsked = false;
  return selectFavoriteStore(settled) !== null && selectFavoriteStoreError(settled) === null;
}

/** A session started (or was found running): the server's saved favourite is read. */
export function signedIn(): void {
  const token = getTokenStore().read();
  if (token) favoriteActor().actor.send({ type: 'session.signedIn', token });
}

/** The shopper signed out: the favourite is forgotten in every store view (spec §4). */
export function signedOut(): void {
  favoriteActor().actor.send({ type: 'session.signedOut' });
}

/** Calls `onChange` with what the page draws now and on every change; returns the unsubscribe. */
export function watchFavorite(onChange: (view: FavoriteView) => void): () => void {
  const { actor } = favoriteActor();
  let last = '';
  const publish = () => {
    const snapshot = actor.getSnapshot();
    const view: FavoriteView = { favorite: selectFavoriteStore(snapshot) };
    const key = JSON.stringify(view);
    if (key === last) return;
    last = key;
    onChange(view);
  };
  const subscription = actor.subscribe(publish);
  publish();
  return () => subscription.unsubscribe();
}

/**
 * The favourite's page and today's state (a `store-locator` read of the week ahead, computed
 * here so the shell carries no hours logic); null when it is gone.
 */
export async function readFavoriteDetails(
  identifier: string,
  now = new Date(),
): Promise<FavoriteDetails | null> {
  const result = await runQuery(getBrowserShop(), FavoriteStoreFullDetails, {
    identifier,
    ...weekAhead(now),
  });
  const store = result.ok ? result.data.absoStores?.items?.[0] : null;
  if (!store) return null;
  return {
    identifier,
    name: store.name ?? '',
    href: storePagePath(store),
    status: favoriteStatus(groupHours(store.opening_hours?.items), now),
  };
}

/** Today's state of a store at `now`, read in Paris time as the store pages do (decision 134). */
export function favoriteStatus(week: readonly DayHours[], now: Date): StoreStatus | null {
  if (week.length === 0) return null;
  return storeStatus(week, isoDateIn('Europe/Paris', now), timeIn('Europe/Paris', now));
}
