import type { Catalogue } from './intl.ts';
import type { ShopLocale } from './locales.ts';

type CatalogueImporter = () => Promise<{ default: Catalogue }>;

// Each catalogue is its own chunk: a page only downloads the locale it renders in.
const importers = import.meta.glob<{ default: Catalogue }>('./catalogues/*.json');

/**
 * Loads a locale's catalogue. A catalogue that fails to load is logged and replaced by an empty one,
 * so the page still renders (with English defaults) rather than failing.
 */
export async function loadCatalogue(
  locale: ShopLocale,
  available: Record<string, CatalogueImporter> = importers,
): Promise<Catalogue> {
  const importer = available[`./catalogues/${locale}.json`];
  try {
    if (!importer) throw new Error(`no catalogue file for ${locale}`);
    return (await importer()).default;
  } catch (error) {
    console.error(`Translation file for ${locale} failed to load`, error);
    return {};
  }
}
