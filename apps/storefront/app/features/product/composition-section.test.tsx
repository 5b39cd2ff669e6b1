// @vitest-environment jsdom
import { supplementFacts } from '@vitrine/food-information';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import catalogue from '../../i18n/catalogues/fr_FR.json' with { type: 'json' };
import { ShopIntlProvider } from '../../i18n/shop-intl.tsx';
import { CompositionSection } from './composition-section.tsx';
import type { Composition } from './product.model.ts';

afterEach(cleanup);

function composition(values: Record<string, unknown>): Composition {
  const { facts } = supplementFacts(
    Object.entries(values).map(([code, value]) => ({
      code,
      value: typeof value === 'string' ? value : JSON.stringify(value),
    })),
  );
  if (!facts) throw new Error('no facts');
  return {
    ...facts,
    usage: 'Prendre 2 gélules par jour, au cours d’un repas.',
    netQuantity: '60 gélules',
  };
}

function show(value: Composition) {
  render(
    <ShopIntlProvider locale="fr_FR" messages={catalogue}>
      <CompositionSection composition={value} />
    </ShopIntlProvider>,
  );
  return screen.getByRole('region', { name: 'Composition et conseils d’utilisation' });
}

describe('the composition section, in French', () => {
  it('gives the nutrition table per daily portion with the % of reference intakes', () => {
    const section = show(
      composition({
        food_daily_portion: '2 gélules',
        food_nutrients: [
          { code: 'magnesium', name: 'Magnésium', amount: 300, unit: 'mg' },
          { code: 'vitamin_b6', name: 'Vitamine B6', amount: 1.4, unit: 'mg' },
          { name: 'Ferments lactiques', amount: 10e9, unit: 'UFC' },
        ],
      }),
    );
    expect(within(section).getByText('Complément alimentaire')).toBeTruthy();
    const table = within(section).getByRole('table', {
      name: 'Teneurs moyennes par portion journalière (2 gélules)',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Nutriments et substancesPar portion journalière% VNR*',
      'Magnésium300 mg80\u00a0%',
      'Vitamine B61,4 mg100\u00a0%',
      'Ferments lactiques10 milliards UFC–pas de valeur de référence',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Magnésium' })).toBeTruthy();
  });

  it('puts the allergens in bold in the ingredients and names them again', () => {
    const section = show(
      composition({
        food_nutrients: [{ name: 'EPA', amount: 360, unit: 'mg' }],
        food_ingredients: [
          { name: 'huile de poisson concentrée', allergen: 'fish' },
          { name: 'vitamine E naturelle' },
          { name: 'lécithine de soja', allergen: 'soybeans' },
        ],
      }),
    );
    const bold = [...section.querySelectorAll('strong')].map((node) => node.textContent);
    expect(bold).toEqual(['huile de poisson concentrée', 'lécithine de soja']);
    expect(section.textContent).toContain(
      'huile de poisson concentrée, vitamine E naturelle, lécithine de soja.',
    );
    expect(section.textContent).toContain(
      'Allergènes (en gras dans la liste)\u00a0: poisson et soja.',
    );
  });

  it('always gives the mandatory statements, then the product’s warnings and its significant claims', () => {
    const section = show(
      composition({
        food_daily_portion: '2 gélules',
        food_nutrients: [{ code: 'vitamin_d', name: 'Vitamine D3', amount: 25, unit: 'µg' }],
        food_warnings: ['anticoagulants'],
        food_claims: ['vitamin_d_immune', 'zinc_immune'],
      }),
    );
    const precautions = within(section).getByRole('heading', { name: 'Précautions d’emploi' })
      .nextElementSibling?.textContent;
    expect(precautions).toContain('Ne pas dépasser la dose journalière recommandée.');
    expect(precautions).toContain('Tenir hors de portée des jeunes enfants.');
    expect(precautions).toContain('ne doivent pas être utilisés comme substituts');
    expect(precautions).toContain('Déconseillé en cas de traitement anticoagulant');
    const claims = within(section).getByRole('heading', { name: 'Allégations de santé autorisées' })
      .nextElementSibling?.textContent;
    expect(claims).toBe('La vitamine D contribue au fonctionnement normal du système immunitaire.');
    expect(section.textContent).toContain('Portion journalière recommandée\u00a0: 2 gélules.');
    expect(section.textContent).toContain('Contenance\u00a0: 60 gélules');
  });
});
