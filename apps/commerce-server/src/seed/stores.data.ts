/**
 * 26 fictional Orsalis points of sale at plausible French addresses (coordinates of the street):
 * 25 open, as the top banner says, and {@link CLOSED_FOR_RENOVATION}.
 */
export const POINTS_OF_SALE: ReadonlyArray<
  readonly [
    name: string,
    address: string,
    postcode: string,
    city: string,
    region: string,
    lat: number,
    lon: number,
    type: string,
  ]
> = [
  [
    'Paris Rivoli',
    '112 rue de Rivoli',
    '75001',
    'Paris',
    'Île-de-France',
    48.8599,
    2.3442,
    'boutique',
  ],
  [
    'Paris Saint-Germain',
    '45 boulevard Saint-Germain',
    '75005',
    'Paris',
    'Île-de-France',
    48.8508,
    2.3481,
    'boutique',
  ],
  [
    'Paris Batignolles',
    '18 rue des Batignolles',
    '75017',
    'Paris',
    'Île-de-France',
    48.8838,
    2.3205,
    'boutique',
  ],
  [
    'Boulogne-Billancourt',
    '74 boulevard Jean-Jaurès',
    '92100',
    'Boulogne-Billancourt',
    'Île-de-France',
    48.8386,
    2.2428,
    'boutique',
  ],
  [
    'Versailles',
    '21 rue de la Paroisse',
    '78000',
    'Versailles',
    'Île-de-France',
    48.8069,
    2.1319,
    'boutique',
  ],
  [
    'Lyon Presqu’île',
    '12 rue de la République',
    '69002',
    'Lyon',
    'Auvergne-Rhône-Alpes',
    45.7623,
    4.8357,
    'boutique',
  ],
  [
    'Lyon Part-Dieu',
    '17 rue du Docteur-Bouchut',
    '69003',
    'Lyon',
    'Auvergne-Rhône-Alpes',
    45.7606,
    4.8567,
    'corner',
  ],
  [
    'Grenoble',
    '8 place Grenette',
    '38000',
    'Grenoble',
    'Auvergne-Rhône-Alpes',
    45.1907,
    5.7272,
    'boutique',
  ],
  ['Annecy', '3 rue Royale', '74000', 'Annecy', 'Auvergne-Rhône-Alpes', 45.9006, 6.124, 'boutique'],
  [
    'Clermont-Ferrand',
    '26 place de Jaude',
    '63000',
    'Clermont-Ferrand',
    'Auvergne-Rhône-Alpes',
    45.7772,
    3.0818,
    'boutique',
  ],
  [
    'Marseille Vieux-Port',
    '9 quai des Belges',
    '13001',
    'Marseille',
    'Provence-Alpes-Côte d’Azur',
    43.2953,
    5.3748,
    'boutique',
  ],
  [
    'Aix-en-Provence',
    '30 cours Mirabeau',
    '13100',
    'Aix-en-Provence',
    'Provence-Alpes-Côte d’Azur',
    43.5265,
    5.4478,
    'boutique',
  ],
  [
    'Nice Masséna',
    '5 place Masséna',
    '06000',
    'Nice',
    'Provence-Alpes-Côte d’Azur',
    43.6975,
    7.2705,
    'boutique',
  ],
  [
    'Montpellier Comédie',
    '14 place de la Comédie',
    '34000',
    'Montpellier',
    'Occitanie',
    43.6086,
    3.8797,
    'boutique',
  ],
  [
    'Toulouse Capitole',
    '7 rue Saint-Rome',
    '31000',
    'Toulouse',
    'Occitanie',
    43.6029,
    1.4428,
    'boutique',
  ],
  [
    'Bordeaux Sainte-Catherine',
    '88 rue Sainte-Catherine',
    '33000',
    'Bordeaux',
    'Nouvelle-Aquitaine',
    44.8397,
    -0.5737,
    'boutique',
  ],
  [
    'La Rochelle',
    '11 rue du Palais',
    '17000',
    'La Rochelle',
    'Nouvelle-Aquitaine',
    46.1608,
    -1.1517,
    'corner',
  ],
  [
    'Nantes Graslin',
    '4 rue Crébillon',
    '44000',
    'Nantes',
    'Pays de la Loire',
    47.2133,
    -1.5617,
    'boutique',
  ],
  ['Rennes', '15 rue Le Bastard', '35000', 'Rennes', 'Bretagne', 48.1125, -1.6795, 'boutique'],
  ['Brest', '60 rue de Siam', '29200', 'Brest', 'Bretagne', 48.3893, -4.4862, 'corner'],
  [
    'Lille Grand Place',
    '23 rue Neuve',
    '59000',
    'Lille',
    'Hauts-de-France',
    50.6372,
    3.0646,
    'boutique',
  ],
  [
    'Strasbourg',
    '6 rue des Grandes-Arcades',
    '67000',
    'Strasbourg',
    'Grand Est',
    48.5831,
    7.7469,
    'boutique',
  ],
  [
    'Dijon',
    '42 rue de la Liberté',
    '21000',
    'Dijon',
    'Bourgogne-Franche-Comté',
    47.322,
    5.0389,
    'boutique',
  ],
  ['Tours', '19 rue Nationale', '37000', 'Tours', 'Centre-Val de Loire', 47.3925, 0.6886, 'corner'],
  ['Rouen', '31 rue du Gros-Horloge', '76000', 'Rouen', 'Normandie', 49.4409, 1.0909, 'boutique'],
  ['Metz', '27 rue Serpenoise', '57000', 'Metz', 'Grand Est', 49.1167, 6.1727, 'boutique'],
];

