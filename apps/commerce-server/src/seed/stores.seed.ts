import type { Queryable } from '../db/database.ts';
import { bulkInsert } from './bulk-insert.ts';
import { PLACES } from './places.data.ts';
import { slugify } from './random.ts';
import {
  CLOSED_FOR_RENOVATION,
  POINTS_OF_SALE,
  REGION_IDS,
  SPECIAL_DAYS,
  landlinePrefix,
} from './stores.data.ts';

/** URL of the store list page and prefix of each store page. */
export const STORE_LIST_PATH = 'magasins';

/** The 25 points of sale with weekly hours (some with a lunch break) and holiday schedules. */
export async function seedPointsOfSale(
  db: Queryable,
): Promise<Array<{ id: number; urlKey: string }>> {
  const stores: unknown[][] = [];
  const hours: unknown[][] = [];
  const special: unknown[][] = [];
  const seeded: Array<{ id: number; urlKey: string }> = [];
  POINTS_OF_SALE.forEach(([name, address, postcode, city, region, lat, lon, type], index) => {
    const id = index + 1;
    const urlKey = slugify(name);
    const identifier = `ORS${String(id).padStart(3, '0')}`;
    // One store is closed for renovation: inactive stores are never returned as favourites.
    const active = name !== CLOSED_FOR_RENOVATION;
    stores.push([
      id,
      identifier,
      `Orsalis ${name}`,
      urlKey,
      address,
      index % 4 === 1 ? 'Galerie marchande, niveau 1' : null,
      city,
      postcode,
      region,
      REGION_IDS[region] ?? null,
      // The landline prefix of the store's region (issue 20: a Bordeaux shop dialled 04).
      `${landlinePrefix(postcode)} ${String(72 + index).padStart(2, '0')} ${String(10 + index).padStart(2, '0')} 2${index % 10} ${String(30 + index).padStart(2, '0')}`,
      `${urlKey}@orsalis.example`,
      type,
      lat,
      lon,
      active,
      `Conseils personnalisés par nos pharmaciens. ${type === 'corner' ? 'Corner au sein d’une parapharmacie partenaire.' : 'Boutique accessible aux personnes à mobilité réduite.'}`,
    ]);
    const lunchBreak = index % 3 === 2;
    for (let day = 0; day < 6; day++) {
      const open = day === 0 && index % 2 === 0 ? '14:00' : '09:30';
      if (lunchBreak && open === '09:30') {
        hours.push([id, day, '09:30', '12:30'], [id, day, '14:00', '19:00']);
      } else {
        hours.push([id, day, open, day === 5 ? '19:30' : '19:00']);
      }
    }
    if (index % 5 === 0) hours.push([id, 6, '10:00', '13:00']);
    for (const [date, title, openTime, close] of SPECIAL_DAYS)
      special.push([id, date, title, openTime, close]);
    seeded.push({ id, urlKey });
  });
  await bulkInsert(
    db,
    'pos_store',
    [
      'entity_id',
      'identifier',
      'name',
      'url_key',
      'address1',
      'address2',
      'city',
      'postcode',
      'region',
      'region_id',
      'telephone',
      'email',
      'store_type',
      'latitude',
      'longitude',
      'is_active',
      'more_infos',
    ],
    stores,
  );
  await bulkInsert(db, 'pos_opening_hours', ['entity_id', 'day', 'open', 'close'], hours, {
    open: 'time',
    close: 'time',
  });
  await bulkInsert(
    db,
    'pos_special_hours',
    ['entity_id', 'date', 'title', 'open', 'close'],
    special,
    { date: 'date', open: 'time', close: 'time' },
  );
  await bulkInsert(
    db,
    'pos_place',
    ['name', 'postcode', 'department', 'latitude', 'longitude', 'main'],
    PLACES.map(([name, postcode, lat, lon, main]) => [
      name,
      postcode,
      postcode.slice(0, 2),
      lat,
      lon,
      main,
    ]),
  );
  return seeded;
}
