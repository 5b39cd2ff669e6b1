/**
 * A food supplement's mandatory information, read from its catalogue attributes (Magento's
 * `custom_attributesV2`), so that any backend holding the same attributes feeds the same page.
 * Structured values are JSON in textarea attributes (decision 165); each is checked by schema and
 * a broken one is left out and reported, never guessed.
 */
import * as v from 'valibot';
import { isAllergen } from './allergens.ts';
import type { Allergen } from './allergens.ts';
import { claimNutrient, isHealthClaim } from './claims.ts';
import type { HealthClaim } from './claims.ts';
import {
  isReferenceNutrient,
  isSignificantAmount,
  percentOfReferenceIntake,
} from './reference-intakes.ts';
import type { AmountUnit, ReferenceNutrient } from './reference-intakes.ts';
import { isProductWarning } from './warnings.ts';
import type { ProductWarning } from './warnings.ts';

/** The attribute codes of the food information, as a catalogue defines them. */
export const FOOD_ATTRIBUTES = {
  dailyPortion: 'food_daily_portion',
  nutrients: 'food_nutrients',
  ingredients: 'food_ingredients',
  warnings: 'food_warnings',
  claims: 'food_claims',
  storage: 'food_storage',
} as const;

export type FoodAttribute = (typeof FOOD_ATTRIBUTES)[keyof typeof FOOD_ATTRIBUTES];

const nutrientSchema = v.object({
  /** A vitamin or mineral of Annex XIII, for its % of the reference intake; absent for others. */
  code: v.optional(v.string()),
  /** The name the label prints ("Vitamine D", "Extrait de passiflore"). */
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  amount: v.pipe(v.number(), v.finite(), v.minValue(0)),
  unit: v.picklist(['g', 'mg', 'µg', 'UFC']),
});

const ingredientSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  /** An Annex II allergen the ingredient is or comes from. */
  allergen: v.optional(v.string()),
});

const jsonOf = <T extends v.GenericSchema>(schema: T) =>
  v.pipe(v.string(), v.parseJson(), v.array(schema));

const SCHEMAS = {
  nutrients: jsonOf(nutrientSchema),
  ingredients: jsonOf(ingredientSchema),
  codes: jsonOf(v.string()),
};

/** One line of the nutrition table, per daily portion. */
export interface NutrientLine {
  name: string;
  amount: number;
  unit: AmountUnit;
  /** The Annex XIII nutrient, or null for another substance. */
  nutrient: ReferenceNutrient | null;
  /** % of the reference intake, or null when there is none. */
  percentOfReferenceIntake: number | null;
}

export interface IngredientLine {
  name: string;
  allergen: Allergen | null;
}

/** The food information of one supplement. */
export interface SupplementFacts {
  /** "2 gélules", or null when the catalogue gives none. */
  dailyPortion: string | null;
  nutrients: NutrientLine[];
  /** In descending order of weight, as the catalogue lists them. */
  ingredients: IngredientLine[];
  /** The Annex II allergens the ingredients hold, once each, in the order met. */
  allergens: Allergen[];
  warnings: ProductWarning[];
  /** The claims whose nutrient the daily portion supplies in a significant amount. */
  claims: HealthClaim[];
  storage: string | null;
}

/** What was left out, for the server's log. */
export interface FactsProblem {
  attribute: FoodAttribute;
  reason: string;
}

/** An attribute value as `custom_attributesV2` gives it. */
export interface AttributeEntry {
  code: string;
  value: string;
}

function parse<T extends v.GenericSchema>(
  schema: T,
  raw: string | undefined,
  attribute: FoodAttribute,
  problems: FactsProblem[],
): v.InferOutput<T> | null {
  if (raw === undefined || raw.trim() === '') return null;
  const result = v.safeParse(schema, raw);
  if (result.success) return result.output;
  problems.push({ attribute, reason: result.issues[0]?.message ?? 'invalid' });
  return null;
}

function knownCodes<T extends string>(
  codes: string[] | null,
  known: (code: string) => code is T,
  attribute: FoodAttribute,
  problems: FactsProblem[],
): T[] {
  const kept: T[] = [];
  for (const code of codes ?? []) {
    if (known(code)) kept.push(code);
    else problems.push({ attribute, reason: `unknown code ${code}` });
  }
  return kept;
}

const textOf = (raw: string | undefined) => (raw?.trim() ? raw.trim() : null);

/**
 * The supplement's facts from its attributes, or null when it has neither nutrients nor
 * ingredients (not a supplement with food information, or a catalogue without it).
 */
export function supplementFacts(entries: readonly AttributeEntry[]): {
  facts: SupplementFacts | null;
  problems: FactsProblem[];
} {
  const problems: FactsProblem[] = [];
  const raw = new Map(entries.map((entry) => [entry.code, entry.value]));
  const nutrientInput =
    parse(
      SCHEMAS.nutrients,
      raw.get(FOOD_ATTRIBUTES.nutrients),
      FOOD_ATTRIBUTES.nutrients,
      problems,
    ) ?? [];
  const nutrients = nutrientInput.map((line): NutrientLine => {
    const nutrient = line.code && isReferenceNutrient(line.code) ? line.code : null;
    if (line.code && !nutrient)
      problems.push({ attribute: FOOD_ATTRIBUTES.nutrients, reason: `unknown code ${line.code}` });
    return {
      name: line.name,
      amount: line.amount,
      unit: line.unit,
      nutrient,
      percentOfReferenceIntake: nutrient
        ? percentOfReferenceIntake(nutrient, line.amount, line.unit)
        : null,
    };
  });
  const ingredients = (
    parse(
      SCHEMAS.ingredients,
      raw.get(FOOD_ATTRIBUTES.ingredients),
      FOOD_ATTRIBUTES.ingredients,
      problems,
    ) ?? []
  ).map((line): IngredientLine => {
    const allergen = line.allergen && isAllergen(line.allergen) ? line.allergen : null;
    if (line.allergen && !allergen)
      problems.push({
        attribute: FOOD_ATTRIBUTES.ingredients,
        reason: `unknown allergen ${line.allergen}`,
      });
    return { name: line.name, allergen };
  });
  if (nutrients.length === 0 && ingredients.length === 0) return { facts: null, problems };

  const significant = (nutrient: ReferenceNutrient) =>
    nutrients.some(
      (line) => line.nutrient === nutrient && isSignificantAmount(nutrient, line.amount, line.unit),
    );
  const claims = knownCodes(
    parse(SCHEMAS.codes, raw.get(FOOD_ATTRIBUTES.claims), FOOD_ATTRIBUTES.claims, problems),
    isHealthClaim,
    FOOD_ATTRIBUTES.claims,
    problems,
  ).filter((claim) => significant(claimNutrient(claim)));
  return {
    facts: {
      dailyPortion: textOf(raw.get(FOOD_ATTRIBUTES.dailyPortion)),
      nutrients,
      ingredients,
      allergens: [
        ...new Set(ingredients.flatMap((line) => (line.allergen ? [line.allergen] : []))),
      ],
      warnings: [
        ...new Set(
          knownCodes(
            parse(
              SCHEMAS.codes,
              raw.get(FOOD_ATTRIBUTES.warnings),
              FOOD_ATTRIBUTES.warnings,
              problems,
            ),
            isProductWarning,
            FOOD_ATTRIBUTES.warnings,
            problems,
          ),
        ),
      ],
      claims: [...new Set(claims)],
      storage: textOf(raw.get(FOOD_ATTRIBUTES.storage)),
    },
    problems,
  };
}
