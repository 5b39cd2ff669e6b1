import { describe, expect, it } from 'vitest';
import { localWeekday } from './weekday.ts';

const french = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' }).format(date);

describe('the days of the opening hours', () => {
  it('shows store config’s English day names in French', () => {
    expect(localWeekday('Monday', french)).toBe('lundi');
    expect(localWeekday('friday', french)).toBe('vendredi');
    expect(localWeekday('Sunday', french)).toBe('dimanche');
  });

  it('keeps a name it does not recognise', () => {
    expect(localWeekday('Lundi', french)).toBe('Lundi');
  });
});
