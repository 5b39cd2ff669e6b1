/**
 * The statements every food supplement's information carries (Directive 2002/46/EC, art. 6(3);
 * décret n° 2006-352, art. 10), in the order the page shows them; their texts:
 * `statementMessages`.
 */
export const MANDATORY_STATEMENTS = [
  'salesName',
  'doNotExceed',
  'notASubstitute',
  'outOfReach',
] as const;

export type MandatoryStatement = (typeof MANDATORY_STATEMENTS)[number];

/**
 * Warnings an ingredient calls for (pregnancy, children, interactions, caffeine…); a product's
 * data lists the ones that apply to it (decision 165). Their texts: `warningMessages`.
 */
export const PRODUCT_WARNING_CODES = [
  'pregnancy',
  'children_under_3',
  'anticoagulants',
  'melatonin',
  'caffeine',
  'hive_products',
  'bile_ducts',
  'smokers',
  'medicine_interval',
  'drowsiness',
  'autoimmune',
  'gastric_ulcer',
  'thyroid',
] as const;

export type ProductWarning = (typeof PRODUCT_WARNING_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(PRODUCT_WARNING_CODES);

export function isProductWarning(code: string): code is ProductWarning {
  return KNOWN.has(code);
}
