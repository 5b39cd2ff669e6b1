import type { Queryable } from '../db/database.ts';
import { ATTRIBUTE_IDS } from './attributes.seed.ts';
import type { OptionIds, SeedAttributeCode } from './attributes.seed.ts';
import { bulkInsert } from './bulk-insert.ts';
import type { SeededCategory } from './categories.seed.ts';
import { generateProduct } from './product.generator.ts';
import { packagingForm } from './packaging-forms.data.ts';
import { inSentence } from './product.text.ts';
import { REVIEW_RATINGS } from './review.generator.ts';
import type { GeneratedProduct } from './product.generator.ts';

/** Products written per batch: bounds memory for the 100 000-product seed. */
const BATCH = 2000;

/** Catalogue size from which the search indexes are built after the inserts rather than during. */
const DEFER_INDEXES_FROM = 5000;

/** The roles of a product's main image (Magento's image, small_image and thumbnail). */
const MAIN_ROLES = ['image', 'small_image', 'thumbnail'];

/** Magento's dispersion path: /o/r/orsalis.png for orsalis.png. */
export function mediaFile(name: string): string {
  return `/${name[0] ?? '_'}/${name[1] ?? '_'}/${name}.png`;
}

const PRODUCT_COLUMNS = [
  'product_id',
  'type_id',
  'sku',
  'name',
  'url_key',
  'visibility',
  'description',
  'short_description',
  'meta_title',
  'meta_keyword',
  'meta_description',
  'price',
  'special_price',
  'special_from_date',
  'min_price',
  'max_price',
  'qty',
  'in_stock',
  'weight',
  'rating_summary',
  'review_count',
  'brand',
  'position',
  'new_from_date',
  'extra',
  'min_regular_price',
  'max_regular_price',
];

interface Batch {
  products: unknown[][];
  options: unknown[][];
  categories: unknown[][];
  index: unknown[][];
  media: unknown[][];
  assets: unknown[][];
  superAttributes: unknown[][];
  relations: unknown[][];
  faqs: unknown[][];
  links: unknown[][];
  reviews: unknown[][];
}

const emptyBatch = (): Batch => ({
  products: [],
  options: [],
  categories: [],
  index: [],
  media: [],
  assets: [],
  superAttributes: [],
  relations: [],
  faqs: [],
  links: [],
  reviews: [],
});

function finalPrice(product: GeneratedProduct): number {
  return product.specialPrice !== null && product.specialFrom === null
    ? product.specialPrice
    : product.price;
}

interface Ids {
  nextVariantId: number;
  nextMediaId: number;
}

