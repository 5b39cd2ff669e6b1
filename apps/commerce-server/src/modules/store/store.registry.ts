import type { Database } from '../../db/database.ts';
import { noSuchEntityError } from '../../graphql/errors.ts';
import { loadStoreConfigValues, loadStoreViews } from './store.repository.ts';
import type { StoreView } from './store.repository.ts';

/** Store views and their configuration, read once at start (they change only with a re-seed). */
export interface StoreRegistry {
  readonly views: readonly StoreView[];
  readonly defaultView: StoreView;
  /** Resolves the `Store` header; an unknown code throws Magento's "Requested store is not found". */
  resolve(code: string | null | undefined): StoreView;
  config(storeId: number): ReadonlyMap<string, unknown>;
}

/** Loads the registry from the database. */
export async function loadStoreRegistry(db: Database): Promise<StoreRegistry> {
  const views = await loadStoreViews(db);
  const defaultView = views[0];
  if (!defaultView) throw new Error('The database has no active store view: run the seed.');
  const configs = new Map<number, ReadonlyMap<string, unknown>>();
  for (const view of views)
    configs.set(view.storeId, await loadStoreConfigValues(db, view.storeId));
  return {
    views,
    defaultView,
    resolve(code) {
      const wanted = code?.trim();
      if (!wanted) return defaultView;
      const view = views.find((candidate) => candidate.code === wanted);
      if (!view) throw noSuchEntityError('Requested store is not found');
      return view;
    },
    config: (storeId) => configs.get(storeId) ?? new Map(),
  };
}
