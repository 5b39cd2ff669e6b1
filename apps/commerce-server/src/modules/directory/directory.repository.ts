import type { Queryable } from '../../db/database.ts';

/** A country of Magento's directory. */
export interface CountryRow {
  country_id: string;
  iso2_code: string;
  iso3_code: string;
}

/** A region (a département for France). */
export interface RegionRow {
  region_id: number;
  country_id: string;
  code: string;
  default_name: string;
}

export function countriesByIds(db: Queryable, ids: readonly string[]): Promise<CountryRow[]> {
  return db.query<CountryRow>(
    'SELECT country_id, iso2_code, iso3_code FROM directory_country WHERE country_id = ANY($1::text[]) ORDER BY country_id',
    [ids],
  );
}

export function allCountries(db: Queryable): Promise<CountryRow[]> {
  return db.query<CountryRow>(
    'SELECT country_id, iso2_code, iso3_code FROM directory_country ORDER BY country_id',
  );
}

export function regionsOfCountries(db: Queryable, ids: readonly string[]): Promise<RegionRow[]> {
  return db.query<RegionRow>(
    'SELECT region_id, country_id, code, default_name FROM directory_country_region WHERE country_id = ANY($1::text[]) ORDER BY region_id',
    [ids],
  );
}

/** A region by id, or by code or name within a country (Magento accepts either in addresses). */
export async function findRegion(
  db: Queryable,
  countryId: string,
  lookup: { id?: number | null; code?: string | null; name?: string | null },
): Promise<RegionRow | undefined> {
  const rows = await db.query<RegionRow>(
    `SELECT region_id, country_id, code, default_name FROM directory_country_region
      WHERE country_id = $1 AND (region_id = $2 OR lower(code) = lower($3) OR lower(default_name) = lower($4))
      ORDER BY (region_id = $2) DESC, (lower(code) = lower($3)) DESC LIMIT 1`,
    [countryId, lookup.id ?? null, lookup.code ?? null, lookup.name ?? null],
  );
  return rows[0];
}