type SpecialDay = readonly [date: string, title: string, open: string | null, close: string | null];

/** The years the seed gives holiday schedules for (a shop seeded any day until 2032 shows them). */
export const SPECIAL_DAY_YEARS = { from: 2026, to: 2032 } as const;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus), as UTC midnight. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const afterEaster = (year: number, days: number) =>
  isoDay(new Date(easterSunday(year).getTime() + days * 86_400_000));

/**
 * A year's schedule changes: France's public holidays (closed; Whit Monday, the « journée de
 * solidarité », opens shorter), the Sunday before Christmas opened, and Christmas and New Year's
 * Eves closing early. Sorted by date.
 */
export function specialDaysOf(year: number): SpecialDay[] {
  const christmas = new Date(Date.UTC(year, 11, 25));
  // The last Sunday strictly before Christmas Day.
  const sundayBefore = new Date(christmas.getTime() - (christmas.getUTCDay() || 7) * 86_400_000);
  const days: SpecialDay[] = [
    [`${year}-01-01`, 'Jour de l’an', null, null],
    [afterEaster(year, 1), 'Lundi de Pâques', null, null],
    [`${year}-05-01`, 'Fête du Travail', null, null],
    [`${year}-05-08`, 'Victoire 1945', null, null],
    [afterEaster(year, 39), 'Ascension', null, null],
    [afterEaster(year, 50), 'Lundi de Pentecôte', '10:00', '17:00'],
    [`${year}-07-14`, 'Fête nationale', null, null],
    [`${year}-08-15`, 'Assomption', null, null],
    [`${year}-11-01`, 'Toussaint', null, null],
    [`${year}-11-11`, 'Armistice', null, null],
    [isoDay(sundayBefore), 'Ouverture exceptionnelle', '10:00', '18:00'],
    [`${year}-12-24`, 'Veille de Noël', '09:30', '17:00'],
    [`${year}-12-25`, 'Noël', null, null],
    [`${year}-12-31`, 'Saint-Sylvestre', '09:30', '17:00'],
  ];
  // Ascension can fall on 1 or 8 May: one entry per date, the holiday closing the store.
  const byDate = new Map<string, SpecialDay>();
  for (const day of days) if (!byDate.has(day[0])) byDate.set(day[0], day);
  return [...byDate.values()].sort((left, right) => left[0].localeCompare(right[0]));
}

/** Every store's holiday schedules, for each year of `SPECIAL_DAY_YEARS`. */
export const SPECIAL_DAYS: ReadonlyArray<SpecialDay> = Array.from(
  { length: SPECIAL_DAY_YEARS.to - SPECIAL_DAY_YEARS.from + 1 },
  (_, offset) => specialDaysOf(SPECIAL_DAY_YEARS.from + offset),
).flat();

export const REGION_IDS: Record<string, number> = {
  'Île-de-France': 1,
  'Auvergne-Rhône-Alpes': 2,
  'Provence-Alpes-Côte d’Azur': 3,
  Occitanie: 4,
  'Nouvelle-Aquitaine': 5,
  'Pays de la Loire': 6,
  Bretagne: 7,
  'Hauts-de-France': 8,
  'Grand Est': 9,
  'Bourgogne-Franche-Comté': 10,
  'Centre-Val de Loire': 11,
  Normandie: 12,
};

/** The store closed for renovation: inactive, never offered as a favourite. */
export const CLOSED_FOR_RENOVATION = 'Rouen';

/**
 * The French landline prefix of a postcode's département (ARCEP's five zones): 01 Île-de-France,
 * 02 North-West, 03 North-East, 04 South-East, 05 South-West.
 */
export function landlinePrefix(postcode: string): string {
  const departement = postcode.slice(0, 2);
  const zones: Record<string, string> = {
    '01': '75 77 78 91 92 93 94 95',
    '02': '14 18 22 27 28 29 35 36 37 41 44 45 49 50 53 56 61 72 76 85',
    '03': '02 08 10 21 25 39 51 52 54 55 57 58 59 60 62 67 68 70 71 80 88 89 90',
    '04': '01 03 04 05 06 07 11 13 15 20 26 30 34 38 42 43 48 63 66 69 73 74 83 84',
    '05': '09 12 16 17 19 23 24 31 32 33 40 46 47 64 65 79 81 82 86 87',
  };
  const zone = Object.entries(zones).find(([, list]) => list.split(' ').includes(departement));
  return zone?.[0] ?? '01';
}
