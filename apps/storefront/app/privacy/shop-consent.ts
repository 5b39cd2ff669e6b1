/**
 * The page's consent: the stored choices (`consent.store.ts`) as an external store the design
 * system's components read (`ConsentControl`), plus what the banner and the panel need: deciding
 * several purposes at once and asking for the panel. Choices made in another tab apply here too.
 */
import type { ConsentControl } from '@vitrine/ui';
import {
  CONSENT_PURPOSES,
  CONSENT_STORAGE_KEY,
  isGranted,
  readConsent,
  saveConsent,
  undecidedPurposes,
} from './consent.store.ts';
import type { ConsentChoices, ConsentPurpose, ConsentStorage } from './consent.store.ts';

/** The page's consent, as the shell and the forms use it. */
export interface ShopConsent extends ConsentControl {
  /** The choices that hold now. */
  choices: () => ConsentChoices;
  /** Whether the banner must ask: a purpose among `offered` is undecided. */
  needsAnswer: (offered: readonly ConsentPurpose[]) => boolean;
  /** Records the visitor's answer for some purposes (the banner's, the panel's, a placeholder's). */
  decide: (choices: ConsentChoices) => void;
  /** Whether the preferences panel was asked for (the footer's link, "Customise", a placeholder). */
  preferencesOpen: () => boolean;
  closePreferences: () => void;
  openPreferences: () => void;
  /** Reads the stored choices again (another tab changed them). */
  reload: () => void;
}

function isPurpose(value: string): value is ConsentPurpose {
  return (CONSENT_PURPOSES as readonly string[]).includes(value);
}

/** Creates the consent of one page over `storage` and a clock. */
export function createShopConsent(
  storage: ConsentStorage,
  now: () => Date = () => new Date(),
): ShopConsent {
  let current = readConsent(storage, now());
  let panel = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const decide = (choices: ConsentChoices) => {
    current = saveConsent(storage, now(), choices);
    notify();
  };
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    isGranted: (purpose) => isPurpose(purpose) && isGranted(current, purpose),
    grant: (purpose) => {
      if (isPurpose(purpose)) decide({ [purpose]: true });
    },
    choices: () => current,
    needsAnswer: (offered) => undecidedPurposes(current, offered).length > 0,
    decide,
    preferencesOpen: () => panel,
    openPreferences: () => {
      panel = true;
      notify();
    },
    closePreferences: () => {
      panel = false;
      notify();
    },
    reload: () => {
      current = readConsent(storage, now());
      notify();
    },
  };
}

let browserConsent: ShopConsent | undefined;

/** The browser page's consent over local storage, created on first use. */
export function getBrowserConsent(): ShopConsent {
  if (typeof window === 'undefined')
    throw new Error('getBrowserConsent() runs in the browser only');
  if (!browserConsent) {
    let storage: ConsentStorage;
    try {
      storage = window.localStorage;
    } catch {
      // Storage disabled: choices hold for this page only.
      const memory = new Map<string, string>();
      storage = {
        getItem: (key) => memory.get(key) ?? null,
        setItem: (key, value) => void memory.set(key, value),
      };
    }
    const consent = createShopConsent(storage);
    window.addEventListener('storage', (event) => {
      if (event.key === CONSENT_STORAGE_KEY || event.key === null) {
        consent.reload();
      }
    });
    browserConsent = consent;
  }
  return browserConsent;
}
