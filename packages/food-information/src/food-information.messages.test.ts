import { describe, expect, it } from 'vitest';
import { ALLERGEN_CODES } from './allergens.ts';
import { HEALTH_CLAIM_CODES } from './claims.ts';
import {
  allergenMessages,
  claimMessages,
  statementMessages,
  warningMessages,
} from './food-information.messages.ts';
import { MANDATORY_STATEMENTS, PRODUCT_WARNING_CODES } from './warnings.ts';

describe('the texts of the food information', () => {
  it.each([
    ['claim', claimMessages, HEALTH_CLAIM_CODES],
    ['allergen', allergenMessages, ALLERGEN_CODES],
    ['statement', statementMessages, MANDATORY_STATEMENTS],
    ['warning', warningMessages, PRODUCT_WARNING_CODES],
  ] as const)('gives every %s one descriptor, named after its code', (kind, messages, codes) => {
    expect(Object.keys(messages).sort()).toEqual([...codes].sort());
    for (const [code, message] of Object.entries(messages) as [string, { id: string }][])
      expect(message.id).toBe(`foodInformation.${kind}.${code}`);
  });

  it('has the 14 allergens of Annex II and the register’s wording of a claim', () => {
    expect(ALLERGEN_CODES).toHaveLength(14);
    expect(claimMessages.vitamin_d_immune.defaultMessage).toBe(
      'Vitamin D contributes to the normal function of the immune system',
    );
  });
});
