import type { MessageDescriptor } from './messages.ts';

/**
 * The statements every food supplement's information carries (Directive 2002/46/EC, art. 6(3);
 * décret n° 2006-352, art. 10), in the order the page shows them.
 */
export const MANDATORY_STATEMENTS = {
  salesName: 'Food supplement',
  doNotExceed: 'Do not exceed the recommended daily dose.',
  notASubstitute:
    'Food supplements should not be used as a substitute for a varied and balanced diet and a healthy lifestyle.',
  outOfReach: 'Keep out of the reach of young children.',
} as const;

export type MandatoryStatement = keyof typeof MANDATORY_STATEMENTS;

/** The statement as a message descriptor. */
export function statementMessage(statement: MandatoryStatement): MessageDescriptor {
  return {
    id: `foodInformation.statement.${statement}`,
    defaultMessage: MANDATORY_STATEMENTS[statement],
  };
}

/**
 * Warnings an ingredient calls for (pregnancy, children, interactions, caffeine…); a product's
 * data lists the ones that apply to it (decision 165 says which ingredient calls for which).
 */
export const PRODUCT_WARNINGS = {
  pregnancy: 'Not recommended for pregnant or breastfeeding women.',
  children_under_3: 'Not suitable for children under 3.',
  anticoagulants: 'Not recommended with anticoagulant treatment without medical advice.',
  melatonin:
    'Not recommended for people with epilepsy, asthma, mood disorders or an inflammatory or autoimmune disease. May cause drowsiness: do not drive after taking it.',
  caffeine:
    'High caffeine content. Not recommended for children or pregnant or breastfeeding women.',
  hive_products: 'Not recommended for people allergic to bee products.',
  bile_ducts: 'Not recommended in case of bile duct obstruction.',
  smokers: 'Not recommended for smokers.',
  medicine_interval: 'Take at least two hours apart from any medicine.',
  drowsiness: 'May cause drowsiness: take care when driving.',
  autoimmune: 'Not recommended in case of autoimmune disease.',
  gastric_ulcer: 'Not recommended in case of gastric or duodenal ulcer.',
  thyroid: 'Not recommended in case of thyroid disorder without medical advice.',
} as const;

export type ProductWarning = keyof typeof PRODUCT_WARNINGS;

export const PRODUCT_WARNING_CODES = Object.keys(PRODUCT_WARNINGS) as ProductWarning[];

export function isProductWarning(code: string): code is ProductWarning {
  return Object.hasOwn(PRODUCT_WARNINGS, code);
}

/** The warning as a message descriptor. */
export function warningMessage(warning: ProductWarning): MessageDescriptor {
  return { id: `foodInformation.warning.${warning}`, defaultMessage: PRODUCT_WARNINGS[warning] };
}
