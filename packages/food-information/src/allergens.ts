import type { MessageDescriptor } from './messages.ts';

/**
 * The substances or products causing allergies or intolerances of Regulation (EU) No 1169/2011,
 * Annex II, in its order. The ingredients list emphasises an ingredient that is one of them.
 */
export const ALLERGENS = {
  cereals_gluten: 'Cereals containing gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  peanuts: 'Peanuts',
  soybeans: 'Soybeans',
  milk: 'Milk',
  nuts: 'Nuts',
  celery: 'Celery',
  mustard: 'Mustard',
  sesame: 'Sesame seeds',
  sulphites: 'Sulphur dioxide and sulphites',
  lupin: 'Lupin',
  molluscs: 'Molluscs',
} as const;

export type Allergen = keyof typeof ALLERGENS;

export const ALLERGEN_CODES = Object.keys(ALLERGENS) as Allergen[];

export function isAllergen(code: string): code is Allergen {
  return Object.hasOwn(ALLERGENS, code);
}

/** The allergen's name as a message descriptor. */
export function allergenMessage(allergen: Allergen): MessageDescriptor {
  return { id: `foodInformation.allergen.${allergen}`, defaultMessage: ALLERGENS[allergen] };
}
