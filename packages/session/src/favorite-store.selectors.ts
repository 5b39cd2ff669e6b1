import type { SnapshotFrom } from 'xstate';
import type { MessageDescriptor } from '@vitrine/validation';
import type { favoriteStoreMachine } from './favorite-store.machine.ts';
import type { FavoriteStore } from './session.ports.ts';

/** A snapshot of the favorite store actor. */
export type FavoriteStoreSnapshot = SnapshotFrom<typeof favoriteStoreMachine>;

/** The favorite store, or `null` when none is known. */
export const selectFavoriteStore = (snapshot: FavoriteStoreSnapshot): FavoriteStore | null =>
  snapshot.context.favorite;

/** Whether the server is being asked for the favorite (geolocation included). */
export const selectIsLookingUpFavorite = (snapshot: FavoriteStoreSnapshot): boolean =>
  snapshot.matches('locating') || snapshot.matches('fetching');

/** Whether the choice is being saved to the server. */
export const selectIsSavingFavorite = (snapshot: FavoriteStoreSnapshot): boolean =>
  snapshot.matches('saving');

/** The error of the last lookup or save. */
export const selectFavoriteStoreError = (
  snapshot: FavoriteStoreSnapshot,
): MessageDescriptor | null => snapshot.context.error;
