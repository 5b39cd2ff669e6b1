/**
 * The texts of the food information as message descriptors (decision 002): ids the shop's
 * catalogues translate, English defaults. Claims carry the register's English wording; each
 * catalogue holds the authorised wording of its language.
 */
import type { Allergen } from './allergens.ts';
import type { HealthClaim } from './claims.ts';
import type { MessageDescriptor } from './messages.ts';
import type { MandatoryStatement, ProductWarning } from './warnings.ts';

export const claimMessages = {
  vitamin_a_skin: {
    id: 'foodInformation.claim.vitamin_a_skin',
    defaultMessage: 'Vitamin A contributes to the maintenance of normal skin',
  },
  vitamin_a_vision: {
    id: 'foodInformation.claim.vitamin_a_vision',
    defaultMessage: 'Vitamin A contributes to the maintenance of normal vision',
  },
  vitamin_d_immune: {
    id: 'foodInformation.claim.vitamin_d_immune',
    defaultMessage: 'Vitamin D contributes to the normal function of the immune system',
  },
  vitamin_d_bones: {
    id: 'foodInformation.claim.vitamin_d_bones',
    defaultMessage: 'Vitamin D contributes to the maintenance of normal bones',
  },
  vitamin_e_oxidative: {
    id: 'foodInformation.claim.vitamin_e_oxidative',
    defaultMessage: 'Vitamin E contributes to the protection of cells from oxidative stress',
  },
  vitamin_k_bones: {
    id: 'foodInformation.claim.vitamin_k_bones',
    defaultMessage: 'Vitamin K contributes to the maintenance of normal bones',
  },
  vitamin_c_immune: {
    id: 'foodInformation.claim.vitamin_c_immune',
    defaultMessage: 'Vitamin C contributes to the normal function of the immune system',
  },
  vitamin_c_fatigue: {
    id: 'foodInformation.claim.vitamin_c_fatigue',
    defaultMessage: 'Vitamin C contributes to the reduction of tiredness and fatigue',
  },
  vitamin_c_collagen: {
    id: 'foodInformation.claim.vitamin_c_collagen',
    defaultMessage:
      'Vitamin C contributes to normal collagen formation for the normal function of skin',
  },
  vitamin_c_iron: {
    id: 'foodInformation.claim.vitamin_c_iron',
    defaultMessage: 'Vitamin C increases iron absorption',
  },
  vitamin_b6_fatigue: {
    id: 'foodInformation.claim.vitamin_b6_fatigue',
    defaultMessage: 'Vitamin B6 contributes to the reduction of tiredness and fatigue',
  },
  vitamin_b12_fatigue: {
    id: 'foodInformation.claim.vitamin_b12_fatigue',
    defaultMessage: 'Vitamin B12 contributes to the reduction of tiredness and fatigue',
  },
  vitamin_b12_immune: {
    id: 'foodInformation.claim.vitamin_b12_immune',
    defaultMessage: 'Vitamin B12 contributes to the normal function of the immune system',
  },
  biotin_hair: {
    id: 'foodInformation.claim.biotin_hair',
    defaultMessage: 'Biotin contributes to the maintenance of normal hair',
  },
  biotin_skin: {
    id: 'foodInformation.claim.biotin_skin',
    defaultMessage: 'Biotin contributes to the maintenance of normal skin',
  },
  potassium_nervous: {
    id: 'foodInformation.claim.potassium_nervous',
    defaultMessage: 'Potassium contributes to normal functioning of the nervous system',
  },
  calcium_bones: {
    id: 'foodInformation.claim.calcium_bones',
    defaultMessage: 'Calcium is needed for the maintenance of normal bones',
  },
  magnesium_fatigue: {
    id: 'foodInformation.claim.magnesium_fatigue',
    defaultMessage: 'Magnesium contributes to a reduction of tiredness and fatigue',
  },
  magnesium_nervous: {
    id: 'foodInformation.claim.magnesium_nervous',
    defaultMessage: 'Magnesium contributes to normal functioning of the nervous system',
  },
  iron_fatigue: {
    id: 'foodInformation.claim.iron_fatigue',
    defaultMessage: 'Iron contributes to the reduction of tiredness and fatigue',
  },
  iron_blood: {
    id: 'foodInformation.claim.iron_blood',
    defaultMessage: 'Iron contributes to normal formation of red blood cells and haemoglobin',
  },
  zinc_immune: {
    id: 'foodInformation.claim.zinc_immune',
    defaultMessage: 'Zinc contributes to the normal function of the immune system',
  },
  zinc_skin: {
    id: 'foodInformation.claim.zinc_skin',
    defaultMessage: 'Zinc contributes to the maintenance of normal skin',
  },
  zinc_hair: {
    id: 'foodInformation.claim.zinc_hair',
    defaultMessage: 'Zinc contributes to the maintenance of normal hair',
  },
  selenium_immune: {
    id: 'foodInformation.claim.selenium_immune',
    defaultMessage: 'Selenium contributes to the normal function of the immune system',
  },
} as const satisfies Record<HealthClaim, MessageDescriptor>;

