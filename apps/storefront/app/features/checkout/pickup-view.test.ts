import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pickupAddress } from '@vitrine/checkout-machine';
import { describe, expect, it } from 'vitest';
import { createShopIntl } from '../../i18n/intl.ts';
import { pickupMessages } from './pickup.messages.ts';
import { PICKUP_SHOPS_SHOWN, collectorText, foldedShops, pickupShopText } from './pickup-view.ts';

const catalogue = JSON.parse(
  readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../i18n/catalogues/fr_FR.json'),
    'utf8',
  ),
) as Record<string, string>;
const intl = createShopIntl('fr_FR', catalogue);

const annecy = pickupAddress(
  {
    code: 'ORS012',
    name: 'Orsalis Annecy',
    street: '3 rue Royale',
    postcode: '74000',
    city: 'Annecy',
    countryId: 'FR',
  },
  { firstname: 'Inès', lastname: 'Girard', telephone: '06 12 34 56 78' },
);

describe('the shop of a pickup order, as the receipt and the step summary say it', () => {
  it('names the shop and its address, and who collects', () => {
    expect(pickupShopText(intl, annecy)).toBe(
      'À retirer à la boutique Orsalis Annecy, 3 rue Royale, 74000 Annecy',
    );
    expect(collectorText(annecy)).toBe('Inès Girard · 06 12 34 56 78');
  });

  it('says nothing of a shop for a home delivery', () => {
    const { pickup_location_code: _code, ...home } = annecy;
    expect(pickupShopText(intl, { ...home, company: null })).toBeNull();
    expect(pickupShopText(intl, null)).toBeNull();
  });
});

describe('the pickup step’s list of shops', () => {
  const shops = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      code: `ORS${String(index + 1).padStart(3, '0')}`,
    }));
  const codes = (list: readonly { code: string }[]) => list.map((shop) => shop.code);

  it('shows the first five of the 25 shops and folds the others away', () => {
    const { shown, folded } = foldedShops(shops(25), null, false);
    expect(PICKUP_SHOPS_SHOWN).toBe(5);
    expect(codes(shown)).toEqual(['ORS001', 'ORS002', 'ORS003', 'ORS004', 'ORS005']);
    expect(folded).toBe(20);
  });

  it('keeps the chosen shop when it is further down', () => {
    const { shown, folded } = foldedShops(shops(25), 'ORS017', false);
    expect(codes(shown)).toEqual(['ORS001', 'ORS002', 'ORS003', 'ORS004', 'ORS005', 'ORS017']);
    expect(folded).toBe(19);
    expect(codes(foldedShops(shops(25), 'ORS002', false).shown)).toHaveLength(5);
  });

  it('shows every shop once asked, and never folds away one or two', () => {
    expect(foldedShops(shops(25), null, true)).toEqual({ shown: shops(25), folded: 0 });
    expect(foldedShops(shops(7), null, false).folded).toBe(0);
    expect(foldedShops(shops(8), null, false).folded).toBe(3);
  });

  it('says how many are folded, in French', () => {
    expect(intl.formatMessage(pickupMessages.showMore, { count: 20 })).toBe(
      'Afficher les 20 autres boutiques',
    );
    expect(intl.formatMessage(pickupMessages.showMore, { count: 1 })).toBe(
      'Afficher 1 autre boutique',
    );
  });
});
