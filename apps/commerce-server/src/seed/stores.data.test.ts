import { describe, expect, it } from 'vitest';
import { CLOSED_FOR_RENOVATION, POINTS_OF_SALE, landlinePrefix } from './stores.data.ts';

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
