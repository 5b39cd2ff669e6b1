import { defineMessages } from '@vitrine/validation';

/** The composition section's own texts; claims, warnings and allergens are the package's. */
export const compositionMessages = defineMessages({
  title: {
    id: 'product.composition.title',
    defaultMessage: 'Composition and directions for use',
  },
  nutritionCaption: {
    id: 'product.composition.nutritionCaption',
    defaultMessage: 'Average content per daily portion ({portion})',
  },
  nutritionCaptionNoPortion: {
    id: 'product.composition.nutritionCaptionNoPortion',
    defaultMessage: 'Average content per daily portion',
  },
  substance: { id: 'product.composition.substance', defaultMessage: 'Nutrients and substances' },
  perPortion: { id: 'product.composition.perPortion', defaultMessage: 'Per daily portion' },
  referenceIntake: { id: 'product.composition.referenceIntake', defaultMessage: '% NRV*' },
  noReferenceIntake: {
    id: 'product.composition.noReferenceIntake',
    defaultMessage: 'no reference value',
  },
  referenceFootnote: {
    id: 'product.composition.referenceFootnote',
    defaultMessage: '* NRV: nutrient reference values for adults.',
  },
  amount: { id: 'product.composition.amount', defaultMessage: '{amount} {unit}' },
  percent: { id: 'product.composition.percent', defaultMessage: '{percent} %' },
  ingredients: { id: 'product.composition.ingredients', defaultMessage: 'Ingredients' },
  allergens: {
    id: 'product.composition.allergens',
    defaultMessage: 'Allergens (in bold in the list): {allergens}.',
  },
  usage: { id: 'product.composition.usage', defaultMessage: 'Directions for use' },
  dailyPortion: {
    id: 'product.composition.dailyPortion',
    defaultMessage: 'Recommended daily portion: {portion}.',
  },
  precautions: { id: 'product.composition.precautions', defaultMessage: 'Precautions' },
  claims: { id: 'product.composition.claims', defaultMessage: 'Authorised health claims' },
  storage: { id: 'product.composition.storage', defaultMessage: 'Storage' },
  netQuantity: {
    id: 'product.composition.netQuantity',
    defaultMessage: 'Net quantity: {quantity}',
  },
});
