/**
 * The substances or products causing allergies or intolerances of Regulation (EU) No 1169/2011,
 * Annex II, in its order. The ingredients list emphasises an ingredient that is one of them;
 * their names: `allergenMessages`.
 */
export const ALLERGEN_CODES = [
  'cereals_gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;

export type Allergen = (typeof ALLERGEN_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ALLERGEN_CODES);

export function isAllergen(code: string): code is Allergen {
  return KNOWN.has(code);
}
