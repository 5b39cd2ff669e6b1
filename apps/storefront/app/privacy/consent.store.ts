/**
 * The visitor's consent, as kept in the browser (CNIL's 2020 guidelines and recommendation): a
 * choice per purpose, each dated, under the version of the purposes it answered. A choice older
 * than six months, a purpose the visitor was never asked about, and every choice made under an
 * older version count as undecided, so the banner asks again. Pure: storage and clock are given.
 */

/** Every purpose the shop may ask consent for. */
export const CONSENT_PURPOSES = ['videos', 'maps', 'social', 'antiBot', 'analytics'] as const;

/** One purpose: a kind of third-party content or service. */
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The purposes of third-party content every page may hold (video, map, feed and reviews blocks). */
export const CONTENT_PURPOSES = ['videos', 'maps', 'social'] as const satisfies ConsentPurpose[];

/**
 * The version of the purposes and their texts. Raise it when a purpose changes meaning or its
 * third parties change: every visitor is asked again. (A purpose added to the list is asked
 * about on its own, without a new version.)
 */
export const CONSENT_VERSION = 1;

/** How long a choice holds before the banner asks again (CNIL recommends six months). */
export const CONSENT_LIFETIME_MONTHS = 6;

/** The browser storage key (first-party local storage, beside `signin_token` and `cartId`). */
export const CONSENT_STORAGE_KEY = 'consent_choices';

/** The decided purposes: true allowed, false refused; an absent purpose is undecided. */
export type ConsentChoices = Partial<Record<ConsentPurpose, boolean>>;

/** What is stored: each choice with the moment it was made. */
interface StoredConsent {
  version: number;
  choices: Partial<Record<ConsentPurpose, { granted: boolean; at: string }>>;
}

/** The storage the choices live in (`localStorage` in the browser). */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isPurpose(value: string): value is ConsentPurpose {
  return (CONSENT_PURPOSES as readonly string[]).includes(value);
}

/** `at` plus the consent's lifetime, in calendar months (the 31st rolls to the month's end). */
export function consentExpiry(at: Date): Date {
  const expiry = new Date(at.getTime());
  const day = expiry.getUTCDate();
  expiry.setUTCDate(1);
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_LIFETIME_MONTHS);
  const lastDay = new Date(
    Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() + 1, 0),
  ).getUTCDate();
  expiry.setUTCDate(Math.min(day, lastDay));
  return expiry;
}

function parse(raw: string | null): StoredConsent | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { version, choices } = value as { version?: unknown; choices?: unknown };
    if (typeof version !== 'number' || typeof choices !== 'object' || choices === null) return null;
    return { version, choices };
  } catch {
    return null;
  }
}

function read(storage: ConsentStorage): StoredConsent | null {
  try {
    return parse(storage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    // Storage refused (a private window, a full quota): nothing was decided that we can see.
    return null;
  }
}

/**
 * The choices that still hold at `now`: those of the current version, well formed and less than
 * six months old. Everything else is undecided.
 */
export function readConsent(storage: ConsentStorage, now: Date): ConsentChoices {
  const stored = read(storage);
  if (stored === null || stored.version !== CONSENT_VERSION) return {};
  const choices: ConsentChoices = {};
  for (const [purpose, choice] of Object.entries(stored.choices)) {
    if (!isPurpose(purpose) || typeof choice !== 'object' || choice === null) continue;
    const at = new Date(choice.at);
    if (typeof choice.granted !== 'boolean' || Number.isNaN(at.getTime())) continue;
    if (at.getTime() > now.getTime() || consentExpiry(at).getTime() <= now.getTime()) continue;
    choices[purpose] = choice.granted;
  }
  return choices;
}

/**
 * Records `decided` at `now`, keeping the other choices that still hold. Returns the choices
 * that now hold (those in memory if the storage refuses the write: the page still respects them).
 */
export function saveConsent(
  storage: ConsentStorage,
  now: Date,
  decided: ConsentChoices,
): ConsentChoices {
  const stored = read(storage);
  const kept = stored?.version === CONSENT_VERSION ? stored.choices : {};
  const current = readConsent(storage, now);
  const choices: StoredConsent['choices'] = {};
  for (const purpose of CONSENT_PURPOSES) {
    const fresh = decided[purpose];
    if (fresh !== undefined) choices[purpose] = { granted: fresh, at: now.toISOString() };
    else if (current[purpose] !== undefined && kept[purpose]) choices[purpose] = kept[purpose];
  }
  try {
    storage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: CONSENT_VERSION, choices } satisfies StoredConsent),
    );
  } catch {
    // Not kept past this page: the banner will ask again on the next one.
  }
  return Object.fromEntries(
    Object.entries(choices).map(([purpose, choice]) => [purpose, choice.granted]),
  );
}

/** The purposes among `offered` the visitor has not decided on (the banner shows while any is). */
export function undecidedPurposes(
  choices: ConsentChoices,
  offered: readonly ConsentPurpose[],
): ConsentPurpose[] {
  return offered.filter((purpose) => choices[purpose] === undefined);
}

/** Whether `purpose` is allowed: only an explicit, current yes counts. */
export function isGranted(choices: ConsentChoices, purpose: ConsentPurpose): boolean {
  return choices[purpose] === true;
}
