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
export { ALLERGENS, ALLERGEN_CODES, allergenMessage, isAllergen } from './allergens.ts';
export type { Allergen } from './allergens.ts';
export {
  HEALTH_CLAIMS,
  HEALTH_CLAIM_CODES,
  claimMessage,
  claimNutrient,
  isHealthClaim,
} from './claims.ts';
export type { HealthClaim } from './claims.ts';
export {
  MANDATORY_STATEMENTS,
  PRODUCT_WARNINGS,
  PRODUCT_WARNING_CODES,
  isProductWarning,
  statementMessage,
  warningMessage,
} from './warnings.ts';
export type { MandatoryStatement, ProductWarning } from './warnings.ts';
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
