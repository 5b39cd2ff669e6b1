/**
 * The favourite store as every part of the page sees it (spec §4 "Favorite store"): drawn at once
 * from the browser's storage, while the session's machine, which sets, looks up, saves and clears
 * it, is loaded only when needed (`favorite-store.client.ts`): a choice, a "locate me" press, or a
 * running signed-in session. Hidden, and silent, when the backend has no `store-locator`.
 */
import { getStoreCode } from '@vitrine/graphql-client';
import type { FavoriteStore } from '@vitrine/session';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { useShopExtension } from '../lib/shop-extensions.ts';
import { useRuntime } from '../shop/runtime-context.tsx';
import type { FavoriteDetails, FavoriteView } from './favorite-store.client.ts';
import { hasStoredFavorite, storeFavoriteNow } from './favorite-store.model.ts';

export type { FavoriteDetails };

interface FavoriteStoreValue {
  /** Whether the shop has a store locator: nothing of the favourite shows without one. */
  readonly available: boolean;
  readonly favorite: FavoriteStore | null;
  /** The favourite's page and today's state, once read (or handed over by a store page). */
  readonly details: FavoriteDetails | null;
  readonly looking: boolean;
  /** The last "locate me" found no store. */
  readonly lookupFailed: boolean;
  readonly choose: (store: FavoriteStore, details?: FavoriteDetails) => void;
  readonly locate: () => void;
}

const FavoriteStoreContext = createContext<FavoriteStoreValue>({
  available: false,
  favorite: null,
  details: null,
  looking: false,
  lookupFailed: false,
  choose: () => undefined,
  locate: () => undefined,
});

const loadClient = () => import('./favorite-store.client.ts');

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

/** Holds the page's favourite store; renders under the runtime (it follows the session). */
export function FavoriteStoreProvider({ children }: { children: ReactNode }) {
  const available = useShopExtension('store-locator');
  const { summary } = useRuntime();
  const [view, setView] = useState<FavoriteView>({ favorite: null });
  const [details, setDetails] = useState<FavoriteDetails | null>(null);
  const [lookup, setLookup] = useState<'idle' | 'looking' | 'failed'>('idle');
  const watching = useRef<Promise<void> | null>(null);
  const wasSignedIn = useRef(false);

  /** Loads the machine (once) and follows it from then on. */
  const client = useCallback(async () => {
    const module = await loadClient();
    watching.current ??= Promise.resolve().then(() => {
      module.watchFavorite(setView);
    });
    await watching.current;
    return module;
  }, []);

  // Drawn from storage after hydration (the server cannot know it): no machine, no request; the
  // checked reader is downloaded only when a favourite is stored.
  useEffect(() => {
    if (!available || !hasStoredFavorite(window.localStorage)) return;
    let live = true;
    void import('./favorite-store-read.client.ts')
      .then(({ storedFavorite }) => {
        const stored = storedFavorite(window.localStorage, getStoreCode(window.localStorage));
        if (live && stored) {
          setView((current) => (current.favorite ? current : { ...current, favorite: stored }));
        }
      })
      .catch((error: unknown) => console.error('Favourite store read failed', error));
    return () => {
      live = false;
    };
  }, [available]);

  // Signing in reads the server's favourite (it wins); signing out forgets it (spec §4).
  useEffect(() => {
    if (!available) return;
    if (summary.signedIn) {
      wasSignedIn.current = true;
      void client().then((module) => module.signedIn());
    } else if (wasSignedIn.current) {
      wasSignedIn.current = false;
      setDetails(null);
      void client().then((module) => module.signedOut());
    }
  }, [available, summary.signedIn, client]);

  // The favourite's hours, for today's state: read when idle, once per store.
  const identifier = view.favorite?.identifier ?? null;
  const known = details?.identifier ?? null;
  useEffect(() => {
    if (!available || identifier === null || identifier === known) return;
    let live = true;
    const cancel = whenIdle(() => {
      void loadClient()
        .then((module) => module.readFavoriteDetails(identifier))
        .then((read) => {
          if (live && read) setDetails(read);
        })
        .catch((error: unknown) => console.error('Favourite store details failed', error));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [available, identifier, known]);

  const choose = useCallback(
    (store: FavoriteStore, handed?: FavoriteDetails) => {
      // Drawn and stored at once, so a page left before the machine has loaded keeps it; the
      // machine then keeps it too and saves it to the server when signed in.
      setView((current) => ({ ...current, favorite: store }));
      storeFavoriteNow(window.localStorage, getStoreCode(window.localStorage), store);
      if (handed) setDetails(handed);
      setLookup('idle');
      void client().then((module) => module.chooseFavorite(store));
    },
    [client],
  );

  const locate = useCallback(() => {
    setLookup('looking');
    void client()
      .then((module) => module.lookUpFavorite())
      .then((found) => setLookup(found ? 'idle' : 'failed'))
      .catch((error: unknown) => {
        console.error('Favourite store lookup failed', error);
        setLookup('failed');
      });
  }, [client]);

  const value = useMemo<FavoriteStoreValue>(
    () => ({
      available,
      favorite: available ? view.favorite : null,
      details: details && details.identifier === identifier ? details : null,
      looking: lookup === 'looking',
      lookupFailed: lookup === 'failed',
      choose,
      locate,
    }),
    [available, view, details, identifier, lookup, choose, locate],
  );
  return <FavoriteStoreContext value={value}>{children}</FavoriteStoreContext>;
}

/** The page's favourite store and what can be done with it. */
export function useFavoriteStore(): FavoriteStoreValue {
  return useContext(FavoriteStoreContext);
}
