import type { Queryable } from '../../db/database.ts';

export interface PosStoreRow {
  entity_id: number;
  identifier: string;
  name: string;
  url_key: string;
  address1: string;
  address2: string | null;
  city: string;
  postcode: string;
  region: string | null;
  region_id: number | null;
  country_id: string;
  telephone: string | null;
  email: string | null;
  store_type: string;
  latitude: number;
  longitude: number;
  is_active: boolean;
  more_infos: string | null;
  distance: number | null;
}

export interface StoreQuery {
  identifiers?: string[];
  urlKeys?: string[];
  city?: string;
  postcode?: string;
  storeTypes?: string[];
  origin?: { latitude: number; longitude: number; radius?: number | null };
  activeOnly: boolean;
}

const COLUMNS = `entity_id, identifier, name, url_key, address1, address2, city, postcode, region, region_id, country_id,
  telephone, email, store_type, latitude, longitude, is_active, more_infos`;

/** Matching stores with their distance (km, haversine) from the origin, nearest first when given. */
export async function findStores(
  db: Queryable,
  query: StoreQuery,
  limit: number,
  offset: number,
): Promise<{ rows: PosStoreRow[]; total: number }> {
  const params: unknown[] = [];
  const where: string[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.activeOnly) where.push('is_active');
  if (query.identifiers) where.push(`identifier = ANY(${bind(query.identifiers)}::text[])`);
  if (query.urlKeys) where.push(`url_key = ANY(${bind(query.urlKeys)}::text[])`);
  if (query.storeTypes) where.push(`store_type = ANY(${bind(query.storeTypes)}::text[])`);
  if (query.city)
    where.push(`lower(f_unaccent(city)) LIKE '%' || lower(f_unaccent(${bind(query.city)})) || '%'`);
  if (query.postcode)
    where.push(`postcode LIKE ${bind(query.postcode.replace(/[%_\\]/g, ''))} || '%'`);
  let distance = 'NULL::float8';
  // Count without the origin unless a radius uses it: PostgreSQL refuses unused bound parameters.
  let countParams = params.length;
  if (query.origin) {
    const lat = bind(query.origin.latitude);
    const lon = bind(query.origin.longitude);
    distance = `6371 * 2 * asin(least(1, sqrt(power(sin(radians(latitude - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(latitude)) * power(sin(radians(longitude - ${lon}) / 2), 2))))`;
    if (query.origin.radius !== null && query.origin.radius !== undefined) {
      where.push(`${distance} <= ${bind(query.origin.radius)}`);
      countParams = params.length;
    }
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const total = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM pos_store ${clause}`,
    params.slice(0, countParams),
  );
  const rows = await db.query<PosStoreRow>(
    `SELECT ${COLUMNS}, round((${distance})::numeric, 1)::float8 AS distance FROM pos_store ${clause}
      ORDER BY ${query.origin ? 'distance ASC,' : ''} name ASC LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  return { rows, total: total[0]?.total ?? 0 };
}

export function hoursByStores(
  db: Queryable,
  ids: readonly number[],
): Promise<Array<{ entity_id: number; day: number; open: string; close: string }>> {
  return db.query(
    `SELECT entity_id, day, to_char(open, 'HH24:MI') AS open, to_char(close, 'HH24:MI') AS close FROM pos_opening_hours
      WHERE entity_id = ANY($1::int[]) ORDER BY entity_id, day, open`,
    [ids],
  );
}

export interface SpecialRow {
  entity_id: number;
  date: string;
  title: string;
  open: string | null;
  close: string | null;
}

export function specialsByStores(db: Queryable, ids: readonly number[]): Promise<SpecialRow[]> {
  return db.query<SpecialRow>(
    `SELECT entity_id, to_char(date, 'YYYY-MM-DD') AS date, title, to_char(open, 'HH24:MI') AS open, to_char(close, 'HH24:MI') AS close
       FROM pos_special_hours WHERE entity_id = ANY($1::int[]) ORDER BY entity_id, date`,
    [ids],
  );
}

export async function storeById(db: Queryable, id: number): Promise<PosStoreRow | undefined> {
  const rows = await db.query<PosStoreRow>(
    `SELECT ${COLUMNS}, NULL::float8 AS distance FROM pos_store WHERE entity_id = $1`,
    [id],
  );
  return rows[0];
}
