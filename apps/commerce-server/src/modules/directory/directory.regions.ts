import type { Queryable } from '../../db/database.ts';
import { inputError } from '../../graphql/errors.ts';
import { findRegion } from './directory.repository.ts';

/** The region fields of an address (customer or cart). */
export interface RegionFields {
  region?: string | null;
  region_code?: string | null;
  region_id?: number | null;
}

async function countryHasRegions(db: Queryable, countryId: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM directory_country_region WHERE country_id = $1 LIMIT 1',
    [countryId],
  );
  return rows.length > 0;
}

/**
 * Completes an address's region from Magento's directory: a region id (or a code or name that
 * names one) fills the id, code and name, as Magento stores them. An id that is not one of the
 * country's regions is refused with Magento's message; free text stays for countries without
 * regions.
 */
export async function withDirectoryRegion<T extends RegionFields>(
  db: Queryable,
  countryId: string,
  values: T,
): Promise<T> {
  const id = values.region_id ?? null;
  const code = values.region_code ?? null;
  const name = values.region ?? null;
  if (id === null && code === null && name === null) return values;
  const region = await findRegion(db, countryId, { id, code, name });
  if (region) {
    return {
      ...values,
      region: region.default_name,
      region_code: region.code,
      region_id: region.region_id,
    };
  }
  if (id !== null && (await countryHasRegions(db, countryId)))
    throw inputError(`Invalid value of "${id}" provided for the regionId field.`);
  return { ...values, region_id: null };
}
