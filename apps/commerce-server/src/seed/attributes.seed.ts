import type { Queryable } from '../db/database.ts';
import { bulkInsert } from './bulk-insert.ts';
import { BENEFITS, BRANDS, DIETS, FLAVOURS, FORMS, SIZES } from './catalog.data.ts';

/** Attribute ids, Magento-style numbers kept stable because uids encode them. */
export const ATTRIBUTE_IDS = {
  brand: 200,
  form: 201,
  benefit: 202,
  diet: 203,
  flavour: 204,
  size: 205,
} as const;

export type SeedAttributeCode = keyof typeof ATTRIBUTE_IDS;

const DEFINITIONS: ReadonlyArray<{
  code: SeedAttributeCode;
  label: string;
  input: string;
  options: readonly string[];
  configurable: boolean;
}> = [
  { code: 'brand', label: 'Marque', input: 'select', options: BRANDS, configurable: false },
  { code: 'form', label: 'Forme', input: 'select', options: FORMS, configurable: false },
  {
    code: 'benefit',
    label: 'Bienfait',
    input: 'multiselect',
    options: BENEFITS,
    configurable: false,
  },
  {
    code: 'diet',
    label: 'Régime alimentaire',
    input: 'multiselect',
    options: DIETS,
    configurable: false,
  },
  { code: 'flavour', label: 'Saveur', input: 'select', options: FLAVOURS, configurable: true },
  { code: 'size', label: 'Durée de cure', input: 'select', options: SIZES, configurable: true },
];

/** Magento swatches: flavours as colour swatches (visual), cure lengths as text swatches. */
const SWATCH_INPUT: Partial<Record<SeedAttributeCode, 'text' | 'visual'>> = {
  flavour: 'visual',
  size: 'text',
};

const SWATCHES: Record<string, string> = {
  Citron: '#f4d03f',
  'Fruits rouges': '#b03a48',
  Vanille: '#f3e5ab',
  Nature: '#d9cbb0',
  '30 jours': '30 j',
  '60 jours': '60 j',
  '90 jours': '90 j',
};

/** option id of every attribute value label, per attribute code. */
export type OptionIds = Record<SeedAttributeCode, Map<string, number>>;

/** Writes the filterable attributes and their options; returns label → option id maps. */
export async function seedAttributes(db: Queryable): Promise<OptionIds> {
  const attributeRows: unknown[][] = [];
  const optionRows: unknown[][] = [];
  const ids = {} as OptionIds;
  let optionId = 300;
  DEFINITIONS.forEach((definition, position) => {
    const attributeId = ATTRIBUTE_IDS[definition.code];
    attributeRows.push([
      attributeId,
      definition.code,
      definition.label,
      definition.input,
      true,
      true,
      definition.configurable,
      position + 1,
      SWATCH_INPUT[definition.code] ?? null,
    ]);
    const map = new Map<string, number>();
    definition.options.forEach((label, index) => {
      optionId += 1;
      map.set(label, optionId);
      optionRows.push([optionId, attributeId, label, index + 1, SWATCHES[label] ?? null]);
    });
    ids[definition.code] = map;
  });
  await bulkInsert(
    db,
    'attribute',
    [
      'attribute_id',
      'code',
      'label',
      'input_type',
      'is_filterable',
      'is_visible_on_front',
      'is_configurable',
      'position',
      'swatch_input',
    ],
    attributeRows,
  );
  await bulkInsert(
    db,
    'attribute_option',
    ['option_id', 'attribute_id', 'label', 'position', 'swatch'],
    optionRows,
  );
  return ids;
}
