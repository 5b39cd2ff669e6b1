import { describe, expect, it } from 'vitest';
import {
  CLOSED_FOR_RENOVATION,
  POINTS_OF_SALE,
  SPECIAL_DAYS,
  SPECIAL_DAY_YEARS,
  easterSunday,
  landlinePrefix,
  specialDaysOf,
} from './stores.data.ts';

describe('the seeded points of sale', () => {
  it('dial the landline prefix of their region', () => {
    const prefixes = Object.fromEntries(
      POINTS_OF_SALE.map(([name, , postcode]) => [name, landlinePrefix(postcode)]),
    );
    expect(prefixes).toMatchObject({
      'Paris Rivoli': '01',
      Versailles: '01',
      Rennes: '02',
      Brest: '02',
      'Nantes Graslin': '02',
      Rouen: '02',
      Tours: '02',
      'Lille Grand Place': '03',
      Strasbourg: '03',
      Dijon: '03',
      Metz: '03',
      'Lyon Presqu’île': '04',
      'Marseille Vieux-Port': '04',
      Grenoble: '04',
      'Nice Masséna': '04',
      'Montpellier Comédie': '04',
      'Clermont-Ferrand': '04',
      'Toulouse Capitole': '05',
      'Bordeaux Sainte-Catherine': '05',
      'La Rochelle': '05',
    });
  });

  it('are 25 open, as the shop’s banner says, and one closed', () => {
    expect(POINTS_OF_SALE.filter(([name]) => name !== CLOSED_FOR_RENOVATION)).toHaveLength(25);
    expect(POINTS_OF_SALE.some(([name]) => name === CLOSED_FOR_RENOVATION)).toBe(true);
  });
});

describe('the seeded holiday schedules', () => {
  it('date Easter as the calendar does', () => {
    const easter = [2024, 2025, 2026, 2027, 2028, 2038].map((year) =>
      easterSunday(year).toISOString().slice(0, 10),
    );
    expect(easter).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2028-04-16',
      '2038-04-25',
    ]);
  });

  it('list the French public holidays of a year and the Christmas openings', () => {
    const days = Object.fromEntries(specialDaysOf(2027).map(([date, title]) => [title, date]));
    expect(days).toEqual({
      'Jour de l’an': '2027-01-01',
      'Lundi de Pâques': '2027-03-29',
      'Fête du Travail': '2027-05-01',
      Ascension: '2027-05-06',
      'Victoire 1945': '2027-05-08',
      'Lundi de Pentecôte': '2027-05-17',
      'Fête nationale': '2027-07-14',
      Assomption: '2027-08-15',
      Toussaint: '2027-11-01',
      Armistice: '2027-11-11',
      'Ouverture exceptionnelle': '2027-12-19',
      'Veille de Noël': '2027-12-24',
      Noël: '2027-12-25',
      'Saint-Sylvestre': '2027-12-31',
    });
  });

  it('keep one schedule per date when Ascension falls on 1 May', () => {
    const dates = specialDaysOf(2008).map(([date]) => date);
    expect(new Set(dates).size).toBe(dates.length);
    expect(specialDaysOf(2008).find(([date]) => date === '2008-05-01')?.[1]).toBe(
      'Fête du Travail',
    );
  });

  it('cover every year from the first to the last, in date order', () => {
    const years = new Set(SPECIAL_DAYS.map(([date]) => Number(date.slice(0, 4))));
    expect([...years]).toEqual(
      Array.from(
        { length: SPECIAL_DAY_YEARS.to - SPECIAL_DAY_YEARS.from + 1 },
        (_, index) => SPECIAL_DAY_YEARS.from + index,
      ),
    );
    const dates = SPECIAL_DAYS.map(([date]) => date);
    expect(dates).toEqual([...dates].sort());
  });
});
