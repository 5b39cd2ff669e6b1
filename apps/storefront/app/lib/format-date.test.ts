import { describe, expect, it } from 'vitest';
import { createShopIntl } from '../i18n/intl.ts';
import { formatCalendarDay, formatDayDate } from './format-date.ts';

const long = { weekday: 'long', day: 'numeric', month: 'long' } as const;

describe('dates with their day of the month', () => {
  it('write the first of the month as an ordinal in French', () => {
    const intl = createShopIntl('fr_FR', {});
    expect(formatDayDate(intl, '2026-12-01T12:00:00Z', long)).toBe('mardi 1er décembre');
    expect(formatDayDate(intl, '2026-12-01T12:00:00Z', { dateStyle: 'long' })).toBe(
      '1er décembre 2026',
    );
    expect(formatDayDate(intl, '2026-12-11T12:00:00Z', long)).toBe('vendredi 11 décembre');
    expect(formatDayDate(createShopIntl('fr_CA', {}), '2026-12-01T12:00:00Z', long)).toBe(
      'mardi 1er décembre',
    );
  });

  it('leave other languages as Intl writes them', () => {
    expect(formatDayDate(createShopIntl('en_GB', {}), '2026-12-01T12:00:00Z', long)).toBe(
      'Tuesday 1 December',
    );
  });
});

describe('calendar days of the store', () => {
  it('write the day the store means, from 1 January to 31 December', () => {
    const intl = createShopIntl('fr_FR', {});
    expect(formatCalendarDay(intl, '2027-01-01', long)).toBe('vendredi 1er janvier');
    expect(formatCalendarDay(intl, '2026-12-31', long)).toBe('jeudi 31 décembre');
    // Across the spring clock change, the day stays the day.
    expect(formatCalendarDay(intl, '2027-03-28', { dateStyle: 'full' })).toBe(
      'dimanche 28 mars 2027',
    );
  });
});