function addProduct(
  batch: Batch,
  p: GeneratedProduct,
  ctx: {
    options: OptionIds;
    size: number;
    categories: number;
    promotionsId: number | undefined;
    ids: Ids;
  },
): void {
  const id = p.index + 1;
  const variantPrices = p.variants.map((variant) => variant.price);
  const min = p.type === 'configurable' ? Math.min(...variantPrices) : finalPrice(p);
  const max = p.type === 'configurable' ? Math.max(...variantPrices) : finalPrice(p);
  const meta = [
    `${p.name} | ${p.form} | Orsalis`,
    `${inSentence(p.name)}, ${p.form.toLowerCase()}, complément alimentaire`,
    `${p.name} en ${p.form.toLowerCase()} : complément alimentaire Orsalis fabriqué en France.`,
  ];
  const inStock =
    p.type === 'configurable' ? p.variants.some((variant) => variant.qty > 0) : p.inStock;
  batch.products.push([
    id,
    p.type,
    p.sku,
    p.name,
    p.urlKey,
    4,
    p.description,
    p.shortDescription,
    ...meta,
    p.price,
    p.type === 'simple' ? p.specialPrice : null,
    p.type === 'simple' ? p.specialFrom : null,
    min,
    max,
    p.type === 'simple' ? p.qty : 0,
    inStock,
    0.12,
    p.rating,
    p.reviews,
    p.brand,
    p.index,
    p.isNew ? '2026-01-01' : null,
    JSON.stringify(p.extra),
    p.type === 'configurable' ? min : p.price,
    p.type === 'configurable' ? max : p.price,
  ]);
  const option = (code: SeedAttributeCode, label: string, productId = id) => {
    const optionId = ctx.options[code].get(label);
    if (optionId !== undefined) batch.options.push([productId, ATTRIBUTE_IDS[code], optionId]);
  };
  option('brand', p.brand);
  option('form', p.form);
  for (const benefit of p.benefits) option('benefit', benefit);
  for (const diet of p.diets) option('diet', diet);

  const position = Math.floor(p.index / ctx.categories);
  batch.categories.push([p.category.id, id, position]);
  for (const ancestor of p.category.ancestors) batch.index.push([ancestor, id, position]);
  if (ctx.promotionsId !== undefined && p.specialPrice !== null && p.specialFrom === null) {
    batch.categories.push([ctx.promotionsId, id, position]);
    batch.index.push([ctx.promotionsId, id, position]);
  }

  const image = (
    productId: number,
    name: string,
    label: string,
    position: number,
    roles: string[],
    spec: Record<string, unknown>,
  ) => {
    const file = mediaFile(name);
    batch.media.push([
      ctx.ids.nextMediaId++,
      productId,
      file,
      label,
      position,
      `{${roles.join(',')}}`,
    ]);
    batch.assets.push([`catalog/product${file}`, JSON.stringify(spec)]);
  };
  // Three views per product (front, back label, contents on a plate): Magento's gallery order.
  const pack = {
    kind: 'pack',
    name: p.name,
    colour: p.category.colour,
    form: p.form,
    brand: p.brand,
    keyLine: p.extra.net_quantity,
    ingredients: p.extra.ingredients,
    dosage: p.extra.dosage,
  };
  const views = [
    { suffix: '', label: `${p.name}, ${p.extra.net_quantity}`, kind: 'pack' },
    { suffix: '-dos', label: `${p.name} : dos de l’étiquette et composition`, kind: 'pack-back' },
    {
      suffix: '-contenu',
      label: `${p.name} : ${packagingForm(p.form).caption} sur une assiette`,
      kind: 'pack-plate',
    },
  ];
  views.forEach((view, index) =>
    image(id, `${p.urlKey}${view.suffix}`, view.label, index + 1, index === 0 ? MAIN_ROLES : [], {
      ...pack,
      kind: view.kind,
    }),
  );

  if (p.superAttribute) {
    batch.superAttributes.push([
      id,
      ATTRIBUTE_IDS[p.superAttribute],
      0,
      p.superAttribute === 'flavour' ? 'Saveur' : 'Durée de cure',
    ]);
    p.variants.forEach((variant, index) => {
      const childId = ctx.ids.nextVariantId++;
      batch.products.push([
        childId,
        'simple',
        variant.sku,
        variant.name,
        variant.urlKey,
        1,
        p.description,
        p.shortDescription,
        ...meta,
        variant.price,
        null,
        null,
        variant.price,
        variant.price,
        variant.qty,
        variant.qty > 0,
        0.12,
        0,
        0,
        p.brand,
        0,
        null,
        JSON.stringify(p.extra),
        variant.price,
        variant.price,
      ]);
      batch.relations.push([id, childId, index]);
      option(p.superAttribute!, variant.value, childId);
      option(p.superAttribute!, variant.value);
      option('brand', p.brand, childId);
      option('form', p.form, childId);
      image(childId, variant.urlKey, variant.name, 1, [...MAIN_ROLES, 'swatch_image'], {
        ...pack,
        variant: variant.value,
      });
      // The back label and the plate are the parent's: a chosen variant keeps all three views.
      views
        .slice(1)
        .forEach((view, position) =>
          batch.media.push([
            ctx.ids.nextMediaId++,
            childId,
            mediaFile(`${p.urlKey}${view.suffix}`),
            view.label,
            position + 2,
            '{}',
          ]),
        );
    });
  }
  p.faqs.forEach((faq, index) => batch.faqs.push([id, index + 1, faq.question, faq.answer]));
  for (const review of p.reviewList)
    batch.reviews.push([
      id,
      review.nickname,
      review.summary,
      review.text,
      review.createdAt,
      `{${review.votes.join(',')}}`,
    ]);
  for (let k = 1; k <= 4; k++) {
    const other = (p.index + k * ctx.categories) % ctx.size;
    if (other !== p.index) batch.links.push([id, other + 1, 'related', k]);
  }
  for (let k = 1; k <= 2; k++) {
    const other = (p.index + 1 + k) % ctx.size;
    if (other !== p.index) batch.links.push([id, other + 1, 'upsell', k]);
  }
}

