import { CART_ID_STORAGE_KEY } from '@vitrine/cart-core';
import { SIGNIN_TOKEN_STORAGE_KEY } from '@vitrine/session';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { useShopExtensions } from '../lib/shop-extensions.ts';
import type { RuntimeSummary, ShopRuntime } from './runtime.client.ts';

interface RuntimeState {
  runtime: ShopRuntime | null;
  summary: RuntimeSummary;
  /** Loads the runtime (once) and resolves with it. */
  load: () => Promise<ShopRuntime>;
}

const EMPTY_SUMMARY: RuntimeSummary = { cartCount: 0, signedIn: false, firstName: null };

const RuntimeContext = createContext<RuntimeState>({
  runtime: null,
  summary: EMPTY_SUMMARY,
  load: () => Promise.reject(new Error('No RuntimeProvider')),
});

/** True when this visitor has a cart or a session worth restoring as the page loads. */
function hasStoredSession(): boolean {
  try {
    return (
      window.localStorage.getItem(CART_ID_STORAGE_KEY) !== null ||
      window.localStorage.getItem(SIGNIN_TOKEN_STORAGE_KEY) !== null
    );
  } catch {
    return false;
  }
}

/**
 * Holds the shop runtime (cart and user actors). It is loaded when the visitor already has a cart
 * or a session (after the page is interactive), or when a page or an action asks for it.
 */
export function RuntimeProvider({ children }: { children: ReactNode }) {
  const [runtime, setRuntime] = useState<ShopRuntime | null>(null);
  const [summary, setSummary] = useState<RuntimeSummary>(EMPTY_SUMMARY);
  const loading = useRef<Promise<ShopRuntime> | null>(null);
  // What the backend offers, from the root loader: the commerce functions are bound to it.
  const extensions = useShopExtensions();
  const offered = useRef(extensions);
  offered.current = extensions;

  const load = useCallback(() => {
    // A failed load (the runtime's code asked for while offline) is forgotten, so the next use
    // fetches it again: the browser does not keep a failed dynamic import, but a kept rejected
    // promise would leave add to cart dead until a reload.
    loading.current ??= import('./runtime.client.ts')
      .then(async (module) => {
        const loaded = await module.getRuntime(offered.current);
        // What the runtime changes on screen (the header's count, a cart or account page drawn
        // in the browser) renders in transitions, which yield to the browser every few
        // milliseconds, rather than in one blocking task on a phone (decision 104).
        module.watchSummary(loaded, (next) => startTransition(() => setSummary(next)));
        startTransition(() => setRuntime(loaded));
        return loaded;
      })
      .catch((error: unknown) => {
        loading.current = null;
        throw error;
      });
    return loading.current;
  }, []);

  useEffect(() => {
    if (!hasStoredSession()) return;
    const start = () => void load();
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 200);
    return () => clearTimeout(timer);
  }, [load]);

  const value = useMemo(() => ({ runtime, summary, load }), [runtime, summary, load]);
  return <RuntimeContext value={value}>{children}</RuntimeContext>;
}

/** The runtime once loaded (null before), its summary, and a way to load it. */
export function useRuntime(): RuntimeState {
  return useContext(RuntimeContext);
}

/**
 * Loads the runtime when the component mounts (cart, checkout and account pages need it). The
 * load starts in a task of its own: asking for the runtime's code adds a preload link per chunk
 * it needs, which would otherwise lengthen the task that ends the page's hydration (the cart's
 * longest on a slow phone, decision 180).
 */
export function useRequiredRuntime(): ShopRuntime | null {
  const { runtime, load } = useRuntime();
  useEffect(() => {
    const timer = setTimeout(() => void load(), 0);
    return () => clearTimeout(timer);
  }, [load]);
  return runtime;
}
