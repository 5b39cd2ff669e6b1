/**
 * The offline geocoding of in-store pickup's distance search (Magento MSI's "offline" provider
 * reads an imported GeoNames table; this is its small stand-in): every French département's
 * prefecture with its coordinates, by département code.
 */
const PREFECTURES: ReadonlyArray<readonly [code: string, city: string, lat: number, lon: number]> =
  [
    ['01', 'Bourg-en-Bresse', 46.205, 5.226],
    ['02', 'Laon', 49.564, 3.62],
    ['03', 'Moulins', 46.566, 3.333],
    ['04', 'Digne-les-Bains', 44.092, 6.236],
    ['05', 'Gap', 44.559, 6.079],
    ['06', 'Nice', 43.703, 7.266],
    ['07', 'Privas', 44.735, 4.599],
    ['08', 'Charleville-Mézières', 49.773, 4.72],
    ['09', 'Foix', 42.965, 1.607],
    ['10', 'Troyes', 48.297, 4.074],
    ['11', 'Carcassonne', 43.213, 2.35],
    ['12', 'Rodez', 44.35, 2.575],
    ['13', 'Marseille', 43.296, 5.37],
    ['14', 'Caen', 49.183, -0.371],
    ['15', 'Aurillac', 44.927, 2.44],
    ['16', 'Angoulême', 45.648, 0.156],
    ['17', 'La Rochelle', 46.16, -1.151],
    ['18', 'Bourges', 47.081, 2.399],
    ['19', 'Tulle', 45.267, 1.772],
    ['2A', 'Ajaccio', 41.919, 8.739],
    ['2B', 'Bastia', 42.697, 9.45],
    ['21', 'Dijon', 47.322, 5.041],
    ['22', 'Saint-Brieuc', 48.514, -2.765],
    ['23', 'Guéret', 46.171, 1.872],
    ['24', 'Périgueux', 45.184, 0.721],
    ['25', 'Besançon', 47.238, 6.024],
    ['26', 'Valence', 44.933, 4.892],
    ['27', 'Évreux', 49.027, 1.151],
    ['28', 'Chartres', 48.446, 1.489],
    ['29', 'Quimper', 47.996, -4.102],
    ['30', 'Nîmes', 43.837, 4.36],
    ['31', 'Toulouse', 43.605, 1.444],
    ['32', 'Auch', 43.646, 0.586],
    ['33', 'Bordeaux', 44.838, -0.579],
    ['34', 'Montpellier', 43.611, 3.877],
    ['35', 'Rennes', 48.117, -1.678],
    ['36', 'Châteauroux', 46.81, 1.691],
    ['37', 'Tours', 47.394, 0.685],
    ['38', 'Grenoble', 45.188, 5.724],
    ['39', 'Lons-le-Saunier', 46.675, 5.555],
    ['40', 'Mont-de-Marsan', 43.89, -0.5],
    ['41', 'Blois', 47.586, 1.336],
    ['42', 'Saint-Étienne', 45.44, 4.387],
    ['43', 'Le Puy-en-Velay', 45.043, 3.885],
    ['44', 'Nantes', 47.218, -1.554],
    ['45', 'Orléans', 47.903, 1.909],
    ['46', 'Cahors', 44.448, 1.441],
    ['47', 'Agen', 44.203, 0.616],
    ['48', 'Mende', 44.518, 3.5],
    ['49', 'Angers', 47.478, -0.563],
    ['50', 'Saint-Lô', 49.116, -1.091],
    ['51', 'Châlons-en-Champagne', 48.957, 4.363],
    ['52', 'Chaumont', 48.111, 5.139],
    ['53', 'Laval', 48.073, -0.77],
    ['54', 'Nancy', 48.692, 6.184],
    ['55', 'Bar-le-Duc', 48.773, 5.16],
    ['56', 'Vannes', 47.658, -2.76],
    ['57', 'Metz', 49.119, 6.176],
    ['58', 'Nevers', 46.99, 3.159],
    ['59', 'Lille', 50.629, 3.057],
    ['60', 'Beauvais', 49.43, 2.081],
    ['61', 'Alençon', 48.432, 0.091],
    ['62', 'Arras', 50.291, 2.777],
    ['63', 'Clermont-Ferrand', 45.778, 3.087],
    ['64', 'Pau', 43.295, -0.371],
    ['65', 'Tarbes', 43.233, 0.078],
    ['66', 'Perpignan', 42.699, 2.895],
    ['67', 'Strasbourg', 48.573, 7.752],
    ['68', 'Colmar', 48.079, 7.358],
    ['69', 'Lyon', 45.764, 4.836],
    ['70', 'Vesoul', 47.622, 6.155],
    ['71', 'Mâcon', 46.307, 4.829],
    ['72', 'Le Mans', 48.006, 0.199],
    ['73', 'Chambéry', 45.564, 5.918],
    ['74', 'Annecy', 45.899, 6.129],
    ['75', 'Paris', 48.857, 2.352],
    ['76', 'Rouen', 49.443, 1.099],
    ['77', 'Melun', 48.54, 2.66],
    ['78', 'Versailles', 48.801, 2.13],
    ['79', 'Niort', 46.323, -0.459],
    ['80', 'Amiens', 49.894, 2.296],
    ['81', 'Albi', 43.929, 2.148],
    ['82', 'Montauban', 44.018, 1.355],
    ['83', 'Toulon', 43.124, 5.928],
    ['84', 'Avignon', 43.949, 4.806],
    ['85', 'La Roche-sur-Yon', 46.67, -1.426],
    ['86', 'Poitiers', 46.58, 0.34],
    ['87', 'Limoges', 45.834, 1.261],
    ['88', 'Épinal', 48.174, 6.449],
    ['89', 'Auxerre', 47.798, 3.567],
    ['90', 'Belfort', 47.64, 6.863],
    ['91', 'Évry-Courcouronnes', 48.629, 2.441],
    ['92', 'Nanterre', 48.892, 2.207],
    ['93', 'Bobigny', 48.908, 2.44],
    ['94', 'Créteil', 48.79, 2.455],
    ['95', 'Cergy', 49.036, 2.076],
  ];