async function writeBatch(db: Queryable, batch: Batch): Promise<void> {
  await bulkInsert(db, 'product', PRODUCT_COLUMNS, batch.products, {
    extra: 'jsonb',
    special_from_date: 'date',
    new_from_date: 'date',
  });
  await bulkInsert(
    db,
    'product_option_value',
    ['product_id', 'attribute_id', 'option_id'],
    batch.options,
  );
  await bulkInsert(
    db,
    'category_product',
    ['category_id', 'product_id', 'position'],
    batch.categories,
  );
  await bulkInsert(
    db,
    'category_product_index',
    ['category_id', 'product_id', 'position'],
    batch.index,
  );
  await bulkInsert(
    db,
    'product_media',
    ['value_id', 'product_id', 'file', 'label', 'position', 'roles'],
    batch.media,
    { roles: 'text[]' },
  );
  await bulkInsert(db, 'media_asset', ['path', 'spec'], batch.assets, { spec: 'jsonb' });
  await bulkInsert(
    db,
    'product_super_attribute',
    ['product_id', 'attribute_id', 'position', 'label'],
    batch.superAttributes,
  );
  await bulkInsert(db, 'product_relation', ['parent_id', 'child_id', 'position'], batch.relations);
  await bulkInsert(db, 'product_faq', ['product_id', 'position', 'question', 'answer'], batch.faqs);
  await bulkInsert(
    db,
    'product_review',
    ['product_id', 'nickname', 'summary', 'text', 'created_at', 'votes'],
    batch.reviews,
    { created_at: 'timestamptz', votes: 'smallint[]' },
  );
}

/**
 * Generates and writes `size` catalogue products (plus configurable variants) in batches, then the
 * related/upsell links once every product exists. Reports progress after each batch.
 */
export async function seedProducts(
  db: Queryable,
  size: number,
  categories: readonly SeededCategory[],
  options: OptionIds,
  onProgress?: (written: number) => void,
): Promise<{ products: number; variants: number }> {
  const withActives = categories.filter((category) => category.actives.length > 0);
  const promotionsId = categories.find((category) => category.name === 'Promotions')?.id;
  const ids: Ids = { nextVariantId: size + 1, nextMediaId: 1 };
  await bulkInsert(
    db,
    'review_rating',
    ['rating_id', 'name', 'position'],
    REVIEW_RATINGS.map((name, index) => [index + 1, name, index + 1]),
  );
  const links: unknown[][] = [];
  // Maintaining the GIN search indexes row by row dominates a big seed: rebuild them once at the end,
  // from their own definitions (the migrations stay the single source).
  const deferred =
    size >= DEFER_INDEXES_FROM
      ? await db.query<{ indexname: string; indexdef: string }>(
          "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'product_search' AND indexdef LIKE '%USING gin%'",
        )
      : [];
  for (const index of deferred) await db.exec(`DROP INDEX ${index.indexname}`);
  for (let start = 0; start < size; start += BATCH) {
    const batch = emptyBatch();
    for (let index = start; index < Math.min(size, start + BATCH); index++) {
      addProduct(batch, generateProduct(index, withActives), {
        options,
        size,
        categories: withActives.length,
        promotionsId,
        ids,
      });
    }
    await writeBatch(db, batch);
    links.push(...batch.links);
    onProgress?.(Math.min(size, start + BATCH));
  }
  await bulkInsert(
    db,
    'product_link',
    ['product_id', 'linked_product_id', 'link_type', 'position'],
    links,
  );
  for (const index of deferred) await db.exec(index.indexdef);
  return { products: size, variants: ids.nextVariantId - size - 1 };
}
