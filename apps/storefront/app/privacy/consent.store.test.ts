import { describe, expect, it } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  consentExpiry,
  isGranted,
  readConsent,
  saveConsent,
  undecidedPurposes,
} from './consent.store.ts';
import type { ConsentPurpose } from './consent.store.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const OFFERED: ConsentPurpose[] = ['videos', 'maps', 'social', 'antiBot'];
const MARCH_1 = new Date('2025-03-01T10:00:00Z');

describe('the consent store', () => {
  it('asks about every purpose on a first visit, and allows none', () => {
    const choices = readConsent(memoryStorage(), MARCH_1);
    expect(undecidedPurposes(choices, OFFERED)).toEqual(OFFERED);
    expect(OFFERED.some((purpose) => isGranted(choices, purpose))).toBe(false);
  });

  it('keeps a choice per purpose, dated, under the purposes’ version', () => {
    const storage = memoryStorage();
    saveConsent(storage, MARCH_1, { videos: true, maps: false, social: false, antiBot: false });
    expect(JSON.parse(storage.items.get(CONSENT_STORAGE_KEY) ?? '')).toEqual({
      version: CONSENT_VERSION,
      choices: {
        videos: { granted: true, at: '2025-03-01T10:00:00.000Z' },
        maps: { granted: false, at: '2025-03-01T10:00:00.000Z' },
        social: { granted: false, at: '2025-03-01T10:00:00.000Z' },
        antiBot: { granted: false, at: '2025-03-01T10:00:00.000Z' },
      },
    });
    const later = readConsent(storage, new Date('2025-05-01T10:00:00Z'));
    expect(later).toEqual({ videos: true, maps: false, social: false, antiBot: false });
    expect(undecidedPurposes(later, OFFERED)).toEqual([]);
    expect(isGranted(later, 'videos')).toBe(true);
    expect(isGranted(later, 'maps')).toBe(false);
  });

  it('forgets a choice six months after it was made, so the banner asks again', () => {
    const storage = memoryStorage();
    saveConsent(storage, MARCH_1, { videos: true, maps: false });
    expect(readConsent(storage, new Date('2025-09-01T09:59:59Z'))).toEqual({
      videos: true,
      maps: false,
    });
    expect(readConsent(storage, new Date('2025-09-01T10:00:00Z'))).toEqual({});
  });

  it('counts six calendar months, ending on the last day of a shorter month', () => {
    expect(consentExpiry(new Date('2025-08-31T12:00:00Z')).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(consentExpiry(new Date('2025-01-15T00:00:00Z')).toISOString()).toBe(
      '2025-07-15T00:00:00.000Z',
    );
  });

  it('dates each purpose on its own: allowing one later does not renew the others', () => {
    const storage = memoryStorage();
    saveConsent(storage, MARCH_1, { videos: false, maps: false });
    saveConsent(storage, new Date('2025-06-01T10:00:00Z'), { videos: true });
    expect(readConsent(storage, new Date('2025-09-15T10:00:00Z'))).toEqual({ videos: true });
  });

  it('asks about a purpose added since the visitor chose, and only about that one', () => {
    const storage = memoryStorage();
    saveConsent(storage, MARCH_1, { videos: false, maps: false, social: true });
    const choices = readConsent(storage, MARCH_1);
    expect(undecidedPurposes(choices, [...OFFERED, 'analytics'])).toEqual(['antiBot', 'analytics']);
  });

  it('asks about everything again when the purposes’ version changed', () => {
    const storage = memoryStorage({
      [CONSENT_STORAGE_KEY]: JSON.stringify({
        version: CONSENT_VERSION - 1,
        choices: { videos: { granted: true, at: MARCH_1.toISOString() } },
      }),
    });
    expect(readConsent(storage, MARCH_1)).toEqual({});
    saveConsent(storage, MARCH_1, { maps: true });
    expect(readConsent(storage, MARCH_1)).toEqual({ maps: true });
  });

  it('treats what it cannot read as undecided, never as allowed', () => {
    const now = MARCH_1.toISOString();
    for (const raw of [
      'not json',
      'null',
      '[]',
      JSON.stringify({
        version: CONSENT_VERSION,
        choices: { videos: { granted: 'yes', at: now } },
      }),
      JSON.stringify({ version: CONSENT_VERSION, choices: { videos: { granted: true } } }),
      JSON.stringify({
        version: CONSENT_VERSION,
        choices: { tracking: { granted: true, at: now } },
      }),
      // A date in the future is no answer given.
      JSON.stringify({
        version: CONSENT_VERSION,
        choices: { videos: { granted: true, at: '2030-01-01T00:00:00Z' } },
      }),
    ]) {
      expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: raw }), MARCH_1)).toEqual({});
    }
  });

  it('still answers with the choices when the storage refuses to keep them', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readConsent(refusing, MARCH_1)).toEqual({});
    expect(saveConsent(refusing, MARCH_1, { videos: true, maps: false })).toEqual({
      videos: true,
      maps: false,
    });
  });
});
