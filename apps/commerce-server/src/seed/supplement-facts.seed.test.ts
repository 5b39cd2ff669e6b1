import { supplementFacts } from '@vitrine/food-information';
import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE } from './catalog.data.ts';
import type { CategorySeed } from './catalog.data.ts';
import { FORMULAS } from './supplement-formulas.data.ts';
import { foodInformation } from './supplement-facts.seed.ts';

const actives = (nodes: CategorySeed[]): string[] =>
  nodes.flatMap((node) => [...(node.actives ?? []), ...actives(node.children ?? [])]);

const FORMS = ['Gélules', 'Comprimés', 'Gummies', 'Poudre', 'Ampoules', 'Gouttes'];

describe('the seeded food information', () => {
  it('has a formula for every active of the catalogue', () => {
    expect(actives(CATEGORY_TREE).filter((active) => !(active in FORMULAS))).toEqual([]);
  });

  it.each(actives(CATEGORY_TREE))(
    '%s reads without a problem and makes only significant claims',
    (active) => {
      for (const form of FORMS) {
        const extra = foodInformation(active, form);
        const { facts, problems } = supplementFacts(
          Object.entries(extra).map(([code, value]) => ({ code, value })),
        );
        expect(problems).toEqual([]);
        expect(facts?.nutrients.length).toBeGreaterThan(0);
        expect(facts?.dailyPortion).toBeTruthy();
        // The brand claims nothing the daily portion does not back.
        expect(facts?.claims).toEqual(FORMULAS[active]?.claims ?? []);
        expect(extra.ingredients).toMatch(/^\p{Lu}.*\.$/u);
      }
    },
  );

  it('emphasises what an allergen comes from: fish oil, krill, whey, soy lecithin', () => {
    const allergens = (active: string) =>
      supplementFacts(
        Object.entries(foodInformation(active, 'Gélules')).map(([code, value]) => ({
          code,
          value,
        })),
      ).facts?.allergens;
    expect(allergens('Oméga 3 EPAX')).toEqual(['fish']);
    expect(allergens('Huile de krill')).toEqual(['crustaceans', 'fish']);
    expect(allergens('Whey native')).toEqual(['milk']);
    expect(allergens('Curcuma liposomal')).toEqual(['soybeans']);
    expect(allergens('Magnésium bisglycinate')).toEqual([]);
  });
});
