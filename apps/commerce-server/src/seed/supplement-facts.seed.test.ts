import { supplementFacts } from '@vitrine/food-information';
import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE } from './catalog.data.ts';
import type { CategorySeed } from './catalog.data.ts';
import type { SeededCategory } from './categories.seed.ts';
import { generateProduct } from './product.generator.ts';
import { FORMULAS } from './supplement-formulas.data.ts';
import { dietAllowed, foodInformation } from './supplement-facts.seed.ts';

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

describe('diet labels the formula backs', () => {
  it('never calls a fish oil, a whey, royal jelly or collagen "Végan", nor a whey "Sans lactose"', () => {
    expect(dietAllowed('Oméga 3 EPAX', 'Végan')).toBe(false);
    expect(dietAllowed('Gelée royale', 'Végan')).toBe(false);
    expect(dietAllowed('Collagène marin', 'Végan')).toBe(false);
    expect(dietAllowed('Whey native', 'Sans lactose')).toBe(false);
    expect(dietAllowed('Oméga 3 algues', 'Végan')).toBe(true);
    expect(dietAllowed('Magnésium bisglycinate', 'Végan')).toBe(true);
    expect(dietAllowed('Whey native', 'Sans gluten')).toBe(true);
  });

  it('holds across a generated catalogue', () => {
    const category: SeededCategory = {
      id: 30,
      parentId: 29,
      level: 3,
      name: 'Oméga 3',
      urlPath: 'omega-3',
      ancestors: [2, 29, 30],
      actives: ['Oméga 3 EPAX', 'Whey native'],
      colour: '#2c5673',
      topName: 'Oméga 3',
    };
    const products = Array.from({ length: 300 }, (_, index) => generateProduct(index, [category]));
    const labelled = (active: string, diet: string) =>
      products.filter((product) => product.name.startsWith(active) && product.diets.includes(diet));
    expect(labelled('Oméga 3 EPAX', 'Végan')).toEqual([]);
    expect(labelled('Whey native', 'Sans lactose')).toEqual([]);
    // The other labels are still drawn for them.
    expect(labelled('Oméga 3 EPAX', 'Sans lactose').length).toBeGreaterThan(0);
  });
});
