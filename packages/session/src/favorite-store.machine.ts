import { notProvided, toCommerceError } from '@vitrine/commerce-primitives';
import type { MessageDescriptor } from '@vitrine/validation';
import { assign, setup } from 'xstate';
import {
  loadFavoriteStore,
  removeFavoriteStores,
  writeFavoriteStore,
} from './favorite-store.storage.ts';
import { FAVORITE_STORE_FLAG } from './session.constants.ts';
import { describeSessionError } from './session.messages.ts';
import type { Coordinates, FavoriteStore, LoggerPort } from './session.ports.ts';
import type { StoragePort } from '@vitrine/commerce-primitives';

/** Input of the favorite store machine. */
export interface FavoriteStoreInput {
  readonly storage: StoragePort;
  /** The current store view code (`fr`). */
  readonly storeCode: string;
  /** The other known store views, whose stored favorite is used when this one has none. */
  readonly otherStoreCodes?: readonly string[];
  /** The sign-in token when the visitor is signed in. */
  readonly token?: string | null;
  /** The favorite-point-of-sale flag, when store config is already loaded. */
  readonly enabled?: boolean;
  readonly logger?: LoggerPort;
}

/** The favorite store state. */
export interface FavoriteStoreContext {
  readonly favorite: FavoriteStore | null;
  readonly token: string | null;
  readonly enabled: boolean;
  /** Whether a server lookup is owed (none known, or a sign-in since the last one). */
  readonly needsFetch: boolean;
  readonly origin: Coordinates | null;
  readonly error: MessageDescriptor | null;
  readonly storage: StoragePort;
  readonly storeCode: string;
  readonly otherStoreCodes: readonly string[];
  readonly logger: LoggerPort;
}

/** Events of the favorite store machine. */
export type FavoriteStoreEvent =
  | { type: 'favorite.set'; store: FavoriteStore }
  /** The visitor asks for the store near them (a "locate me" press): a lookup, flag permitting. */
  | { type: 'favorite.lookup' }
  | { type: 'session.signedIn'; token: string }
  | { type: 'session.signedOut' }
  | {
      type: 'storeConfig.loaded';
      config: { readonly [FAVORITE_STORE_FLAG]?: boolean | string | null };
    };

function flagIsOn(value: boolean | string | null | undefined): boolean {
  // Magento sends store config booleans as true/false or "1"/"0".
  return value === true || value === '1' || value === 'true';
}

/**
 * The favorite point of sale (spec §3, §4 Favorite store; INTERNALS.md has the diagram). The
 * visitor's own choice is kept per store view and, when signed in, saved to the server. With the
 * feature flag on, the server is asked when no favorite is known, or after a sign-in (it knows
 * the customer's), with the visitor's coordinates when geolocation gives them; a store it
 * returns replaces the local one. A choice made while a lookup runs wins over the lookup.
 */
