import type { ReferenceNutrient } from './reference-intakes.ts';

/**
 * Health claims of the EU register (Regulation (EU) No 432/2012, Annex) that the shop may make,
 * each with the nutrient it is made on: a claim is only shown when the daily portion supplies a
 * significant amount of it (`isSignificantAmount`). Their wording: `claimMessages`.
 */
export const HEALTH_CLAIMS = {
  vitamin_a_skin: 'vitamin_a',
  vitamin_a_vision: 'vitamin_a',
  vitamin_d_immune: 'vitamin_d',
  vitamin_d_bones: 'vitamin_d',
  vitamin_e_oxidative: 'vitamin_e',
  vitamin_k_bones: 'vitamin_k',
  vitamin_c_immune: 'vitamin_c',
  vitamin_c_fatigue: 'vitamin_c',
  vitamin_c_collagen: 'vitamin_c',
  vitamin_c_iron: 'vitamin_c',
  vitamin_b6_fatigue: 'vitamin_b6',
  vitamin_b12_fatigue: 'vitamin_b12',
  vitamin_b12_immune: 'vitamin_b12',
  biotin_hair: 'biotin',
  biotin_skin: 'biotin',
  potassium_nervous: 'potassium',
  calcium_bones: 'calcium',
  magnesium_fatigue: 'magnesium',
  magnesium_nervous: 'magnesium',
  iron_fatigue: 'iron',
  iron_blood: 'iron',
  zinc_immune: 'zinc',
  zinc_skin: 'zinc',
  zinc_hair: 'zinc',
  selenium_immune: 'selenium',
} as const satisfies Record<string, ReferenceNutrient>;

export type HealthClaim = keyof typeof HEALTH_CLAIMS;

export const HEALTH_CLAIM_CODES = Object.keys(HEALTH_CLAIMS) as HealthClaim[];

export function isHealthClaim(code: string): code is HealthClaim {
  return Object.hasOwn(HEALTH_CLAIMS, code);
}

/** The nutrient a claim is made on. */
export function claimNutrient(claim: HealthClaim): ReferenceNutrient {
  return HEALTH_CLAIMS[claim];
}
