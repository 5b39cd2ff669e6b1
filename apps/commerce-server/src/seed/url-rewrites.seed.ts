import type { Queryable } from '../db/database.ts';
import { STORE } from './store.constants.ts';
import { STORE_LIST_PATH } from './stores.seed.ts';

/**
 * Magento url_rewrite rows for every category, visible product, CMS page and point of sale, built
 * in SQL from the seeded tables, plus a few 301/302 redirects (one of them a chain).
 */
export async function seedUrlRewrites(db: Queryable): Promise<number> {
  const store = STORE.id;
  await db.query(
    `INSERT INTO url_rewrite (store_id, request_path, target_path, entity_type, entity_id)
     SELECT $1, url_path || '.html', 'catalog/category/view/id/' || category_id, 'category', category_id FROM category WHERE level >= 2`,
    [store],
  );
  await db.query(
    `INSERT INTO url_rewrite (store_id, request_path, target_path, entity_type, entity_id)
     SELECT $1, url_key || '.html', 'catalog/product/view/id/' || product_id, 'product', product_id FROM product WHERE visibility = 4`,
    [store],
  );
  await db.query(
    `INSERT INTO url_rewrite (store_id, request_path, target_path, entity_type, entity_id)
     SELECT $1, identifier, 'cms/page/view/page_id/' || page_id, 'cms-page', page_id FROM cms_page WHERE identifier <> 'no-route'`,
    [store],
  );
  await db.query(
    `INSERT INTO url_rewrite (store_id, request_path, target_path, entity_type, entity_id)
     SELECT $1, $2 || '/' || url_key, 'storelocator/store/view/id/' || entity_id, 'abso-store', entity_id FROM pos_store`,
    [store, STORE_LIST_PATH],
  );
  await db.query(
    `INSERT INTO url_rewrite (store_id, request_path, target_path, entity_type, entity_id) VALUES ($1, $2, 'storelocator/index/index', 'abso-store-list', 0)`,
    [store, STORE_LIST_PATH],
  );
  const redirects: Array<[string, string, number, string]> = [
    ['vitamine-c.html', 'vitamines/vitamine-c.html', 301, 'category'],
    ['vitamine-c-ancienne-gamme.html', 'vitamine-c.html', 301, 'category'],
    ['promo', 'promotions.html', 302, 'custom'],
    ['qui-sommes-nous', 'about-us', 301, 'cms-page'],
    ['nous-contacter', 'contact-us', 302, 'custom'],
    ['boutiques', STORE_LIST_PATH, 301, 'custom'],
    ['magnesium-marin-ancien.html', 'magnesium-marin.html', 301, 'product'],
  ];
  for (const [from, to, code, type] of redirects) {
    await db.query(
      `INSERT INTO url_rewrite (store_id, request_path, target_path, redirect_type, entity_type, entity_id)
       VALUES ($1, $2, $3, $4, $5, COALESCE((SELECT entity_id FROM url_rewrite WHERE store_id = $1 AND request_path = $3), 0))`,
      [store, from, to, code, type],
    );
  }
  const rows = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM url_rewrite');
  return rows[0]?.count ?? 0;
}
