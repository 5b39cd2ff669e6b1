import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../platform/index.ts';
import {
  SubscriptionRuleError,
  cancel,
  changeFrequency,
  isDue,
  pause,
  renewed,
  resume,
  skip,
  started,
} from './subscription.rules.ts';
import type { SubscriptionState } from './subscription.rules.ts';

const OFFERED = [30, 60, 90];
const day = fc.integer({ min: 0, max: 3650 }).map((offset) => addDays('2026-01-01', offset));
const frequency = fc.constantFrom(...OFFERED);
const state = fc
  .record({
    status: fc.constantFrom('active', 'paused', 'cancelled' as const),
    frequency,
    nextDate: day,
    lastDate: day,
  })
  .map((value): SubscriptionState =>
    value.status === 'cancelled' ? { ...value, nextDate: null } : value,
  );

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

describe('subscription rules', () => {
  it('starts active with its first renewal one period after the order date', () => {
    expect(started('2026-11-27', 30)).toEqual({
      status: 'active',
      frequency: 30,
      nextDate: '2026-12-27',
      lastDate: '2026-11-27',
    });
    // Calendar days: the daylight-saving change in March does not move it.
    expect(started('2026-03-01', 30).nextDate).toBe('2026-03-31');
  });

  it('skip moves an active subscription’s next date by exactly one period, and nothing else', () => {
    fc.assert(
      fc.property(state, (before) => {
        fc.pre(before.status === 'active');
        const after = skip(before);
        expect(daysBetween(before.nextDate ?? '', after.nextDate ?? '')).toBe(before.frequency);
        expect({ ...after, nextDate: null }).toEqual({ ...before, nextDate: null });
      }),
    );
  });

  it('a cancelled subscription never changes: every change is refused with the same message', () => {
    fc.assert(
      fc.property(state, day, frequency, (before, today, days) => {
        fc.pre(before.status === 'cancelled');
        for (const change of [
          () => skip(before),
          () => pause(before),
          () => resume(before, today),
          () => cancel(before),
          () => changeFrequency(before, days, OFFERED, today),
        ]) {
          expect(change).toThrow('A cancelled subscription cannot be changed.');
        }
      }),
    );
  });

  it('pause and skip need an active one; resume needs a paused one', () => {
    const paused = pause(started('2026-11-27', 60));
    expect(paused.status).toBe('paused');
    expect(paused.nextDate).toBe('2027-01-26');
    expect(() => skip(paused)).toThrow('Only an active subscription can be paused or skipped.');
    expect(() => pause(paused)).toThrow('Only an active subscription can be paused or skipped.');
    expect(() => resume(started('2026-11-27', 60), '2026-11-28')).toThrow(
      'Only a paused subscription can be resumed.',
    );
    expect(() => skip(paused)).toThrow(SubscriptionRuleError);
  });

  it('resume keeps a next date still ahead, else the next renewal is tomorrow', () => {
    const paused = pause(started('2026-11-27', 30));
    expect(resume(paused, '2026-12-01').nextDate).toBe('2026-12-27');
    expect(resume(paused, '2026-12-27').nextDate).toBe('2026-12-28');
    expect(resume(paused, '2027-02-10')).toMatchObject({
      status: 'active',
      nextDate: '2027-02-11',
    });
  });

  it('a resumed subscription is never due today', () => {
    fc.assert(
      fc.property(state, day, (before, today) => {
        fc.pre(before.status === 'paused');
        expect(isDue(resume(before, today), today)).toBe(false);
      }),
    );
  });

  it('a frequency change counts from the last delivery, never before tomorrow, and only to an offered one', () => {
    const sub = started('2026-11-27', 30);
    expect(changeFrequency(sub, 90, OFFERED, '2026-12-01').nextDate).toBe('2027-02-25');
    expect(changeFrequency(sub, 60, OFFERED, '2027-01-30').nextDate).toBe('2027-01-31');
    expect(() => changeFrequency(sub, 45, OFFERED, '2026-12-01')).toThrow(
      'The frequency 45 days is not offered for this product.',
    );
    fc.assert(
      fc.property(state, frequency, day, (before, days, today) => {
        fc.pre(before.status !== 'cancelled');
        const after = changeFrequency(before, days, OFFERED, today);
        expect(after.frequency).toBe(days);
        expect(after.status).toBe(before.status);
        expect((after.nextDate ?? '') > today).toBe(true);
      }),
    );
  });

  it('after a renewal the next date is one period on, or the first date of the rhythm after today', () => {
    const sub = started('2026-11-27', 30);
    expect(renewed(sub, '2026-12-27', '2026-12-27')).toMatchObject({
      lastDate: '2026-12-27',
      nextDate: '2027-01-26',
    });
    // A scheduler stopped for three periods renews once, then keeps the rhythm.
    expect(renewed(sub, '2026-12-27', '2027-03-01').nextDate).toBe('2027-03-27');
    fc.assert(
      fc.property(state, day, (before, today) => {
        fc.pre(before.status === 'active' && isDue(before, today));
        const after = renewed(before, before.nextDate ?? '', today);
        expect(isDue(after, today)).toBe(false);
        expect(daysBetween(before.nextDate ?? '', after.nextDate ?? '') % before.frequency).toBe(0);
      }),
    );
  });
});
