export {
  NUTRIENT_REFERENCE_VALUES,
  REFERENCE_NUTRIENTS,
  SIGNIFICANT_SHARE,
  convertMass,
  isReferenceNutrient,
  isSignificantAmount,
  percentOfReferenceIntake,
} from './reference-intakes.ts';
export type { AmountUnit, MassUnit, ReferenceNutrient } from './reference-intakes.ts';
export { ALLERGEN_CODES, isAllergen } from './allergens.ts';
export type { Allergen } from './allergens.ts';
export { HEALTH_CLAIMS, HEALTH_CLAIM_CODES, claimNutrient, isHealthClaim } from './claims.ts';
export type { HealthClaim } from './claims.ts';
export { MANDATORY_STATEMENTS, PRODUCT_WARNING_CODES, isProductWarning } from './warnings.ts';
export type { MandatoryStatement, ProductWarning } from './warnings.ts';
export {
  allergenMessages,
  claimMessages,
  statementMessages,
  warningMessages,
} from './food-information.messages.ts';
export { FOOD_ATTRIBUTES, supplementFacts } from './supplement-facts.ts';
export type {
  AttributeEntry,
  FactsProblem,
  FoodAttribute,
  IngredientLine,
  NutrientLine,
  SupplementFacts,
} from './supplement-facts.ts';
export type { MessageDescriptor } from './messages.ts';
