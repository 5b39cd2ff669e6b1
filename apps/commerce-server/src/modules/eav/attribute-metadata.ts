import type { Queryable } from '../../db/database.ts';

/** Magento's EAV entity type codes (the values of AttributeEntityTypeEnum, lower-cased). */
export type EntityType = 'catalog_product' | 'catalog_category' | 'customer' | 'customer_address';

export const ENTITY_TYPES: readonly EntityType[] = [
  'catalog_product',
  'catalog_category',
  'customer',
  'customer_address',
];

/** One attribute as the metadata queries describe it (Magento's GetAttributeData output). */
export interface AttributeDefinition {
  entityType: EntityType;
  code: string;
  label: string;
  /** Magento's frontend_input: text, textarea, select, multiselect, boolean, date, price, weight, multiline, hidden… */
  input: string;
  required?: boolean;
  unique?: boolean;
  defaultValue?: string | null;
  frontendClass?: string | null;
  options?: ReadonlyArray<{ label: string; value: string; isDefault?: boolean }>;
  /** Catalog flags (AttributeFilterInput). */
  flags?: Partial<Record<CatalogFlag, boolean>>;
  /** Magento's user-defined attributes are the ones `custom_attributesV2` lists. */
  userDefined?: boolean;
  swatchInput?: 'text' | 'visual' | null;
  /** Customer attributes. */
  sortOrder?: number;
  multilineCount?: number;
  inputFilter?: 'NONE' | 'DATE' | 'TRIM' | 'STRIPTAGS' | 'ESCAPEHTML';
  validateRules?: ReadonlyArray<{ name: string; value: string }>;
}

export type CatalogFlag =
  | 'is_comparable'
  | 'is_filterable'
  | 'is_filterable_in_search'
  | 'is_html_allowed_on_front'
  | 'is_searchable'
  | 'is_used_for_price_rules'
  | 'is_used_for_promo_rules'
  | 'is_visible_in_advanced_search'
  | 'is_visible_on_front'
  | 'is_wysiwyg_enabled'
  | 'used_in_product_listing';

/** User-defined product attributes kept in `product.extra`, as `[code, label, input]`. */
function extraAttributes(
  list: ReadonlyArray<readonly [string, string, string]>,
  htmlAllowed: boolean,
): AttributeDefinition[] {
  return list.map(([code, label, input]) => ({
    entityType: 'catalog_product',
    code,
    label,
    input,
    userDefined: true,
    flags: {
      is_visible_on_front: true,
      is_html_allowed_on_front: htmlAllowed,
      is_searchable: false,
    },
  }));
}

/** The text attributes products keep in `product.extra` (shown on the product page). */
export const PRODUCT_TEXT_ATTRIBUTES: readonly AttributeDefinition[] = extraAttributes(
  [
    ['ingredients', 'Ingrédients', 'textarea'],
    ['dosage', 'Conseils d’utilisation', 'textarea'],
    ['origin', 'Origine', 'text'],
    ['net_quantity', 'Contenance', 'text'],
  ],
  true,
);

/**
 * A food supplement's mandatory information (decision 165): plain texts, and JSON in textarea
 * attributes for the nutrition table, the ingredients and the codes of warnings and claims, as a
 * Magento catalogue can hold them (`@vitrine/food-information` reads them).
 */
export const FOOD_INFORMATION_ATTRIBUTES: readonly AttributeDefinition[] = extraAttributes(
  [
    ['food_daily_portion', 'Portion journalière', 'text'],
    ['food_nutrients', 'Composition par portion journalière', 'textarea'],
    ['food_ingredients', 'Liste des ingrédients', 'textarea'],
    ['food_warnings', 'Précautions d’emploi', 'textarea'],
    ['food_claims', 'Allégations de santé', 'textarea'],
    ['food_storage', 'Conservation', 'text'],
  ],
  false,
);

/** The system product attributes a client can ask metadata for. */
const PRODUCT_SYSTEM_ATTRIBUTES: readonly AttributeDefinition[] = [
  { code: 'name', label: 'Product Name', input: 'text', required: true, searchable: true },
  { code: 'sku', label: 'SKU', input: 'text', required: true, unique: true, searchable: true },
  { code: 'price', label: 'Price', input: 'price', required: true, searchable: true },
  { code: 'description', label: 'Description', input: 'textarea', searchable: true, html: true },
  { code: 'short_description', label: 'Short Description', input: 'textarea', html: true },
  { code: 'weight', label: 'Weight', input: 'weight' },
].map(({ searchable, html, ...rest }) => ({
  ...rest,
  entityType: 'catalog_product' as const,
  flags: {
    is_searchable: searchable === true,
    is_html_allowed_on_front: html === true,
    is_wysiwyg_enabled: html === true,
    is_visible_in_advanced_search: searchable === true,
    used_in_product_listing: rest.code !== 'description',
    is_filterable: rest.code === 'price',
    is_filterable_in_search: rest.code === 'price',
  },
}));

