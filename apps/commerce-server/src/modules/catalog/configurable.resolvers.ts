import type { RequestContext } from '../../graphql/context.ts';
import { mediaBaseUrl } from '../../graphql/media-url.ts';
import { encodeUid } from '../../graphql/uid.ts';
import { catalogLoaders } from './catalog.loaders.ts';
import type { OptionValueRow, ProductRow } from './product.repository.ts';
import { configurableValueUid, optionsSelection, swatchData } from './configurable-selection.ts';
import { productResolvers, variantRows } from './product.resolvers.ts';

async function variantsWithOptions(row: ProductRow, context: RequestContext) {
  const loaders = catalogLoaders(context);
  const [supers, variants] = await Promise.all([
    loaders.superAttributes.load(row.product_id),
    variantRows(row, context),
  ]);
  const options = await Promise.all(
    variants.map((variant) => loaders.options.load(variant.product_id)),
  );
  return {
    supers: supers ?? [],
    variants: variants.map((product, index) => ({ product, options: options[index] ?? [] })),
  };
}

/** configurable_options and variants of ConfigurableProduct. */
export const configurableResolvers = {
  SwatchDataInterface: { __resolveType: (data: { __typename: string }) => data.__typename },
  ConfigurableProduct: {
    configurable_options: async (row: ProductRow, _: unknown, context: RequestContext) => {
      const { supers, variants } = await variantsWithOptions(row, context);
      return supers.map((attribute) => {
        const values = new Map<number, OptionValueRow>();
        for (const variant of variants) {
          for (const option of variant.options)
            if (option.attribute_id === attribute.attribute_id)
              values.set(option.option_id, option);
        }
        return {
          id: attribute.attribute_id,
          uid: encodeUid(`configurable/${row.product_id}/${attribute.attribute_id}`),
          attribute_id: String(attribute.attribute_id),
          attribute_id_v2: attribute.attribute_id,
          attribute_uid: encodeUid(String(attribute.attribute_id)),
          attribute_code: attribute.code,
          label: attribute.label,
          position: attribute.position,
          use_default: true,
          product_id: row.product_id,
          values: [...values.values()]
            .sort((a, b) => a.position - b.position)
            .map((option) => ({
              uid: configurableValueUid(attribute.attribute_id, option.option_id),
              value_index: option.option_id,
              label: option.label,
              store_label: option.label,
              default_label: option.label,
              use_default_value: true,
              swatch_data: swatchData(option, mediaBaseUrl(context)),
            })),
        };
      });
    },
    configurable_product_options_selection: async (
      row: ProductRow,
      args: { configurableOptionValueUids?: readonly string[] | null },
      context: RequestContext,
    ) => {
      const { supers, variants } = await variantsWithOptions(row, context);
      return optionsSelection(
        context,
        row,
        supers,
        variants,
        args.configurableOptionValueUids ?? [],
        async (product) =>
          (await productResolvers.SimpleProduct.media_gallery(product, undefined, context)) ?? [],
      );
    },
    variants: async (row: ProductRow, _: unknown, context: RequestContext) => {
      const { supers, variants } = await variantsWithOptions(row, context);
      return variants.map((variant) => ({
        product: variant.product,
        attributes: supers.flatMap((attribute) => {
          const option = variant.options.find(
            (entry) => entry.attribute_id === attribute.attribute_id,
          );
          return option
            ? [
                {
                  uid: configurableValueUid(attribute.attribute_id, option.option_id),
                  code: attribute.code,
                  label: option.label,
                  value_index: option.option_id,
                },
              ]
            : [];
        }),
      }));
    },
  },
};
