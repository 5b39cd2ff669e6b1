/**
 * Nutrient reference values of vitamins and minerals for adults (Regulation (EU) No 1169/2011,
 * Annex XIII, Part A, point 1) and the amounts derived from them. A percentage of the reference
 * intake is always computed here from the amount, never typed by hand.
 */

/** A mass unit a label uses for nutrients. */
export type MassUnit = 'g' | 'mg' | 'µg';

/** An amount in a unit; `UFC` counts live cultures (colony-forming units). */
export type AmountUnit = MassUnit | 'UFC';

/** Annex XIII, Part A, point 1, in the table's order and units. */
export const NUTRIENT_REFERENCE_VALUES = {
  vitamin_a: { amount: 800, unit: 'µg' },
  vitamin_d: { amount: 5, unit: 'µg' },
  vitamin_e: { amount: 12, unit: 'mg' },
  vitamin_k: { amount: 75, unit: 'µg' },
  vitamin_c: { amount: 80, unit: 'mg' },
  thiamin: { amount: 1.1, unit: 'mg' },
  riboflavin: { amount: 1.4, unit: 'mg' },
  niacin: { amount: 16, unit: 'mg' },
  vitamin_b6: { amount: 1.4, unit: 'mg' },
  folic_acid: { amount: 200, unit: 'µg' },
  vitamin_b12: { amount: 2.5, unit: 'µg' },
  biotin: { amount: 50, unit: 'µg' },
  pantothenic_acid: { amount: 6, unit: 'mg' },
  potassium: { amount: 2000, unit: 'mg' },
  chloride: { amount: 800, unit: 'mg' },
  calcium: { amount: 800, unit: 'mg' },
  phosphorus: { amount: 700, unit: 'mg' },
  magnesium: { amount: 375, unit: 'mg' },
  iron: { amount: 14, unit: 'mg' },
  zinc: { amount: 10, unit: 'mg' },
  copper: { amount: 1, unit: 'mg' },
  manganese: { amount: 2, unit: 'mg' },
  fluoride: { amount: 3.5, unit: 'mg' },
  selenium: { amount: 55, unit: 'µg' },
  chromium: { amount: 40, unit: 'µg' },
  molybdenum: { amount: 50, unit: 'µg' },
  iodine: { amount: 150, unit: 'µg' },
} as const satisfies Record<string, { amount: number; unit: MassUnit }>;

/** A vitamin or mineral with a reference value. */
export type ReferenceNutrient = keyof typeof NUTRIENT_REFERENCE_VALUES;

export const REFERENCE_NUTRIENTS = Object.keys(NUTRIENT_REFERENCE_VALUES) as ReferenceNutrient[];

export function isReferenceNutrient(code: string): code is ReferenceNutrient {
  return Object.hasOwn(NUTRIENT_REFERENCE_VALUES, code);
}

/**
 * The share of the reference value that makes an amount "significant" (Annex XIII, Part A,
 * point 2: 15 %). For a food supplement it is judged on the daily portion the label recommends
 * (decision 165): a health claim on a nutrient is only made from that amount.
 */
export const SIGNIFICANT_SHARE = 0.15;

const MICROGRAMS: Record<MassUnit, number> = { g: 1_000_000, mg: 1000, µg: 1 };

/** `amount` of `from` expressed in `to`. */
export function convertMass(amount: number, from: MassUnit, to: MassUnit): number {
  return (amount * MICROGRAMS[from]) / MICROGRAMS[to];
}

/**
 * The percentage of the nutrient reference value `amount` supplies, rounded to a whole number as
 * labels print it; null when the unit is not a mass.
 */
export function percentOfReferenceIntake(
  nutrient: ReferenceNutrient,
  amount: number,
  unit: AmountUnit,
): number | null {
  if (unit === 'UFC') return null;
  const reference = NUTRIENT_REFERENCE_VALUES[nutrient];
  return Math.round((convertMass(amount, unit, reference.unit) / reference.amount) * 100);
}

/** Whether `amount` (per daily portion) reaches the significant amount of `nutrient`. */
export function isSignificantAmount(
  nutrient: ReferenceNutrient,
  amount: number,
  unit: AmountUnit,
): boolean {
  if (unit === 'UFC') return false;
  const reference = NUTRIENT_REFERENCE_VALUES[nutrient];
  // Compared in micrograms on integers' scale so 15 % of 5 µg (0.75 µg) is reached by 0.75 µg.
  const supplied = convertMass(amount, unit, 'µg');
  const needed = convertMass(reference.amount, reference.unit, 'µg') * SIGNIFICANT_SHARE;
  return supplied + 1e-9 >= needed;
}