const CATEGORY_ATTRIBUTES: readonly AttributeDefinition[] = [
  { code: 'name', label: 'Name', input: 'text', required: true },
  { code: 'description', label: 'Description', input: 'textarea' },
  { code: 'image', label: 'Image', input: 'image' },
  { code: 'url_key', label: 'URL Key', input: 'text' },
  { code: 'meta_title', label: 'Page Title', input: 'text' },
].map((definition) => ({ ...definition, entityType: 'catalog_category' as const }));

const NAME_RULES = [{ name: 'MAX_TEXT_LENGTH', value: '255' }];

/** Magento's customer attributes visible on the storefront with the shop's form settings. */
export const CUSTOMER_ATTRIBUTES: readonly AttributeDefinition[] = [
  { code: 'firstname', label: 'First Name', sortOrder: 40 },
  { code: 'lastname', label: 'Last Name', sortOrder: 60 },
].map((entry) => ({
  ...entry,
  entityType: 'customer' as const,
  input: 'text',
  required: true,
  inputFilter: 'TRIM' as const,
  validateRules: NAME_RULES,
}));

const EMAIL: AttributeDefinition = {
  entityType: 'customer',
  code: 'email',
  label: 'Email',
  input: 'text',
  required: true,
  frontendClass: 'validate-email',
  sortOrder: 80,
  validateRules: [{ name: 'INPUT_VALIDATION', value: 'email' }],
};

/** Magento's customer address attributes shown by the address forms. */
export const ADDRESS_ATTRIBUTES: readonly AttributeDefinition[] = (
  [
    ['firstname', 'First Name', 'text', true, 40],
    ['lastname', 'Last Name', 'text', true, 60],
    ['company', 'Company', 'text', false, 70],
    ['street', 'Street Address', 'multiline', true, 70],
    ['city', 'City', 'text', true, 80],
    ['country_id', 'Country', 'select', true, 90],
    ['region', 'State/Province', 'text', false, 100],
    ['region_id', 'State/Province', 'hidden', false, 100],
    ['postcode', 'Zip/Postal Code', 'text', false, 110],
    ['telephone', 'Phone Number', 'text', true, 120],
  ] as const
).map(([code, label, input, required, sortOrder]) => ({
  entityType: 'customer_address' as const,
  code,
  label,
  input,
  required,
  sortOrder,
  ...(code === 'street' ? { multilineCount: 2 } : {}),
  ...(code === 'country_id' ? { defaultValue: 'FR' } : {}),
}));

/** The storefront forms `attributesForm` knows, and their attributes (Magento's customer_form_attribute). */
export const FORMS: Readonly<Record<string, readonly AttributeDefinition[]>> = {
  customer_account_create: [...CUSTOMER_ATTRIBUTES, EMAIL],
  customer_account_edit: [...CUSTOMER_ATTRIBUTES, EMAIL],
  customer_address_edit: ADDRESS_ATTRIBUTES,
  customer_register_address: ADDRESS_ATTRIBUTES,
};

interface AttributeRow {
  attribute_id: number;
  code: string;
  label: string;
  input_type: string;
  is_filterable: boolean;
  is_visible_on_front: boolean;
  swatch_input: string | null;
  options: Array<{ label: string; value: string }>;
}

/** The product attributes the catalogue defines (select and multiselect), with their options. */
export async function catalogAttributes(db: Queryable): Promise<AttributeDefinition[]> {
  const rows = await db.query<AttributeRow>(
    `SELECT a.attribute_id, a.code, a.label, a.input_type, a.is_filterable, a.is_visible_on_front, a.swatch_input,
            coalesce(json_agg(json_build_object('label', o.label, 'value', o.option_id::text) ORDER BY o.position)
              FILTER (WHERE o.option_id IS NOT NULL), '[]') AS options
       FROM attribute a LEFT JOIN attribute_option o USING (attribute_id)
      GROUP BY a.attribute_id ORDER BY a.position`,
  );
  return rows.map((row) => ({
    entityType: 'catalog_product',
    code: row.code,
    label: row.label,
    input: row.input_type,
    options: row.options,
    userDefined: true,
    swatchInput:
      row.swatch_input === 'text' || row.swatch_input === 'visual' ? row.swatch_input : null,
    flags: {
      is_filterable: row.is_filterable,
      is_filterable_in_search: row.is_filterable,
      is_visible_on_front: row.is_visible_on_front,
      is_searchable: row.code === 'brand',
      is_comparable: row.is_visible_on_front,
      used_in_product_listing: row.is_filterable,
      is_used_for_promo_rules: row.is_filterable,
    },
  }));
}

/** Every attribute of an entity type. */
export async function attributesOf(
  db: Queryable,
  type: EntityType,
): Promise<AttributeDefinition[]> {
  switch (type) {
    case 'catalog_product':
      return [
        ...PRODUCT_SYSTEM_ATTRIBUTES,
        ...(await catalogAttributes(db)),
        ...PRODUCT_TEXT_ATTRIBUTES,
        ...FOOD_INFORMATION_ATTRIBUTES,
      ];
    case 'catalog_category':
      return [...CATEGORY_ATTRIBUTES];
    case 'customer':
      return [...CUSTOMER_ATTRIBUTES, EMAIL];
    case 'customer_address':
      return [...ADDRESS_ATTRIBUTES];
  }
}
