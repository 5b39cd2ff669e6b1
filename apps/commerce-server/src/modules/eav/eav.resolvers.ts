import type { RequestContext } from '../../graphql/context.ts';
import { inputError } from '../../graphql/errors.ts';
import { attributesOf, ENTITY_TYPES, FORMS } from './attribute-metadata.ts';
import type { AttributeDefinition, CatalogFlag, EntityType } from './attribute-metadata.ts';

type MetadataError = {
  type: 'ENTITY_NOT_FOUND' | 'ATTRIBUTE_NOT_FOUND' | 'FILTER_NOT_FOUND' | 'UNDEFINED';
  message: string;
};

const FRONTEND_INPUTS = new Set([
  'BOOLEAN',
  'DATE',
  'DATETIME',
  'FILE',
  'GALLERY',
  'HIDDEN',
  'IMAGE',
  'MEDIA_IMAGE',
  'MULTILINE',
  'MULTISELECT',
  'PRICE',
  'SELECT',
  'TEXT',
  'TEXTAREA',
  'WEIGHT',
]);

const isCatalog = (type: EntityType) => type === 'catalog_product' || type === 'catalog_category';

/** A CustomAttributeMetadataInterface object of a definition (Magento's GetAttributeData). */
export function attributeMetadata(definition: AttributeDefinition) {
  const input = definition.input.toUpperCase();
  const base = {
    code: definition.code,
    label: definition.label,
    default_value: definition.defaultValue ?? null,
    entity_type: definition.entityType.toUpperCase(),
    frontend_class: definition.frontendClass ?? null,
    frontend_input: FRONTEND_INPUTS.has(input) ? input : 'UNDEFINED',
    is_required: definition.required === true,
    is_unique: definition.unique === true,
    options: (definition.options ?? []).map((option) => ({
      label: option.label,
      value: option.value,
      is_default: option.isDefault === true,
    })),
  };
  if (isCatalog(definition.entityType)) {
    const flags = definition.flags ?? {};
    const flag = (name: CatalogFlag) => flags[name] === true;
    return {
      ...base,
      __typename: 'CatalogAttributeMetadata',
      apply_to:
        definition.entityType === 'catalog_category' ? ['CATEGORY'] : ['SIMPLE', 'CONFIGURABLE'],
      is_comparable: flag('is_comparable'),
      is_filterable: flag('is_filterable'),
      is_filterable_in_search: flag('is_filterable_in_search'),
      is_html_allowed_on_front: flag('is_html_allowed_on_front'),
      is_searchable: flag('is_searchable'),
      is_used_for_price_rules: flag('is_used_for_price_rules'),
      is_used_for_promo_rules: flag('is_used_for_promo_rules'),
      is_visible_in_advanced_search: flag('is_visible_in_advanced_search'),
      is_visible_on_front: flag('is_visible_on_front'),
      is_wysiwyg_enabled: flag('is_wysiwyg_enabled'),
      used_in_product_listing: flag('used_in_product_listing'),
      // Magento's swatch input: text or visual swatches, else a plain dropdown for option lists.
      swatch_input_type:
        definition.swatchInput === 'text'
          ? 'TEXT'
          : definition.swatchInput === 'visual'
            ? 'VISUAL'
            : definition.options
              ? 'DROPDOWN'
              : null,
      update_product_preview_image: definition.swatchInput === 'visual',
      use_product_image_for_swatch: false,
    };
  }
  return {
    ...base,
    __typename: 'CustomerAttributeMetadata',
    input_filter: definition.inputFilter ?? 'NONE',
    multiline_count: definition.multilineCount ?? (input === 'MULTILINE' ? 1 : null),
    sort_order: definition.sortOrder ?? null,
    validate_rules: definition.validateRules ?? [],
  };
}

/** An entity type given as Magento's code (`catalog_product`) or as the enum (`CATALOG_PRODUCT`). */
function entityTypeOf(value: string): EntityType | undefined {
  const code = value.trim().toLowerCase();
  return ENTITY_TYPES.find((type) => type === code);
}

/** Keeps the attributes whose flags match every filter given (AttributeFilterInput). */
export function matchesFilters(
  definition: AttributeDefinition,
  filters: Partial<Record<CatalogFlag, boolean | null>> | null | undefined,
): boolean {
  return Object.entries(filters ?? {}).every(
    ([name, wanted]) =>
      wanted === null ||
      wanted === undefined ||
      (definition.flags?.[name as CatalogFlag] === true) === wanted,
  );
}

/** customAttributeMetadataV2, attributesList and attributesForm (Magento_EavGraphQl). */
export const eavResolvers = {
  CustomAttributeMetadataInterface: {
    __resolveType: (value: { __typename: string }) => value.__typename,
  },
  CustomAttributeOptionInterface: { __resolveType: () => 'AttributeOptionMetadata' },
  AttributeSelectedOptionInterface: { __resolveType: () => 'AttributeSelectedOption' },
  Query: {
    customAttributeMetadataV2: async (
      _: unknown,
      args: {
        attributes?: Array<{ attribute_code?: string | null; entity_type?: string | null }> | null;
      },
      context: RequestContext,
    ) => {
      const items = [];
      const errors: MetadataError[] = [];
      const byType = new Map<string, string[]>();
      for (const input of args.attributes ?? []) {
        const type = input.entity_type ?? '';
        byType.set(type, [...(byType.get(type) ?? []), input.attribute_code ?? '']);
      }
      for (const [given, codes] of byType) {
        const type = entityTypeOf(given);
        if (!type) {
          errors.push({
            type: 'ENTITY_NOT_FOUND',
            message: `Entity "${given}" could not be found.`,
          });
          continue;
        }
        const known = await attributesOf(context.db, type);
        for (const code of codes) {
          const definition = known.find((entry) => entry.code === code);
          if (definition) items.push(attributeMetadata(definition));
          else
            errors.push({
              type: 'ATTRIBUTE_NOT_FOUND',
              message: `Attribute code "${code}" could not be found.`,
            });
        }
      }
      return { items, errors };
    },
    attributesList: async (
      _: unknown,
      args: { entityType: string; filters?: Partial<Record<CatalogFlag, boolean | null>> | null },
      context: RequestContext,
    ) => {
      const type = entityTypeOf(args.entityType);
      if (!type) throw inputError('Required parameter "entityType" of type string.');
      const definitions = await attributesOf(context.db, type);
      return {
        items: definitions
          .filter((definition) => matchesFilters(definition, args.filters))
          .map(attributeMetadata),
        errors: [],
      };
    },
    attributesForm: (_: unknown, args: { formCode: string }) => {
      const formCode = args.formCode.trim();
      if (formCode === '') throw inputError('Required parameter "formCode" of type string.');
      const form = formCode.startsWith('adminhtml_') ? undefined : FORMS[formCode];
      if (!form)
        return {
          items: [],
          errors: [{ type: 'ENTITY_NOT_FOUND', message: `Form "${formCode}" could not be found.` }],
        };
      return { items: form.map(attributeMetadata), errors: [] };
    },
  },
};
