import type { RequestContext } from '../../graphql/context.ts';
import { mediaBaseUrl } from '../../graphql/media-url.ts';
import { encodeUid } from '../../graphql/uid.ts';
import { perRequest } from '../../graphql/loader.ts';
import { attributesOf, matchesFilters } from '../eav/index.ts';
import type { CatalogFlag } from '../eav/index.ts';
import { catalogLoaders, loadProducts } from './catalog.loaders.ts';
import type { MediaRow, ProductRow } from './product.repository.ts';

/** Stock left at or below which only_x_left_in_stock is shown (Magento's "Only X left" threshold). */
export const ONLY_X_LEFT_THRESHOLD = 5;

const euros = (cents: number) => Math.round(cents) / 100;
const money = (cents: number, currency: string) => ({ value: euros(cents), currency });

function suffix(context: RequestContext): string {
  const value = context.services.stores.config(context.store.storeId).get('product_url_suffix');
  return typeof value === 'string' ? value : '.html';
}

function productPrice(regular: number, final: number, currency: string) {
  const off = Math.max(0, regular - final);
  return {
    regular_price: money(regular, currency),
    final_price: money(final, currency),
    discount: {
      amount_off: euros(off),
      percent_off: regular > 0 ? Math.round((off / regular) * 10000) / 100 : 0,
    },
    fixed_product_taxes: [],
  };
}

const finalOf = (row: ProductRow) => row.active_special_price ?? row.price;

async function variantRows(row: ProductRow, context: RequestContext): Promise<ProductRow[]> {
  if (row.type_id !== 'configurable') return [];
  const children = (await catalogLoaders(context).children.load(row.product_id)) ?? [];
  return loadProducts(
    context,
    children.map((child) => child.child_id),
  );
}

function image(media: MediaRow | undefined, row: ProductRow, context: RequestContext) {
  const base = `${mediaBaseUrl(context)}catalog/product`;
  if (!media)
    return {
      url: `${base}/placeholder/image.png`,
      label: row.name,
      position: 0,
      disabled: false,
    };
  return {
    url: `${base}${media.file}`,
    label: media.label ?? row.name,
    position: media.position,
    disabled: media.disabled,
  };
}

async function roleImage(row: ProductRow, role: string, context: RequestContext) {
  const media = (await catalogLoaders(context).media.load(row.product_id)) ?? [];
  return image(media.find((entry) => entry.roles.includes(role)) ?? media[0], row, context);
}

async function linked(
  row: ProductRow,
  context: RequestContext,
  kind: 'related' | 'upsell' | 'crosssell',
) {
  const links = (await catalogLoaders(context)[kind].load(row.product_id)) ?? [];
  return loadProducts(
    context,
    links.map((link) => link.linked_product_id),
  );
}

type AttributeFilters = Partial<Record<CatalogFlag, boolean | null>>;

/** The product attributes' metadata, read once per request. */
const productAttributeDefinitions = perRequest((context: RequestContext) =>
  attributesOf(context.db, 'catalog_product'),
);

