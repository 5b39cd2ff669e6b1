/**
 * A generated product's food information as catalogue attributes (decision 165): its active's
 * formula, the excipients and daily portion of its form, and how to keep it.
 */
import { FOOD_ATTRIBUTES } from '@vitrine/food-information';
import { packagingForm } from './packaging-forms.data.ts';
import { formulaOf } from './supplement-formulas.data.ts';

/** Ingredients no vegan product holds, beyond the animal allergens. */
const ANIMAL_ORIGIN = /gelée royale|propolis|kératine|collagène|gélatine|miel/i;

/** Whether a product of this active may carry a diet label: its formula must not contradict it. */
export function dietAllowed(active: string, diet: string): boolean {
  const { ingredients } = formulaOf(active);
  const allergens = new Set(ingredients.map((line) => line.allergen));
  switch (diet) {
    case 'Végan':
      return (
        !['fish', 'crustaceans', 'molluscs', 'milk', 'eggs'].some((code) =>
          allergens.has(code as never),
        ) && !ingredients.some((line) => ANIMAL_ORIGIN.test(line.name))
      );
    case 'Sans lactose':
      return !allergens.has('milk');
    case 'Sans gluten':
      return !allergens.has('cereals_gluten');
    default:
      return true;
  }
}

/** The attributes (`product.extra`) and the plain ingredients text of one product. */
export function foodInformation(active: string, form: string): Record<string, string> {
  const formula = formulaOf(active);
  const ingredients = [
    ...formula.ingredients,
    // A product whose actives hold its form's own ingredient (an oil, a syrup) lists it once.
    ...packagingForm(form)
      .excipients.filter((name) => !formula.ingredients.some((line) => line.name === name))
      .map((name) => ({ name })),
  ];
  const sentence = ingredients.map((line) => line.name).join(', ');
  return {
    ingredients: `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`,
    [FOOD_ATTRIBUTES.dailyPortion]: packagingForm(form).dailyPortion,
    [FOOD_ATTRIBUTES.nutrients]: JSON.stringify(formula.nutrients),
    [FOOD_ATTRIBUTES.ingredients]: JSON.stringify(ingredients),
    [FOOD_ATTRIBUTES.warnings]: JSON.stringify(formula.warnings ?? []),
    [FOOD_ATTRIBUTES.claims]: JSON.stringify(formula.claims ?? []),
    [FOOD_ATTRIBUTES.storage]: packagingForm(form).storage,
  };
}
