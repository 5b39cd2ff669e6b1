import { describe, expect, it } from 'vitest';
import { addDays, groupHours, isoDateIn, weekAhead } from './opening-hours.ts';

describe('opening hours', () => {
  it('takes today in Paris, not in UTC', () => {
    expect(isoDateIn('Europe/Paris', new Date('2026-12-24T23:30:00Z'))).toBe('2026-12-25');
    expect(weekAhead(new Date('2026-12-24T23:30:00Z'))).toEqual({
      dateRangeStart: '2026-12-25',
      dateRangeEnd: '2026-12-31',
    });
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('groups the slots of a day, keeps holidays and closed days', () => {
    expect(
      groupHours([
        { day: '2026-12-22', open: '14:00', close: '19:00', is_closed: false },
        { day: '2026-12-22', open: '09:30', close: '12:30', is_closed: false },
        { day: '2026-12-25', open: null, close: null, is_closed: true, special_title: 'Noël' },
        { day: '2026-12-21', open: '14:00', close: '19:00', is_closed: false },
        null,
      ]),
    ).toEqual([
      {
        day: '2026-12-21',
        closed: false,
        ranges: [{ open: '14:00', close: '19:00' }],
        specialTitle: null,
      },
      {
        day: '2026-12-22',
        closed: false,
        ranges: [
          { open: '09:30', close: '12:30' },
          { open: '14:00', close: '19:00' },
        ],
        specialTitle: null,
      },
      { day: '2026-12-25', closed: true, ranges: [], specialTitle: 'Noël' },
    ]);
  });
});
