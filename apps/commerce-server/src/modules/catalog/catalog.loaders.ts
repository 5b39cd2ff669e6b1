import type { RequestContext } from '../../graphql/context.ts';
import { createLoader, groupBy, perRequest } from '../../graphql/loader.ts';
import { storeToday } from '../platform/index.ts';
import type { CategoryRow } from './category.repository.ts';
import { categoryTree } from './category-tree.ts';
import {
  categoryIdsByProducts,
  childrenByParents,
  faqsByProducts,
  linksByProducts,
  mediaByProducts,
  optionValuesByProducts,
  productsByIds,
  superAttributesByProducts,
} from './product.repository.ts';

const many = <T>(rows: Map<number, T[]>) => rows;

/** Batch loaders of one request, created on first use. */
export const catalogLoaders = perRequest((context: RequestContext) => {
  const db = context.db;
  // One store date per request: every product of an answer is priced for the same day.
  const today = storeToday(context.services);
  const product = createLoader(
    async (ids: number[]) =>
      new Map((await productsByIds(db, ids, today)).map((row) => [row.product_id, row])),
  );
  const tree = categoryTree(context);
  const category = createLoader(async (ids: number[]) => {
    const rows = await Promise.all(ids.map((id) => tree.byId(id)));
    return new Map(
      rows
        .filter((row): row is CategoryRow => row !== undefined)
        .map((row) => [row.category_id, row]),
    );
  });
  const linked = (type: string) =>
    createLoader(async (ids: number[]) => {
      const rows = await linksByProducts(db, ids, type);
      return many(groupBy(rows, (row) => row.product_id));
    });
  return {
    today,
    product,
    category,
    media: createLoader(async (ids: number[]) =>
      groupBy(await mediaByProducts(db, ids), (row) => row.product_id),
    ),
    productCategories: createLoader(async (ids: number[]) =>
      groupBy(await categoryIdsByProducts(db, ids), (row) => row.product_id),
    ),
    related: linked('related'),
    upsell: linked('upsell'),
    crosssell: linked('crosssell'),
    children: createLoader(async (ids: number[]) =>
      groupBy(await childrenByParents(db, ids), (row) => row.parent_id),
    ),
    options: createLoader(async (ids: number[]) =>
      groupBy(await optionValuesByProducts(db, ids), (row) => row.product_id),
    ),
    superAttributes: createLoader(async (ids: number[]) =>
      groupBy(await superAttributesByProducts(db, ids), (row) => row.product_id),
    ),
    faqs: createLoader(async (ids: number[]) =>
      groupBy(await faqsByProducts(db, ids), (row) => row.product_id),
    ),
  };
});

/** Loads products by id, keeping order and dropping missing ones. */
export async function loadProducts(context: RequestContext, ids: readonly number[]) {
  const loader = catalogLoaders(context).product;
  const rows = await Promise.all(ids.map((id) => loader.load(id)));
  return rows.filter((row) => row !== undefined);
}
