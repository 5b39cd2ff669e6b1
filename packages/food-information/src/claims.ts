import type { MessageDescriptor } from './messages.ts';
import type { ReferenceNutrient } from './reference-intakes.ts';

/**
 * Health claims of the EU register (Regulation (EU) No 432/2012, Annex) that the shop may make,
 * each tied to its nutrient: a claim is only shown when the daily portion supplies a significant
 * amount of it (`isSignificantAmount`). The default message is the register's English wording;
 * the catalogues hold the authorised wording of each language.
 */
export const HEALTH_CLAIMS = {
  vitamin_a_skin: ['vitamin_a', 'Vitamin A contributes to the maintenance of normal skin'],
  vitamin_a_vision: ['vitamin_a', 'Vitamin A contributes to the maintenance of normal vision'],
  vitamin_d_immune: [
    'vitamin_d',
    'Vitamin D contributes to the normal function of the immune system',
  ],
  vitamin_d_bones: ['vitamin_d', 'Vitamin D contributes to the maintenance of normal bones'],
  vitamin_e_oxidative: [
    'vitamin_e',
    'Vitamin E contributes to the protection of cells from oxidative stress',
  ],
  vitamin_k_bones: ['vitamin_k', 'Vitamin K contributes to the maintenance of normal bones'],
  vitamin_c_immune: [
    'vitamin_c',
    'Vitamin C contributes to the normal function of the immune system',
  ],
  vitamin_c_fatigue: [
    'vitamin_c',
    'Vitamin C contributes to the reduction of tiredness and fatigue',
  ],
  vitamin_c_collagen: [
    'vitamin_c',
    'Vitamin C contributes to normal collagen formation for the normal function of skin',
  ],
  vitamin_c_iron: ['vitamin_c', 'Vitamin C increases iron absorption'],
  vitamin_b6_fatigue: [
    'vitamin_b6',
    'Vitamin B6 contributes to the reduction of tiredness and fatigue',
  ],
  vitamin_b12_fatigue: [
    'vitamin_b12',
    'Vitamin B12 contributes to the reduction of tiredness and fatigue',
  ],
  vitamin_b12_immune: [
    'vitamin_b12',
    'Vitamin B12 contributes to the normal function of the immune system',
  ],
  biotin_hair: ['biotin', 'Biotin contributes to the maintenance of normal hair'],
  biotin_skin: ['biotin', 'Biotin contributes to the maintenance of normal skin'],
  potassium_nervous: [
    'potassium',
    'Potassium contributes to normal functioning of the nervous system',
  ],
  calcium_bones: ['calcium', 'Calcium is needed for the maintenance of normal bones'],
  magnesium_fatigue: ['magnesium', 'Magnesium contributes to a reduction of tiredness and fatigue'],
  magnesium_nervous: [
    'magnesium',
    'Magnesium contributes to normal functioning of the nervous system',
  ],
  iron_fatigue: ['iron', 'Iron contributes to the reduction of tiredness and fatigue'],
  iron_blood: ['iron', 'Iron contributes to normal formation of red blood cells and haemoglobin'],
  zinc_immune: ['zinc', 'Zinc contributes to the normal function of the immune system'],
  zinc_skin: ['zinc', 'Zinc contributes to the maintenance of normal skin'],
  zinc_hair: ['zinc', 'Zinc contributes to the maintenance of normal hair'],
  selenium_immune: ['selenium', 'Selenium contributes to the normal function of the immune system'],
} as const satisfies Record<string, readonly [ReferenceNutrient, string]>;

export type HealthClaim = keyof typeof HEALTH_CLAIMS;

export const HEALTH_CLAIM_CODES = Object.keys(HEALTH_CLAIMS) as HealthClaim[];

export function isHealthClaim(code: string): code is HealthClaim {
  return Object.hasOwn(HEALTH_CLAIMS, code);
}

/** The nutrient a claim is made on. */
export function claimNutrient(claim: HealthClaim): ReferenceNutrient {
  return HEALTH_CLAIMS[claim][0];
}

/** The claim's wording as a message descriptor. */
export function claimMessage(claim: HealthClaim): MessageDescriptor {
  return { id: `foodInformation.claim.${claim}`, defaultMessage: HEALTH_CLAIMS[claim][1] };
}
