import { unwrap } from '@vitrine/commerce-primitives';
import { fromPromise } from 'xstate';
import type { Coordinates, FavoriteStore, FavoriteStoreFunctions } from './session.ports.ts';

/**
 * The actors of the favorite store machine, from graphql-client's functions and the injected
 * geolocation.
 *
 * @example
 * createActor(favoriteStoreMachine.provide({ actors: createFavoriteStoreActors(fns) }), {
 *   input: { storage: window.localStorage, storeCode: 'fr' },
 * });
 */
export function createFavoriteStoreActors(functions: FavoriteStoreFunctions) {
  return {
    locate: fromPromise<Coordinates | null, void>(() => functions.locate()),
    getFavoriteStore: fromPromise<
      { store: FavoriteStore | null },
      { token: string | null; origin: Coordinates | null }
    >(async ({ input }) => unwrap(await functions.getFavoriteStore(input))),
    setFavoriteStore: fromPromise<{ store: FavoriteStore }, { token: string; identifier: string }>(
      async ({ input }) => unwrap(await functions.setFavoriteStore(input)),
    ),
  };
}
