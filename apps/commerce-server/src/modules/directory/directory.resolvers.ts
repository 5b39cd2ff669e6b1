import type { Queryable } from '../../db/database.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { noSuchEntityError } from '../../graphql/errors.ts';
import { allCountries, countriesByIds, regionsOfCountries } from './directory.repository.ts';
import type { CountryRow, RegionRow } from './directory.repository.ts';

/** Magento's message for a country outside the store's allowed countries (or unknown). */
export const COUNTRY_NOT_AVAILABLE = "The country isn't available.";

const displayNames = new Map<string, Intl.DisplayNames>();

/** A country's name in a Magento locale (fr_FR), from ICU as Magento's TranslatedLists. */
function countryName(code: string, locale: string): string {
  const tag = locale.replace('_', '-');
  let names = displayNames.get(tag);
  if (!names) {
    names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
    displayNames.set(tag, names);
  }
  return names.of(code) ?? code;
}

/** The store's allowed countries (general/country/allow); every country of the directory when unset. */
export function allowedCountries(context: RequestContext): readonly string[] | undefined {
  const value = context.services.stores.config(context.store.storeId).get('allowed_countries');
  return Array.isArray(value) ? (value as string[]) : undefined;
}

async function countriesOf(context: RequestContext, ids?: readonly string[]) {
  const allowed = allowedCountries(context);
  const wanted = ids ?? allowed;
  const rows: CountryRow[] = wanted
    ? await countriesByIds(context.db, wanted)
    : await allCountries(context.db);
  return rows.filter((row) => !allowed || allowed.includes(row.country_id));
}

async function withRegions(db: Queryable, locale: string, rows: readonly CountryRow[]) {
  const regions = await regionsOfCountries(
    db,
    rows.map((row) => row.country_id),
  );
  const byCountry = new Map<string, RegionRow[]>();
  for (const region of regions)
    byCountry.set(region.country_id, [...(byCountry.get(region.country_id) ?? []), region]);
  const collator = new Intl.Collator(locale.replace('_', '-'));
  return rows.map((row) => {
    const own = byCountry.get(row.country_id);
    return {
      id: row.country_id,
      two_letter_abbreviation: row.iso2_code,
      three_letter_abbreviation: row.iso3_code,
      full_name_locale: countryName(row.country_id, locale),
      full_name_english: countryName(row.country_id, 'en_US'),
      // Magento lists regions by name; a country without regions has none (null).
      available_regions: own
        ? [...own]
            .sort((a, b) => collator.compare(a.default_name, b.default_name))
            .map((region) => ({
              id: region.region_id,
              code: region.code,
              name: region.default_name,
            }))
        : null,
    };
  });
}

function storeLocale(context: RequestContext): string {
  const value = context.services.stores.config(context.store.storeId).get('locale');
  return typeof value === 'string' ? value : 'en_US';
}

/** countries and country (Magento_DirectoryGraphQl). */
export const directoryResolvers = {
  Query: {
    countries: async (_: unknown, __: unknown, context: RequestContext) =>
      withRegions(context.db, storeLocale(context), await countriesOf(context)),
    country: async (_: unknown, args: { id?: string | null }, context: RequestContext) => {
      const id = (args.id ?? '').trim();
      const rows = id ? await countriesOf(context, [id]) : [];
      if (rows.length === 0) throw noSuchEntityError(COUNTRY_NOT_AVAILABLE);
      return (await withRegions(context.db, storeLocale(context), rows))[0];
    },
  },
};
