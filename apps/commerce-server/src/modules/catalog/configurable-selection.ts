import type { RequestContext } from '../../graphql/context.ts';
import { inputError } from '../../graphql/errors.ts';
import { mediaBaseUrl } from '../../graphql/media-url.ts';
import { decodeUid, encodeUid } from '../../graphql/uid.ts';
import type { OptionValueRow, ProductRow, SuperAttributeRow } from './product.repository.ts';

/** Magento's configurable value uid: base64("configurable/<attribute_id>/<value_index>"). */
export const configurableValueUid = (attributeId: number, optionId: number) =>
  encodeUid(`configurable/${attributeId}/${optionId}`);

/**
 * Magento's swatch_data of an option value: a text swatch, or a visual one that is a colour
 * (`#rrggbb`) or an image (a media path, with its thumbnail URL); null without a swatch.
 */
export function swatchData(
  option: Pick<OptionValueRow, 'swatch' | 'swatch_input'>,
  mediaBase: string,
) {
  if (!option.swatch || !option.swatch_input) return null;
  if (option.swatch_input === 'text') return { __typename: 'TextSwatchData', value: option.swatch };
  if (option.swatch.startsWith('#')) return { __typename: 'ColorSwatchData', value: option.swatch };
  return {
    __typename: 'ImageSwatchData',
    value: option.swatch,
    thumbnail: `${mediaBase}attribute/swatch/swatch_thumb/110x90${option.swatch}`,
  };
}

/** Magento's message for value uids that are not this configurable's. */
export const INCORRECT_SELECTION = 'configurableOptionValueUids values are incorrect';

interface Variant {
  product: ProductRow;
  options: OptionValueRow[];
}

const salable = (variant: Variant) => variant.product.in_stock && variant.product.qty > 0;

/** The chosen value of each attribute, from `configurable/<attribute_id>/<value>` uids. */
function parseSelection(
  uids: readonly string[],
  supers: readonly SuperAttributeRow[],
  variants: readonly Variant[],
): Map<number, number> {
  const selection = new Map<number, number>();
  for (const uid of uids) {
    const match = /^configurable\/(\d+)\/(\d+)$/.exec(decodeUid(uid) ?? '');
    const attributeId = Number(match?.[1]);
    const valueId = Number(match?.[2]);
    const known =
      match !== null &&
      supers.some((attribute) => attribute.attribute_id === attributeId) &&
      variants.some((variant) =>
        variant.options.some(
          (option) => option.attribute_id === attributeId && option.option_id === valueId,
        ),
      );
    if (!known) throw inputError(INCORRECT_SELECTION);
    selection.set(attributeId, valueId);
  }
  return selection;
}

const valueOf = (variant: Variant, attributeId: number) =>
  variant.options.find((option) => option.attribute_id === attributeId);

/** Whether a variant has every selected value, the attribute `except` left out. */
function matches(variant: Variant, selection: Map<number, number>, except?: number): boolean {
  return [...selection].every(
    ([attributeId, valueId]) =>
      attributeId === except || valueOf(variant, attributeId)?.option_id === valueId,
  );
}

/**
 * ConfigurableProduct.configurable_product_options_selection, as Magento answers it: the
 * attributes still to choose (with each value's availability given the selection), the values
 * still possible for every attribute, the variant once every attribute is chosen, and the images
 * of the selection (the variant's, else the configurable's).
 */
export function optionsSelection(
  context: RequestContext,
  parent: ProductRow,
  supers: readonly SuperAttributeRow[],
  variants: readonly Variant[],
  uids: readonly string[],
  gallery: (product: ProductRow) => Promise<unknown[]>,
) {
  const selection = parseSelection(uids, supers, variants);
  const media = mediaBaseUrl(context);
  const valuesOf = (attribute: SuperAttributeRow) => {
    const values = new Map<number, OptionValueRow>();
    for (const variant of variants) {
      const option = valueOf(variant, attribute.attribute_id);
      if (option) values.set(option.option_id, option);
    }
    return [...values.values()].sort((a, b) => a.position - b.position);
  };
  const possible = (attribute: SuperAttributeRow, valueId: number) =>
    variants.some(
      (variant) =>
        salable(variant) &&
        matches(variant, selection, attribute.attribute_id) &&
        valueOf(variant, attribute.attribute_id)?.option_id === valueId,
    );
  const chosen =
    supers.length > 0 && supers.every((attribute) => selection.has(attribute.attribute_id))
      ? variants.find((variant) => matches(variant, selection))
      : undefined;
  const shown =
    chosen ??
    (selection.size > 0 ? variants.find((variant) => matches(variant, selection)) : undefined);
  return {
    configurable_options: supers
      .filter((attribute) => !selection.has(attribute.attribute_id))
      .map((attribute) => ({
        uid: encodeUid(`configurable/${parent.product_id}/${attribute.attribute_id}`),
        attribute_code: attribute.code,
        label: attribute.label,
        values: valuesOf(attribute).map((option) => ({
          uid: configurableValueUid(attribute.attribute_id, option.option_id),
          label: option.label,
          is_use_default: true,
          is_available: possible(attribute, option.option_id),
          swatch: swatchData(option, media),
        })),
      })),
    options_available_for_selection: supers.map((attribute) => ({
      attribute_code: attribute.code,
      option_value_uids: valuesOf(attribute)
        .filter((option) => possible(attribute, option.option_id))
        .map((option) => configurableValueUid(attribute.attribute_id, option.option_id)),
    })),
    variant: chosen?.product ?? null,
    media_gallery: (async () => {
      const own = shown ? await gallery(shown.product) : [];
      return own.length > 0 ? own : gallery(parent);
    })(),
  };
}