export const favoriteStoreMachine = setup({
  types: {
    context: {} as FavoriteStoreContext,
    events: {} as FavoriteStoreEvent,
    input: {} as FavoriteStoreInput,
  },
  actors: {
    locate: notProvided<Coordinates | null, void>('locate'),
    getFavoriteStore: notProvided<
      { store: FavoriteStore | null },
      { token: string | null; origin: Coordinates | null }
    >('getFavoriteStore'),
    setFavoriteStore: notProvided<{ store: FavoriteStore }, { token: string; identifier: string }>(
      'setFavoriteStore',
    ),
  },
  guards: {
    shouldFetch: ({ context }) => context.enabled && context.needsFetch,
    isSignedIn: ({ context }) => context.token !== null,
    returnedStore: ({ event }) => (event as { output?: { store: unknown } }).output?.store != null,
    hasLocalToSave: ({ context }) => context.token !== null && context.favorite !== null,
  },
  actions: {
    keep: assign((_, params: { store: FavoriteStore }) => ({
      favorite: params.store,
      error: null,
    })),
    forget: assign({ favorite: null, token: null, needsFetch: false, origin: null, error: null }),
    // Persistence, after `keep` or `forget` in the same transition. A forgotten favorite leaves
    // every store view's copy, or the next load would borrow one back.
    persistFavoriteStore: ({ context }) => {
      if (context.favorite === null) {
        removeFavoriteStores(context.storage, [context.storeCode, ...context.otherStoreCodes]);
      } else {
        writeFavoriteStore(context.storage, context.storeCode, context.favorite);
      }
    },
    setError: assign(({ event }) => ({
      error: describeSessionError(toCommerceError((event as { error?: unknown }).error)),
    })),
  },
}).createMachine({
  id: 'favoriteStore',
  context: ({ input }) => {
    const otherStoreCodes = input.otherStoreCodes ?? [];
    const favorite = loadFavoriteStore(input.storage, input.storeCode, otherStoreCodes);
    const token = input.token ?? null;
    return {
      favorite,
      token,
      enabled: input.enabled ?? false,
      needsFetch: favorite === null || token !== null,
      origin: null,
      error: null,
      storage: input.storage,
      storeCode: input.storeCode,
      otherStoreCodes,
      logger: input.logger ?? console,
    };
  },
  initial: 'ready',
  on: {
    'session.signedOut': { target: '.ready', actions: ['forget', 'persistFavoriteStore'] },
    'storeConfig.loaded': {
      actions: assign({ enabled: ({ event }) => flagIsOn(event.config[FAVORITE_STORE_FLAG]) }),
    },
    'session.signedIn': {
      // Signing in after being anonymous triggers a refetch; a renewed token does not.
      actions: assign(({ context, event }) => ({
        token: event.token,
        needsFetch: context.needsFetch || context.token === null,
      })),
    },
    // The visitor's own choice wins, even over a lookup under way (leaving its state cancels it).
    'favorite.set': [
      {
        guard: 'isSignedIn',
        target: '.saving',
        actions: [
          { type: 'keep', params: ({ event }) => ({ store: event.store }) },
          'persistFavoriteStore',
          assign({ needsFetch: false }),
        ],
      },
      {
        target: '.ready',
        actions: [
          { type: 'keep', params: ({ event }) => ({ store: event.store }) },
          'persistFavoriteStore',
          assign({ needsFetch: false }),
        ],
      },
    ],
  },
  states: {
    ready: {
      always: { guard: 'shouldFetch', target: 'locating' },
      // Owes a lookup even with a favorite known: the visitor asked for the nearest one.
      on: { 'favorite.lookup': { actions: assign({ needsFetch: true }) } },
    },
    locating: {
      // Cleared when a lookup starts, so a sign-in during it still owes the next one.
      entry: assign({ needsFetch: false }),
      invoke: {
        id: 'locate',
        src: 'locate',
        onDone: { target: 'fetching', actions: assign({ origin: ({ event }) => event.output }) },
        // Spec §8: a failed geolocation lookup logs its message and counts as none.
        onError: {
          target: 'fetching',
          actions: [
            ({ context, event }) => {
              context.logger.error(
                event.error instanceof Error ? event.error.message : String(event.error),
              );
            },
            assign({ origin: null }),
          ],
        },
      },
    },
    fetching: {
      invoke: {
        id: 'getFavoriteStore',
        src: 'getFavoriteStore',
        input: ({ context }) => ({ token: context.token, origin: context.origin }),
        onDone: [
          {
            guard: 'returnedStore',
            target: 'ready',
            actions: [
              {
                type: 'keep',
                params: ({ event }) => ({ store: event.output.store as FavoriteStore }),
              },
              'persistFavoriteStore',
            ],
          },
          // Signed in with none on the server: the local choice is sent up (spec §4).
          { guard: 'hasLocalToSave', target: 'saving' },
          { target: 'ready' },
        ],
        onError: { target: 'ready', actions: 'setError' },
      },
    },
    saving: {
      invoke: {
        id: 'setFavoriteStore',
        src: 'setFavoriteStore',
        input: ({ context }) => ({
          token: context.token ?? '',
          identifier: context.favorite?.identifier ?? '',
        }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keep', params: ({ event }) => ({ store: event.output.store }) },
            'persistFavoriteStore',
          ],
        },
        // The local choice stays; the server copy is retried with the next choice or sign-in.
        onError: { target: 'ready', actions: 'setError' },
      },
    },
  },
});