export const allergenMessages = {
  cereals_gluten: {
    id: 'foodInformation.allergen.cereals_gluten',
    defaultMessage: 'Cereals containing gluten',
  },
  crustaceans: { id: 'foodInformation.allergen.crustaceans', defaultMessage: 'Crustaceans' },
  eggs: { id: 'foodInformation.allergen.eggs', defaultMessage: 'Eggs' },
  fish: { id: 'foodInformation.allergen.fish', defaultMessage: 'Fish' },
  peanuts: { id: 'foodInformation.allergen.peanuts', defaultMessage: 'Peanuts' },
  soybeans: { id: 'foodInformation.allergen.soybeans', defaultMessage: 'Soybeans' },
  milk: { id: 'foodInformation.allergen.milk', defaultMessage: 'Milk' },
  nuts: { id: 'foodInformation.allergen.nuts', defaultMessage: 'Nuts' },
  celery: { id: 'foodInformation.allergen.celery', defaultMessage: 'Celery' },
  mustard: { id: 'foodInformation.allergen.mustard', defaultMessage: 'Mustard' },
  sesame: { id: 'foodInformation.allergen.sesame', defaultMessage: 'Sesame seeds' },
  sulphites: {
    id: 'foodInformation.allergen.sulphites',
    defaultMessage: 'Sulphur dioxide and sulphites',
  },
  lupin: { id: 'foodInformation.allergen.lupin', defaultMessage: 'Lupin' },
  molluscs: { id: 'foodInformation.allergen.molluscs', defaultMessage: 'Molluscs' },
} as const satisfies Record<Allergen, MessageDescriptor>;

export const statementMessages = {
  salesName: {
    id: 'foodInformation.statement.salesName',
    defaultMessage: 'Food supplement',
  },
  doNotExceed: {
    id: 'foodInformation.statement.doNotExceed',
    defaultMessage: 'Do not exceed the recommended daily dose.',
  },
  notASubstitute: {
    id: 'foodInformation.statement.notASubstitute',
    defaultMessage:
      'Food supplements should not be used as a substitute for a varied and balanced diet and a healthy lifestyle.',
  },
  outOfReach: {
    id: 'foodInformation.statement.outOfReach',
    defaultMessage: 'Keep out of the reach of young children.',
  },
} as const satisfies Record<MandatoryStatement, MessageDescriptor>;

export const warningMessages = {
  pregnancy: {
    id: 'foodInformation.warning.pregnancy',
    defaultMessage: 'Not recommended for pregnant or breastfeeding women.',
  },
  children_under_3: {
    id: 'foodInformation.warning.children_under_3',
    defaultMessage: 'Not suitable for children under 3.',
  },
  anticoagulants: {
    id: 'foodInformation.warning.anticoagulants',
    defaultMessage: 'Not recommended with anticoagulant treatment without medical advice.',
  },
  melatonin: {
    id: 'foodInformation.warning.melatonin',
    defaultMessage:
      'Not recommended for people with epilepsy, asthma, mood disorders or an inflammatory or autoimmune disease. May cause drowsiness: do not drive after taking it.',
  },
  caffeine: {
    id: 'foodInformation.warning.caffeine',
    defaultMessage:
      'High caffeine content. Not recommended for children or pregnant or breastfeeding women.',
  },
  hive_products: {
    id: 'foodInformation.warning.hive_products',
    defaultMessage: 'Not recommended for people allergic to bee products.',
  },
  bile_ducts: {
    id: 'foodInformation.warning.bile_ducts',
    defaultMessage: 'Not recommended in case of bile duct obstruction.',
  },
  smokers: {
    id: 'foodInformation.warning.smokers',
    defaultMessage: 'Not recommended for smokers.',
  },
  medicine_interval: {
    id: 'foodInformation.warning.medicine_interval',
    defaultMessage: 'Take at least two hours apart from any medicine.',
  },
  drowsiness: {
    id: 'foodInformation.warning.drowsiness',
    defaultMessage: 'May cause drowsiness: take care when driving.',
  },
  autoimmune: {
    id: 'foodInformation.warning.autoimmune',
    defaultMessage: 'Not recommended in case of autoimmune disease.',
  },
  gastric_ulcer: {
    id: 'foodInformation.warning.gastric_ulcer',
    defaultMessage: 'Not recommended in case of gastric or duodenal ulcer.',
  },
  thyroid: {
    id: 'foodInformation.warning.thyroid',
    defaultMessage: 'Not recommended in case of thyroid disorder without medical advice.',
  },
} as const satisfies Record<ProductWarning, MessageDescriptor>;
