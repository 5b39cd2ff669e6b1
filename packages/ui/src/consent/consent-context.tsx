import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

/**
 * The purposes of third-party content the renderers hold back until the visitor allows them:
 * video players and thumbnails (YouTube, Vimeo), map embeds, and social feed or reviews widgets.
 */
export type ContentPurpose = 'videos' | 'maps' | 'social';

/**
 * The visitor's consent as components read it: an external store (the storefront's keeps the
 * choices in the browser; tests and stories keep them in memory).
 */
export interface ConsentControl {
  /** Calls `onChange` whenever a choice changes; returns the unsubscribe. */
  subscribe: (onChange: () => void) => () => void;
  /** Whether the visitor allowed `purpose` (false until they do). */
  isGranted: (purpose: string) => boolean;
  /** Allows one purpose, from a placeholder's "Allow and show" button. */
  grant: (purpose: string) => void;
  /** Opens the preferences panel; without it placeholders offer no link to it. */
  openPreferences?: () => void;
}

/**
 * A consent kept in memory for the page's life: nothing allowed until `grant`. What components
 * fall back on without a provider, and what tests and stories use.
 */
export function createMemoryConsent(
  granted: Iterable<string> = [],
  openPreferences?: () => void,
): ConsentControl {
  const allowed = new Set(granted);
  const listeners = new Set<() => void>();
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    isGranted: (purpose) => allowed.has(purpose),
    grant(purpose) {
      if (allowed.has(purpose)) return;
      allowed.add(purpose);
      for (const listener of [...listeners]) listener();
    },
    ...(openPreferences ? { openPreferences } : {}),
  };
}

// Without a provider nothing third-party loads until the visitor allows it on a placeholder: the
// safe default for a shop selling in France (CNIL).
const ConsentContext = createContext<ConsentControl>(createMemoryConsent());

/** Gives every component below it the visitor's consent. */
export function ConsentProvider({
  control,
  children,
}: {
  control: ConsentControl;
  children?: ReactNode;
}) {
  return <ConsentContext value={control}>{children}</ConsentContext>;
}

/** What a component holding back third-party content needs to know and do. */
export interface ConsentState {
  /** Allowed now. Always false in the server's HTML and while hydrating. */
  granted: boolean;
  /** Allows the purpose. */
  grant: () => void;
  /** Opens the preferences panel, when the page has one. */
  openPreferences: (() => void) | undefined;
}

const never = () => false;

/**
 * The visitor's choice for `purpose`. The server's HTML and the hydrating render always see it
 * refused (the choice lives in the browser), so the page's first HTML never names a third party
 * and hydration never mismatches; a granted purpose shows right after hydration.
 */
export function useConsent(purpose: string): ConsentState {
  const control = useContext(ConsentContext);
  const granted = useSyncExternalStore(control.subscribe, () => control.isGranted(purpose), never);
  return {
    granted,
    grant: () => control.grant(purpose),
    openPreferences: control.openPreferences,
  };
}
