import { describe, expect, it } from 'vitest';
import type { DayHours } from './opening-hours.ts';
import { formatHour, roundedDistance, storeStatus, timeIn } from './store-status.ts';

const day = (iso: string, ...ranges: [string, string][]): DayHours => ({
  day: iso,
  closed: ranges.length === 0,
  ranges: ranges.map(([open, close]) => ({ open, close })),
  specialTitle: null,
});

// Monday 21 to Sunday 27 December 2026: a lunch break on Monday, Christmas closed, Sunday closed.
const WEEK = [
  day('2026-12-21', ['09:30', '12:30'], ['14:00', '19:00']),
  day('2026-12-22', ['09:30', '19:00']),
  day('2026-12-23', ['09:30', '19:00']),
  day('2026-12-24', ['09:30', '17:00']),
  day('2026-12-25'),
  day('2026-12-26', ['09:30', '19:30']),
  day('2026-12-27'),
];

describe('storeStatus', () => {
  it('is open until the end of the current range, the lunch break included', () => {
    expect(storeStatus(WEEK, '2026-12-21', '10:15')).toEqual({ open: true, until: '12:30' });
    expect(storeStatus(WEEK, '2026-12-21', '18:59')).toEqual({ open: true, until: '19:00' });
  });

  it('is closed and opens later today before opening and over lunch', () => {
    expect(storeStatus(WEEK, '2026-12-21', '08:00')).toEqual({
      open: false,
      next: { when: 'today', at: '09:30' },
    });
    expect(storeStatus(WEEK, '2026-12-21', '12:30')).toEqual({
      open: false,
      next: { when: 'today', at: '14:00' },
    });
  });

  it('opens tomorrow after closing time', () => {
    expect(storeStatus(WEEK, '2026-12-21', '19:00')).toEqual({
      open: false,
      next: { when: 'tomorrow', at: '09:30' },
    });
  });

  it('skips a closed day (Christmas) to name the next opening day', () => {
    expect(storeStatus(WEEK, '2026-12-24', '18:00')).toEqual({
      open: false,
      next: { when: 'later', day: '2026-12-26', at: '09:30' },
    });
  });

  it('has no next opening when the week ahead has none', () => {
    expect(storeStatus([day('2026-12-27')], '2026-12-27', '11:00')).toEqual({
      open: false,
      next: null,
    });
  });
});

describe('formatting', () => {
  it('writes French hours the French way and others through Intl', () => {
    expect(formatHour('fr-FR', '19:00')).toBe('19\u00a0h');
    expect(formatHour('fr-CA', '09:30')).toBe('9\u00a0h\u00a030');
    expect(formatHour('de-DE', '09:30')).toBe('9:30');
    expect(formatHour('en-US', '19:00')).toMatch(/^7:00\sPM$/);
  });

  it('reads the time in Paris whatever the server’s zone', () => {
    expect(timeIn('Europe/Paris', new Date('2026-12-21T09:05:00Z'))).toBe('10:05');
  });

  it('rounds distances to a tenth under 10 km and to whole kilometres beyond', () => {
    expect(roundedDistance(2.44)).toBe(2.4);
    expect(roundedDistance(12.4)).toBe(12);
    expect(roundedDistance(0)).toBe(0);
  });
});
