/**
 * The customer's wish list as every heart and the header's count see it: read once signed in,
 * changed by a press, forgotten on sign-out. The rules are the model's (`wishlist.model.ts`);
 * the calls are loaded on first use (`wishlist.client.ts`), so a guest's page ships none of them.
 */
import { signInUrlFor } from '@vitrine/session';
import { useToasts } from '@vitrine/ui';
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
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import type { RootData } from '../root.tsx';
import { useRuntime } from '../shop/runtime-context.tsx';
import { wishlistHeartMessages as messages } from './wishlist.messages.ts';
import {
  EMPTY_WISHLIST,
  decideToggle,
  fromSummary,
  intentKey,
  isSaved,
  rememberIntent,
  takeIntent,
  withPending,
  withoutItem,
} from './wishlist.model.ts';
import type { WishlistIntent, WishlistState } from './wishlist.model.ts';

interface WishlistContextValue {
  /** The store's wish list switch: off, no heart and no count. */
  readonly enabled: boolean;
  readonly signedIn: boolean;
  readonly state: WishlistState;
  readonly toggle: (intent: WishlistIntent) => Promise<void>;
  /** Reads the list again (the wish list page changed it). */
  readonly refresh: () => void;
}

const WishlistContext = createContext<WishlistContextValue>({
  enabled: false,
  signedIn: false,
  state: EMPTY_WISHLIST,
  toggle: () => Promise.resolve(),
  refresh: () => undefined,
});

const loadClient = () => import('./wishlist.client.ts');

/** Holds the wish list for the page's hearts; renders under the runtime and the toasts. */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const enabled = useRouteLoaderData<RootData>('root')?.store.wishlistEnabled ?? false;
  const { summary } = useRuntime();
  const signedIn = summary.signedIn;
  const { addToast } = useToasts();
  const navigate = useNavigate();
  const location = useLocation();
  // The ref is the truth a press reads at once (a double click comes before a re-render).
  const current = useRef<WishlistState>(EMPTY_WISHLIST);
  const [state, setState] = useState<WishlistState>(EMPTY_WISHLIST);
  const readFailed = useRef(false);
  const [reads, setReads] = useState(0);
  const refresh = useCallback(() => setReads((count) => count + 1), []);
  const update = useCallback((change: (state: WishlistState) => WishlistState) => {
    current.current = change(current.current);
    setState(current.current);
  }, []);

  const failed = useCallback(
    (error: unknown) => {
      console.error('Wish list change failed', error);
      addToast({ type: 'error', message: messages.failed, dismissable: true });
    },
    [addToast],
  );

  const add = useCallback(
    async (intent: WishlistIntent) => {
      const key = intentKey(intent);
      update((state) => withPending(state, key, true));
      try {
        const client = await loadClient();
        const answer = await client.addToWishlist(current.current.wishlistId, intent);
        if (!answer.ok) return failed(answer.error);
        update((state) => fromSummary(state, answer.summary));
        addToast({
          type: 'success',
          message: { ...messages.added, values: { name: intent.name } },
        });
      } catch (error) {
        failed(error);
      } finally {
        update((state) => withPending(state, key, false));
      }
    },
    [addToast, failed, update],
  );

  const remove = useCallback(
    async (intent: WishlistIntent, itemId: string) => {
      const key = intentKey(intent);
      update((state) => withPending(state, key, true));
      try {
        const client = await loadClient();
        const answer = await client.removeFromWishlist(current.current.wishlistId, itemId);
        if (!answer.ok) return failed(answer.error);
        update((state) => withoutItem(state, key, answer.count));
        addToast({ type: 'info', message: { ...messages.removed, values: { name: intent.name } } });
      } catch (error) {
        failed(error);
      } finally {
        update((state) => withPending(state, key, false));
      }
    },
    [addToast, failed, update],
  );

  // Signed in: read the list, then add the product remembered across the sign-in (taken once).
  useEffect(() => {
    readFailed.current = false;
    if (!enabled || !signedIn) {
      update(() => EMPTY_WISHLIST);
      return;
    }
    let live = true;
    void (async () => {
      const answer = await (await loadClient()).readWishlist();
      if (!live) return;
      if (!answer.ok) {
        readFailed.current = true;
        console.error('Wish list read failed', answer.error);
        return;
      }
      update((state) => fromSummary(state, answer.summary));
      const intent = takeIntent(window.sessionStorage);
      if (!intent) return;
      if (isSaved(current.current, intentKey(intent))) {
        addToast({
          type: 'success',
          message: { ...messages.added, values: { name: intent.name } },
        });
      } else await add(intent);
    })().catch((error: unknown) => console.error('Wish list read failed', error));
    return () => {
      live = false;
    };
  }, [enabled, signedIn, reads, update, add, addToast]);

  const toggle = useCallback(
    async (intent: WishlistIntent) => {
      const decision = decideToggle(current.current, intentKey(intent), signedIn);
      switch (decision.kind) {
        case 'signIn':
          rememberIntent(window.sessionStorage, intent);
          addToast({
            type: 'info',
            message: { ...messages.signInFirst, values: { name: intent.name } },
          });
          await navigate(signInUrlFor(location.pathname, location.search));
          return;
        case 'wait':
          if (!current.current.loaded && readFailed.current) failed(new Error('list not read'));
          return;
        case 'add':
          return add(intent);
        case 'remove':
          return remove(intent, decision.itemId);
      }
    },
    [signedIn, addToast, navigate, location.pathname, location.search, failed, add, remove],
  );

  const value = useMemo(
    () => ({ enabled, signedIn, state, toggle, refresh }),
    [enabled, signedIn, state, toggle, refresh],
  );
  return <WishlistContext value={value}>{children}</WishlistContext>;
}

/** The wish list as the page's hearts and the header's count see it. */
export function useWishlist(): WishlistContextValue {
  return useContext(WishlistContext);
}
