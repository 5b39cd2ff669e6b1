import { describe, expect, it } from 'vitest';
import { FOOD_ATTRIBUTES, supplementFacts } from './supplement-facts.ts';

const entries = (values: Partial<Record<keyof typeof FOOD_ATTRIBUTES, unknown>>) =>
  Object.entries(values).map(([key, value]) => ({
    code: FOOD_ATTRIBUTES[key as keyof typeof FOOD_ATTRIBUTES],
    value: typeof value === 'string' ? value : JSON.stringify(value),
  }));

describe('a supplement’s facts from its catalogue attributes', () => {
  it('reads the table, the ingredients with their allergens, the warnings and the storage', () => {
    const { facts, problems } = supplementFacts([
      ...entries({
        dailyPortion: '2 gélules',
        nutrients: [
          { code: 'magnesium', name: 'Magnésium', amount: 300, unit: 'mg' },
          { name: 'Extrait de passiflore', amount: 200, unit: 'mg' },
        ],
        ingredients: [
          { name: 'Bisglycinate de magnésium' },
          { name: 'Lécithine de soja', allergen: 'soybeans' },
          { name: 'Huile de poisson', allergen: 'fish' },
          { name: 'Protéine de soja', allergen: 'soybeans' },
        ],
        warnings: ['pregnancy', 'pregnancy'],
        storage: 'À conserver au sec.',
      }),
      { code: 'origin', value: 'Fabriqué en France' },
    ]);
    expect(problems).toEqual([]);
    expect(facts).toMatchObject({
      dailyPortion: '2 gélules',
      allergens: ['soybeans', 'fish'],
      warnings: ['pregnancy'],
      storage: 'À conserver au sec.',
    });
    expect(facts?.nutrients).toEqual([
      {
        name: 'Magnésium',
        amount: 300,
        unit: 'mg',
        nutrient: 'magnesium',
        percentOfReferenceIntake: 80,
      },
      {
        name: 'Extrait de passiflore',
        amount: 200,
        unit: 'mg',
        nutrient: null,
        percentOfReferenceIntake: null,
      },
    ]);
    expect(facts?.ingredients[1]).toEqual({ name: 'Lécithine de soja', allergen: 'soybeans' });
  });

  it('keeps a claim only when the daily portion supplies a significant amount of its nutrient', () => {
    const { facts } = supplementFacts(
      entries({
        nutrients: [
          { code: 'magnesium', name: 'Magnésium', amount: 100, unit: 'mg' },
          { code: 'vitamin_b6', name: 'Vitamine B6', amount: 0.1, unit: 'mg' },
        ],
        claims: ['magnesium_fatigue', 'vitamin_b6_fatigue', 'zinc_immune'],
      }),
    );
    // B6 at 7 % is not significant; no zinc at all.
    expect(facts?.claims).toEqual(['magnesium_fatigue']);
  });

  it('leaves a broken or unknown value out and reports it, keeping the rest', () => {
    const { facts, problems } = supplementFacts([
      ...entries({
        nutrients: [
          { code: 'vitamin_z', name: 'Vitamine Z', amount: 1, unit: 'mg' },
          { code: 'zinc', name: 'Zinc', amount: 10, unit: 'mg' },
        ],
        warnings: ['pregnancy', 'full_moon'],
        ingredients: [{ name: 'Zinc', allergen: 'pollen' }],
      }),
      { code: FOOD_ATTRIBUTES.claims, value: '["zinc_immune"' },
    ]);
    expect(facts?.nutrients.map((line) => line.percentOfReferenceIntake)).toEqual([null, 100]);
    expect(facts?.warnings).toEqual(['pregnancy']);
    expect(facts?.claims).toEqual([]);
    expect(facts?.ingredients).toEqual([{ name: 'Zinc', allergen: null }]);
    expect(problems.map((problem) => problem.attribute).sort()).toEqual([
      'food_claims',
      'food_ingredients',
      'food_nutrients',
      'food_warnings',
    ]);
  });

  it('answers null for a product without nutrients or ingredients', () => {
    expect(supplementFacts(entries({ storage: 'Au sec' })).facts).toBeNull();
    expect(supplementFacts([]).facts).toBeNull();
    const { facts, problems } = supplementFacts(
      entries({ nutrients: [{ name: '', amount: -1, unit: 'kg' }] }),
    );
    expect(facts).toBeNull();
    expect(problems).toHaveLength(1);
  });
});
