import type { Queryable } from '../../db/database.ts';
import { departmentOfPostcode } from './geonames.ts';

/** A point of sale as an MSI pickup location (Magento's PickupLocation). */
export interface PickupLocationRow {
  pickup_location_code: string;
  name: string;
  street: string;
  /** The address lines, for a cart address at this location. */
  street_lines: string[];
  city: string;
  postcode: string;
  country_id: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  phone: string | null;
  email: string | null;
  description: string | null;
  latitude: number;
  longitude: number;
}

interface Row {
  identifier: string;
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  postcode: string;
  country_id: string;
  telephone: string | null;
  email: string | null;
  more_infos: string | null;
  latitude: number;
  longitude: number;
}

/**
 * Active points of sale as pickup locations. Their region is the département of their postcode
 * in Magento's directory (a Magento source's region_id is a directory region).
 */
export async function pickupLocations(
  db: Queryable,
  codes?: readonly string[],
): Promise<PickupLocationRow[]> {
  const rows = await db.query<Row>(
    `SELECT identifier, name, address1, address2, city, postcode, country_id, telephone, email, more_infos, latitude, longitude
       FROM pos_store WHERE is_active AND ($1::text[] IS NULL OR identifier = ANY($1::text[]))
      ORDER BY entity_id`,
    [codes ?? null],
  );
  const regions = await db.query<{ region_id: number; code: string; default_name: string }>(
    "SELECT region_id, code, default_name FROM directory_country_region WHERE country_id = 'FR'",
  );
  return rows.map((row) => {
    // 2.4.7's département codes have no leading zero (1…9), Corsica is 2A/2B.
    const department = departmentOfPostcode(row.postcode)?.replace(/^0/, '');
    const region = regions.find((entry) => entry.code === department);
    return {
      pickup_location_code: row.identifier,
      name: row.name,
      street: [row.address1, row.address2].filter(Boolean).join(', '),
      street_lines: [row.address1, ...(row.address2 ? [row.address2] : [])],
      city: row.city,
      postcode: row.postcode,
      country_id: row.country_id,
      region: region?.default_name ?? null,
      region_code: region?.code ?? null,
      region_id: region?.region_id ?? null,
      phone: row.telephone,
      email: row.email,
      description: row.more_infos,
      latitude: row.latitude,
      longitude: row.longitude,
    };
  });
}

/** An active pickup location by its code. */
export async function pickupLocationByCode(
  db: Queryable,
  code: string,
): Promise<PickupLocationRow | undefined> {
  return (await pickupLocations(db, [code]))[0];
}
