import type { Queryable } from '../../db/database.ts';

/** What a shopper typed in the store search, read as a postcode, a département or a city name. */
export type PlaceSearch =
  | { kind: 'postcode'; postcode: string }
  | { kind: 'department'; department: string }
  | { kind: 'city'; name: string };

/** Longer than any French commune name (the longest has 45 letters). */
export const MAX_PLACE_SEARCH = 80;

/**
 * Reads a search: a five-digit postcode anywhere wins ("74000 Annecy", "F-74000"), then a bare
 * département ("74", "2A"), else the words as a city name with punctuation and case evened out
 * ("saint etienne" finds Saint-Étienne). Null when nothing searchable is left.
 */
export function parsePlaceSearch(search: string): PlaceSearch | null {
  const text = search.trim();
  if (!text || text.length > MAX_PLACE_SEARCH) return null;
  const postcode = /(?:^|\D)(\d{5})(?:\D|$)/.exec(text)?.[1];
  if (postcode) return { kind: 'postcode', postcode };
  const department = /^(\d{2}|2[ab])$/i.exec(text)?.[1];
  if (department) return { kind: 'department', department: department.toUpperCase() };
  const name = cityKey(text);
  return /\p{L}/u.test(name) ? { kind: 'city', name } : null;
}

/** A city name as compared: no accents, lower case, hyphens and apostrophes as spaces. */
export function cityKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim();
}

export interface PlaceRow {
  name: string;
  postcode: string;
  latitude: number;
  longitude: number;
}

const SQL_KEY = `trim(regexp_replace(lower(f_unaccent(name)), '[^a-z0-9]+', ' ', 'g'))`;

/**
 * The place a search names: the exact postcode, else its département's main city; a city by its
 * exact name, else the first whose name starts with the words. Null when unknown.
 */
export async function findPlace(db: Queryable, search: PlaceSearch): Promise<PlaceRow | null> {
  const first = async (where: string, params: unknown[], order = 'main DESC, name') =>
    (
      await db.query<PlaceRow>(
        `SELECT name, postcode, latitude, longitude FROM pos_place WHERE ${where} ORDER BY ${order} LIMIT 1`,
        params,
      )
    )[0] ?? null;
  if (search.kind === 'postcode') {
    return (
      (await first('postcode = $1', [search.postcode])) ??
      (await first('department = $1', [search.postcode.slice(0, 2)]))
    );
  }
  if (search.kind === 'department') return first('department = $1', [search.department]);
  return (
    (await first(`${SQL_KEY} = $1`, [search.name], 'postcode')) ??
    (await first(`${SQL_KEY} LIKE $1 || '%'`, [search.name], 'main DESC, length(name), name'))
  );
}