/** Field resolvers shared by SimpleProduct and ConfigurableProduct. */
const productFields = {
  id: (row: ProductRow) => row.product_id,
  uid: (row: ProductRow) => encodeUid(row.product_id),
  type_id: (row: ProductRow) => row.type_id,
  url_suffix: (_: ProductRow, __: unknown, context: RequestContext) => suffix(context),
  url_path: (row: ProductRow) => row.url_key,
  canonical_url: (row: ProductRow, _: unknown, context: RequestContext) =>
    `${row.url_key}${suffix(context)}`,
  url_rewrites: (row: ProductRow, _: unknown, context: RequestContext) => [
    {
      url: `${row.url_key}${suffix(context)}`,
      parameters: [{ name: 'id', value: String(row.product_id) }],
    },
  ],
  stock_status: (row: ProductRow) => (row.in_stock ? 'IN_STOCK' : 'OUT_OF_STOCK'),
  only_x_left_in_stock: (row: ProductRow) =>
    row.type_id === 'simple' && row.qty > 0 && row.qty <= ONLY_X_LEFT_THRESHOLD ? row.qty : null,
  description: (row: ProductRow) => ({ html: row.description ?? '' }),
  short_description: (row: ProductRow) => ({ html: row.short_description ?? '' }),
  image: (row: ProductRow, _: unknown, context: RequestContext) => roleImage(row, 'image', context),
  small_image: (row: ProductRow, _: unknown, context: RequestContext) =>
    roleImage(row, 'small_image', context),
  thumbnail: (row: ProductRow, _: unknown, context: RequestContext) =>
    roleImage(row, 'thumbnail', context),
  swatch_image: async (row: ProductRow, _: unknown, context: RequestContext) =>
    ((await catalogLoaders(context).media.load(row.product_id)) ?? []).find((entry) =>
      entry.roles.includes('swatch_image'),
    )?.file ?? null,
  media_gallery: async (row: ProductRow, _: unknown, context: RequestContext) =>
    ((await catalogLoaders(context).media.load(row.product_id)) ?? []).map((entry) => ({
      ...image(entry, row, context),
      __typename: 'ProductImage',
    })),
  media_gallery_entries: async (row: ProductRow, _: unknown, context: RequestContext) =>
    ((await catalogLoaders(context).media.load(row.product_id)) ?? []).map((entry) => ({
      id: entry.value_id,
      uid: encodeUid(entry.value_id),
      label: entry.label,
      position: entry.position,
      disabled: entry.disabled,
      file: entry.file,
      types: entry.roles,
      media_type: entry.media_type,
    })),
  price_range: (row: ProductRow, _: unknown, context: RequestContext) => {
    if (row.type_id !== 'configurable') {
      const price = productPrice(row.price, finalOf(row), context.currency);
      return { minimum_price: price, maximum_price: price };
    }
    // Indexed bounds over the variants (migration 005): no variant load on listings.
    return {
      minimum_price: productPrice(
        row.min_regular_price ?? row.min_price,
        row.min_price,
        context.currency,
      ),
      maximum_price: productPrice(
        row.max_regular_price ?? row.max_price,
        row.max_price,
        context.currency,
      ),
    };
  },
  price: (row: ProductRow, _: unknown, context: RequestContext) => ({
    regularPrice: { amount: money(row.price, context.currency) },
    minimalPrice: { amount: money(row.min_price, context.currency) },
    maximalPrice: { amount: money(row.max_price, context.currency) },
  }),
  price_tiers: () => [],
  special_price: (row: ProductRow) =>
    row.active_special_price === null ? null : euros(row.active_special_price),
  categories: async (row: ProductRow, _: unknown, context: RequestContext) => {
    const links = (await catalogLoaders(context).productCategories.load(row.product_id)) ?? [];
    const rows = await Promise.all(
      links.map((link) => catalogLoaders(context).category.load(link.category_id)),
    );
    return rows.filter((category) => category !== undefined && category.level >= 2);
  },
  related_products: (row: ProductRow, _: unknown, context: RequestContext) =>
    linked(row, context, 'related'),
  upsell_products: (row: ProductRow, _: unknown, context: RequestContext) =>
    linked(row, context, 'upsell'),
  crosssell_products: (row: ProductRow, _: unknown, context: RequestContext) =>
    linked(row, context, 'crosssell'),
  options_container: () => 'container2',
  country_of_manufacture: () => 'FR',
  custom_attributesV2: async (
    row: ProductRow,
    args: { filters?: AttributeFilters | null },
    context: RequestContext,
  ) => {
    // Magento lists the product's user-defined attributes that pass the filters, with a value.
    const shown = new Set(
      (await productAttributeDefinitions(context))
        .filter((definition) => definition.userDefined && matchesFilters(definition, args.filters))
        .map((definition) => definition.code),
    );
    const options = (await catalogLoaders(context).options.load(row.product_id)) ?? [];
    const byCode = new Map<string, Array<{ label: string; value: string }>>();
    for (const option of options) {
      if (!shown.has(option.code)) continue;
      const list = byCode.get(option.code) ?? [];
      list.push({ label: option.label, value: String(option.option_id) });
      byCode.set(option.code, list);
    }
    const selected = [...byCode].map(([code, selected_options]) => ({
      __typename: 'AttributeSelectedOptions',
      code,
      selected_options,
    }));
    const text = Object.entries(row.extra)
      .filter(([code]) => shown.has(code))
      .map(([code, value]) => ({ __typename: 'AttributeValue', code, value }));
    return { items: [...selected, ...text], errors: [] };
  },
  faq_items: async (row: ProductRow, _: unknown, context: RequestContext) =>
    (await catalogLoaders(context).faqs.load(row.product_id)) ?? [],
  relative_url: (
    row: ProductRow & { relative_url?: string },
    _: unknown,
    context: RequestContext,
  ) => row.relative_url ?? `${row.url_key}${suffix(context)}`,
  redirect_code: (row: ProductRow & { redirect_code?: number }) => row.redirect_code ?? 0,
  type: () => 'PRODUCT',
};

/** Resolvers of ProductInterface and its two concrete types. */
export const productResolvers = {
  ProductInterface: {
    __resolveType: (row: ProductRow) =>
      row.type_id === 'configurable' ? 'ConfigurableProduct' : 'SimpleProduct',
  },
  MediaGalleryInterface: {
    __resolveType: (entry: { __typename?: string }) => entry.__typename ?? 'ProductImage',
  },
  AttributeValueInterface: { __resolveType: (entry: { __typename: string }) => entry.__typename },
  PhysicalProductInterface: {
    __resolveType: (row: ProductRow) =>
      row.type_id === 'configurable' ? 'ConfigurableProduct' : 'SimpleProduct',
  },
  SimpleProduct: productFields,
  ConfigurableProduct: productFields,
};

export { variantRows, finalOf };
