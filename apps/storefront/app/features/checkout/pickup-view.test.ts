import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pickupAddress } from '@vitrine/checkout-machine';
import { describe, expect, it } from 'vitest';
import { createShopIntl } from '../../i18n/intl.ts';
import { collectorText, pickupShopText } from './pickup-view.ts';

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
