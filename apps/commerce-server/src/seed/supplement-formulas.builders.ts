/**
 * The shapes of a seeded formula and the small builders the formula tables write them with
 * (`n` a nutrient of Annex XIII, `s` another substance, `i` an ingredient, and one builder per
 * family of actives that share a formula's shape). Decision 165.
 */
import type {
  Allergen,
  HealthClaim,
  ProductWarning,
  ReferenceNutrient,
} from '@vitrine/food-information';

export interface NutrientAmount {
  code?: ReferenceNutrient;
  name: string;
  amount: number;
  unit: 'g' | 'mg' | 'µg' | 'UFC';
}

export interface Formula {
  nutrients: NutrientAmount[];
  ingredients: Array<{ name: string; allergen?: Allergen }>;
  warnings?: ProductWarning[];
  claims?: HealthClaim[];
}

export const n = (
  code: ReferenceNutrient,
  name: string,
  amount: number,
  unit: NutrientAmount['unit'],
): NutrientAmount => ({ code, name, amount, unit });
export const s = (name: string, amount: number, unit: NutrientAmount['unit']): NutrientAmount => ({
  name,
  amount,
  unit,
});
export const i = (name: string, allergen?: Allergen) => (allergen ? { name, allergen } : { name });

export const vitaminC = (amount: number, source: string): Formula => ({
  nutrients: [n('vitamin_c', 'Vitamine C', amount, 'mg')],
  ingredients: [i(source)],
  claims: ['vitamin_c_immune', 'vitamin_c_fatigue'],
});

export const magnesium = (source: string, extra: NutrientAmount[] = []): Formula => ({
  nutrients: [n('magnesium', 'Magnésium', 300, 'mg'), ...extra],
  ingredients: [
    i(source),
    ...(extra.length ? [i('chlorhydrate de pyridoxine (vitamine B6)')] : []),
  ],
  claims: [
    'magnesium_fatigue',
    'magnesium_nervous',
    ...(extra.length ? (['vitamin_b6_fatigue'] as const) : []),
  ],
});

export const probiotics = (billions: number, strains: string): Formula => ({
  nutrients: [s(`Ferments lactiques (${strains})`, billions * 1e9, 'UFC')],
  ingredients: [i(`ferments lactiques (${strains})`), i('inuline de chicorée')],
  warnings: ['autoimmune'],
});

export const melatonin = (amount: number): Formula => ({
  nutrients: [s('Mélatonine', amount, 'mg')],
  ingredients: [i('mélatonine')],
  warnings: ['melatonin', 'pregnancy'],
});

export const omega3 = (oil: string, epa: number, dha: number, allergen: Allergen): Formula => ({
  nutrients: [s('EPA', epa, 'mg'), s('DHA', dha, 'mg'), n('vitamin_e', 'Vitamine E', 12, 'mg')],
  ingredients: [
    i(oil, allergen),
    i('gélatine de poisson', 'fish'),
    i('vitamine E naturelle (tocophérols)'),
  ],
  warnings: ['anticoagulants'],
  claims: ['vitamin_e_oxidative'],
});

export const plant = (
  extract: string,
  amount: number,
  warnings: ProductWarning[] = [],
): Formula => ({
  nutrients: [s(`Extrait de ${extract}`, amount, 'mg')],
  ingredients: [i(`extrait de ${extract}`)],
  warnings,
});

export const collagen = (extra: NutrientAmount[]): Formula => ({
  nutrients: [
    s('Collagène marin hydrolysé', 5, 'g'),
    n('vitamin_c', 'Vitamine C', 80, 'mg'),
    ...extra,
  ],
  ingredients: [
    i('collagène marin hydrolysé (poisson)', 'fish'),
    ...(extra.length ? [i('acide hyaluronique')] : []),
    i('acide L-ascorbique (vitamine C)'),
  ],
  claims: ['vitamin_c_collagen'],
});