/** Lower case without accents or punctuation, to compare place names. */
export const placeKey = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The département code of a French postcode (Corsica: 2A below 20200, else 2B). */
export function departmentOfPostcode(postcode: string): string | undefined {
  const code = postcode.trim();
  if (!/^\d{5}$/.test(code)) return undefined;
  if (code.startsWith('20')) return Number(code) < 20200 ? '2A' : '2B';
  if (/^9[78]/.test(code)) return undefined;
  return code.slice(0, 2);
}

export interface Point {
  latitude: number;
  longitude: number;
}

/** A known place of the search: the shop's own addresses first, then the prefectures. */
export interface Place extends Point {
  postcode?: string;
  city: string;
}

/**
 * Coordinates of a search term (a French postcode, a city or a département name; a `:FR` suffix
 * names the country as Magento's `search_term` does), or undefined when it names no known place.
 */
export function geocode(term: string, known: readonly Place[]): Point | undefined {
  const [place = '', country = 'FR'] = term.split(':').map((part) => part.trim());
  if (country.toUpperCase() !== 'FR' || place === '') return undefined;
  const exact = known.find((entry) => entry.postcode === place);
  if (exact) return exact;
  const department = departmentOfPostcode(place);
  const key = placeKey(place);
  const prefecture = PREFECTURES.find(
    ([code, city]) => code === department || placeKey(city) === key,
  );
  const city = known.find((entry) => placeKey(entry.city) === key);
  if (city) return city;
  return prefecture ? { latitude: prefecture[2], longitude: prefecture[3] } : undefined;
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) *
      Math.cos(rad(b.latitude)) *
      Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}
