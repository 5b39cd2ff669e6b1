import type { Queryable } from '../../db/database.ts';

/** The filter input type Magento generates for an attribute of this input type. */
function filterTypeOf(inputType: string): string {
  if (inputType === 'price' || inputType === 'date' || inputType === 'datetime')
    return 'FilterRangeTypeInput';
  if (inputType === 'text' || inputType === 'textarea') return 'FilterMatchTypeInput';
  return 'FilterEqualTypeInput';
}

/**
 * Magento generates `ProductAttributeFilterInput` at run time: besides its static keys (core/),
 * every attribute flagged filterable becomes a key, Equal for select/multiselect/boolean, Match for
 * text and Range for prices and dates (CatalogGraphQl's ConfigReader plugin). A stock Magento does
 * it too, so the stock profile serves these keys as well; clients learn them by introspecting the
 * type. Answers the SDL that adds them, or '' when there is none.
 */
export async function attributeFilterTypeDefs(db: Queryable): Promise<string> {
  const rows = await db.query<{ code: string; input_type: string }>(
    'SELECT code, input_type FROM attribute WHERE is_filterable ORDER BY position, code',
  );
  // Only GraphQL names: an attribute code is free text in Magento's admin.
  const fields = rows
    .filter((row) => /^[_a-zA-Z][_a-zA-Z0-9]*$/.test(row.code))
    .map((row) => `  ${row.code}: ${filterTypeOf(row.input_type)}`);
  return fields.length === 0
    ? ''
    : `extend input ProductAttributeFilterInput {\n${fields.join('\n')}\n}\n`;
}
