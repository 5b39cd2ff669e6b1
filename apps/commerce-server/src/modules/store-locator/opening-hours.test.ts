import { describe, expect, it } from 'vitest';
import { storeDate } from '../platform/index.ts';
import {
  dateRange,
  frenchDay,
  mondayIndex,
  openingHours,
  specialScheduleText,
} from './opening-hours.ts';

describe('opening hours', () => {
  it('defaults to the next days from today in Paris, across midnight UTC', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Paris.
    expect(storeDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(dateRange(undefined, undefined, 3, new Date('2026-12-31T23:30:00Z'))).toEqual([
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('numbers days from Monday and labels them in French', () => {
    expect(mondayIndex('2026-11-23')).toBe(0);
    expect(mondayIndex('2026-11-29')).toBe(6);
    expect(frenchDay('2026-12-25')).toEqual({ weekday: 'vendredi', label: 'vendredi 25 décembre' });
  });

  it('writes the first of the month as French does: 1er', () => {
    expect(frenchDay('2026-12-01').label).toBe('mardi 1er décembre');
    expect(frenchDay('2027-01-01').label).toBe('vendredi 1er janvier');
    expect(frenchDay('2026-12-11').label).toBe('vendredi 11 décembre');
  });

  it('keeps lunch breaks as two intervals and closes days without hours', () => {
    const weekly = [
      { day: 0, open: '09:30', close: '12:30' },
      { day: 0, open: '14:00', close: '19:00' },
    ];
    const items = openingHours(['2026-11-23', '2026-11-24'], weekly, []);
    expect(items).toEqual([
      {
        day: '2026-11-23',
        dayLabel: 'lundi',
        open: '09:30',
        close: '12:30',
        is_closed: false,
        special_title: null,
      },
      {
        day: '2026-11-23',
        dayLabel: 'lundi',
        open: '14:00',
        close: '19:00',
        is_closed: false,
        special_title: null,
      },
      {
        day: '2026-11-24',
        dayLabel: 'mardi',
        open: null,
        close: null,
        is_closed: true,
        special_title: null,
      },
    ]);
  });

  it('lets a special day override the week and describes it in French', () => {
    const specials = [
      { entity_id: 1, date: '2026-12-24', title: 'Veille de Noël', open: '09:30', close: '17:00' },
    ];
    expect(
      openingHours(['2026-12-24'], [{ day: 3, open: '09:30', close: '19:00' }], specials)[0],
    ).toMatchObject({ close: '17:00', special_title: 'Veille de Noël' });
    expect(
      specialScheduleText([
        ...specials,
        { entity_id: 1, date: '2026-12-25', title: 'Noël', open: null, close: null },
      ]),
    ).toBe(
      'jeudi 24 décembre : Veille de Noël, ouvert de 09:30 à 17:00\nvendredi 25 décembre : Noël, fermé',
    );
  });
});
