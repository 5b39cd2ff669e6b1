import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createShopIntl } from '../../i18n/intl.ts';
import { withPriceLabels } from './price-labels.ts';

const catalogue = JSON.parse(
  readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../i18n/catalogues/fr_FR.json'),
    'utf8',
  ),
) as Record<string, string>;
const intl = createShopIntl('fr_FR', catalogue);
const money = (amount: number) =>
  intl.formatNumber(amount, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

describe('price filter labels', () => {
  it('read as amounts in euros, the open bucket as "et plus"', () => {
    const [price, form] = withPriceLabels(
      [
        {
          id: 'price',
          label: 'Prix',
          options: [
            { value: '0_10', label: '0-10', count: 3 },
            { value: '40_*', label: '40-*', count: 2 },
            { value: '*_10', label: '*-10', count: 1 },
          ],
        },
        { id: 'form', label: 'Forme', options: [{ value: '305', label: 'Gélules', count: 4 }] },
      ],
      money,
      (descriptor, values) => intl.formatMessage(descriptor, values),
    );
    expect(price?.options.map((option) => option.label)).toEqual([
      '0\u00a0€ – 10\u00a0€',
      '40\u00a0€ et plus',
      'Jusqu’à 10\u00a0€',
    ]);
    expect(form?.options[0]?.label).toBe('Gélules');
  });
});
