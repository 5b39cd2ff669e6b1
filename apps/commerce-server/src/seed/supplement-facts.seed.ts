/**
 * A generated product's food information as catalogue attributes (decision 165): its active's
 * formula, the excipients and daily portion of its form, and how to keep it.
 */
import { FOOD_ATTRIBUTES } from '@vitrine/food-information';
import { formulaOf } from './supplement-formulas.data.ts';

/** What one daily portion is, as the label words it. */
export function dailyPortion(form: string): string {
  switch (form) {
    case 'Poudre':
      return '1 dose de 10 g';
    case 'Gummies':
      return '2 gummies';
    case 'Ampoules':
      return '1 ampoule';
    case 'Gouttes':
      return '5 gouttes';
    default:
      return `2 ${form.toLowerCase()}`;
  }
}

/** The form's own ingredients, after the actives. */
export function excipients(form: string): string[] {
  switch (form) {
    case 'Gélules':
      return [
        'enveloppe végétale (hydroxypropylméthylcellulose)',
        'anti-agglomérant : sels de magnésium d’acides gras',
      ];
    case 'Comprimés':
      return [
        'agent de charge : cellulose microcristalline',
        'anti-agglomérant : sels de magnésium d’acides gras',
      ];
    case 'Gummies':
      return [
        'acidifiant : acide citrique',
        'arôme naturel de fruits rouges',
        'agent d’enrobage : cire de carnauba',
      ];
    case 'Ampoules':
      return ['eau', 'acidifiant : acide citrique', 'conservateur : sorbate de potassium'];
    case 'Poudre':
      return ['arôme naturel'];
    default:
      return [];
  }
}

export function storage(form: string): string {
  return form === 'Gouttes' || form === 'Ampoules'
    ? 'À conserver à l’abri de la lumière et de la chaleur ; après ouverture, au réfrigérateur et à consommer dans les 3 mois.'
    : 'À conserver dans un endroit sec, à l’abri de la lumière et de la chaleur, le contenant bien fermé.';
}

/** The attributes (`product.extra`) and the plain ingredients text of one product. */
export function foodInformation(active: string, form: string): Record<string, string> {
  const formula = formulaOf(active);
  const ingredients = [
    ...formula.ingredients,
    // A product whose actives hold its form's own ingredient (an oil, a syrup) lists it once.
    ...excipients(form)
      .filter((name) => !formula.ingredients.some((line) => line.name === name))
      .map((name) => ({ name })),
  ];
  const sentence = ingredients.map((line) => line.name).join(', ');
  return {
    ingredients: `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`,
    [FOOD_ATTRIBUTES.dailyPortion]: dailyPortion(form),
    [FOOD_ATTRIBUTES.nutrients]: JSON.stringify(formula.nutrients),
    [FOOD_ATTRIBUTES.ingredients]: JSON.stringify(ingredients),
    [FOOD_ATTRIBUTES.warnings]: JSON.stringify(formula.warnings ?? []),
    [FOOD_ATTRIBUTES.claims]: JSON.stringify(formula.claims ?? []),
    [FOOD_ATTRIBUTES.storage]: storage(form),
  };
}
