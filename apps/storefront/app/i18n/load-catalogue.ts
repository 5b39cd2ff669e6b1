import type { Catalogue } from './intl.ts';
import type { ShopLocale } from './locales.ts';

type CatalogueImporter = () => Promise<{ default: Catalogue }>;

/**
 * The parts of a catalogue (decisions 009 and 107): a catalogue page's first load, what a first
 * visit adds (the consent banner), and the rest.
 */
export type CataloguePart = 'first-load' | 'first-visit' | 'rest';

// Each catalogue part is its own chunk, pre-parsed at build time (vite/precompiled-catalogues.ts):
// a page only downloads the locale it renders in, and never the ICU parser.
const importers: Record<CataloguePart, Record<ShopLocale, CatalogueImporter>> = {
  'first-load': {
    fr_FR: () => import('virtual:catalogue/fr_FR'),
    en_US: () => import('virtual:catalogue/en_US'),
    fr_CA: () => import('virtual:catalogue/fr_CA'),
    de_DE: () => import('virtual:catalogue/de_DE'),
    en_GB: () => import('virtual:catalogue/en_GB'),
    nl_NL: () => import('virtual:catalogue/nl_NL'),
    pl_PL: () => import('virtual:catalogue/pl_PL'),
    pt_PT: () => import('virtual:catalogue/pt_PT'),
  },
  'first-visit': {
    fr_FR: () => import('virtual:catalogue/fr_FR.first-visit'),
    en_US: () => import('virtual:catalogue/en_US.first-visit'),
    fr_CA: () => import('virtual:catalogue/fr_CA.first-visit'),
    de_DE: () => import('virtual:catalogue/de_DE.first-visit'),
    en_GB: () => import('virtual:catalogue/en_GB.first-visit'),
    nl_NL: () => import('virtual:catalogue/nl_NL.first-visit'),
    pl_PL: () => import('virtual:catalogue/pl_PL.first-visit'),
    pt_PT: () => import('virtual:catalogue/pt_PT.first-visit'),
  },
  rest: {
    fr_FR: () => import('virtual:catalogue/fr_FR.rest'),
    en_US: () => import('virtual:catalogue/en_US.rest'),
    fr_CA: () => import('virtual:catalogue/fr_CA.rest'),
    de_DE: () => import('virtual:catalogue/de_DE.rest'),
    en_GB: () => import('virtual:catalogue/en_GB.rest'),
    nl_NL: () => import('virtual:catalogue/nl_NL.rest'),
    pl_PL: () => import('virtual:catalogue/pl_PL.rest'),
    pt_PT: () => import('virtual:catalogue/pt_PT.rest'),
  },
};

/**
 * Loads a locale's catalogue, trying a failed download once more (a dropped connection). A
 * catalogue that still fails is logged and replaced by an empty one, so the page still renders
 * rather than failing: with the English defaults on the server, with the message ids in the
 * browser, whose build leaves the defaults out (decision 008).
 */
export async function loadCatalogue(
  locale: ShopLocale,
  available: Partial<Record<ShopLocale, CatalogueImporter>> = importers['first-load'],
): Promise<Catalogue> {
  const importer = available[locale];
  try {
    if (!importer) throw new Error(`no catalogue file for ${locale}`);
    return await importer()
      .catch(() => importer())
      .then((module) => module.default);
  } catch (error) {
    console.error(`Translation file for ${locale} failed to load`, error);
    return {};
  }
}

/** Loads one part of a locale's catalogue (see {@link loadCatalogue}). */
export function loadCataloguePart(locale: ShopLocale, part: CataloguePart): Promise<Catalogue> {
  return loadCatalogue(locale, importers[part]);
}
