import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
const blob = new Blob([await readFile('/tmp/vitrine-commerce-seed/pglite-44adea048fe30b6e.tar.gz')]);
const params = process.env.SB ? [...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams, '-c', `shared_buffers=${process.env.SB}`] : undefined;
let t = performance.now();
const db = await PGlite.create({ loadDataDir: blob, extensions: { pg_trgm, unaccent }, ...(params ? { startParams: params } : {}) });
console.log('load', performance.now() - t, (await db.query('SHOW shared_buffers')).rows);
const run = async (label: string, sql: string) => {
  for (let i = 0; i < 3; i++) { t = performance.now(); await db.query(sql); console.log(label, i, Math.round(performance.now() - t)); }
};
await run('cat window', `SELECT p.product_id, count(*) OVER () FROM product p JOIN category_product_index cpi ON cpi.product_id = p.product_id AND cpi.category_id = 3 WHERE p.visibility = 4 AND p.status = 1 ORDER BY cpi.position, p.product_id LIMIT 12`);
await run('cat idx count', `SELECT count(*) FROM category_product_index WHERE category_id = 3`);
await run('cat page nl', `SELECT p.product_id, p.name FROM category_product_index cpi JOIN product p ON p.product_id = cpi.product_id WHERE cpi.category_id = 3 AND p.visibility = 4 AND p.status = 1 ORDER BY cpi.position, cpi.product_id LIMIT 12`);
await run('search', `SELECT p.product_id, count(*) OVER () FROM product p WHERE p.search_vector @@ to_tsquery('fr_unaccent','magnesium:*') ORDER BY ts_rank_cd(p.search_vector, to_tsquery('fr_unaccent','magnesium:*')) DESC, p.product_id LIMIT 12`);
console.log((await db.query(`SELECT pg_size_pretty(pg_relation_size('product')) main, pg_size_pretty(pg_total_relation_size('product')) total`)).rows);
await db.close();
