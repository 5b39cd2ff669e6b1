import type { Database } from '../src/db/database.ts';
import {
  compileSearch,
  countMatches,
  pageOfIds,
  productsWithMedia,
} from '../src/modules/catalog/index.ts';
import { storeDate } from '../src/modules/platform/index.ts';

/** One read measured twice: through GraphQL over HTTP, and as the SQL it boils down to. */
export interface Scenario {
  name: string;
  query: string;
  /** The same read as direct SQL on the same database (no HTTP, no GraphQL). */
  sql: (db: Database) => Promise<unknown>;
  /** p95 target in ms, per catalogue size, when DESIGN §8 sets one. */
  target?: (size: number) => number | undefined;
}

const LISTING =
  'total_count page_info { total_pages } items { uid name sku url_key stock_status price_range { minimum_price { final_price { value currency } regular_price { value } } } small_image { url label } }';

/** Vitamines (id 3): the largest top category. */
const CATEGORY_UID = 'Mw==';

export const SCENARIOS: Scenario[] = [
  {
    name: 'products by category',
    query: `{ products(filter: { category_uid: { eq: "${CATEGORY_UID}" } }, pageSize: 12, sort: { position: ASC }) { ${LISTING} } }`,
    sql: async (db) => {
      const compiled = await compileSearch(db, undefined, { category_uid: { eq: CATEGORY_UID } });
      await countMatches(db, compiled);
      return productsWithMedia(
        db,
        (await pageOfIds(db, compiled, { position: 'ASC' }, 12, 0)).ids,
        storeDate(new Date()),
      );
    },
    target: (size) => (size <= 1000 ? 10 : 50),
  },
  ...(
    [
      ['products by search', 'magnésium'],
      // "dormir" is in no product: its synonyms (sommeil, endormissement…) find them.
      ['products by search, synonym', 'dormir'],
      // "magnezium" finds nothing as typed: corrected to "magnésium" by trigram, then searched.
      ['products by search, typo', 'magnezium'],
    ] as const
  ).map(([name, search]): Scenario => ({
    name,
    query: `{ products(search: "${search}", pageSize: 12) { ${LISTING} suggestions { search } } }`,
    sql: async (db) => {
      const compiled = await compileSearch(db, search, undefined);
      const page = await pageOfIds(db, compiled, undefined, 12, 0);
      // As the resolver does: a page read in relevance tiers leaves the total to the count.
      if (page.total === undefined) await countMatches(db, compiled);
      return productsWithMedia(db, page.ids, storeDate(new Date()));
    },
    target: (size) => (size >= 100_000 ? 30 : undefined),
  })),
  {
    name: 'route',
    query:
      '{ route(url: "vitamines/vitamine-c.html") { relative_url redirect_code type ... on CategoryInterface { uid } } }',
    sql: (db) =>
      db.query(
        `SELECT c.category_id, c.name FROM url_rewrite r JOIN category c ON c.category_id = r.entity_id
          WHERE r.store_id = 5 AND r.request_path = $1`,
        ['vitamines/vitamine-c.html'],
      ),
  },
  {
    name: 'categoryList',
    query:
      '{ categoryList { uid name children { uid name include_in_menu position url_path children { uid name url_path children { uid name url_path } } } } }',
    sql: (db) =>
      db.query(
        'SELECT category_id, parent_id, name, url_path, position, include_in_menu FROM category WHERE is_active AND level <= 4 ORDER BY level, position',
      ),
  },
];
