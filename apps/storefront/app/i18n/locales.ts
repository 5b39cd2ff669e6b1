/**
 * The locales the shop has catalogues for (spec §1), in Magento's notation, and the conversion
 * to the BCP 47 tags Intl expects.
 */
export const SUPPORTED_LOCALES = [
  'fr_FR',
  'en_US',
  'fr_CA',
  'de_DE',
  'en_GB',
  'nl_NL',
  'pl_PL',
  'pt_PT',
] as const;

export type ShopLocale = (typeof SUPPORTED_LOCALES)[number];

/** The store view's default locale. */
export const DEFAULT_LOCALE: ShopLocale = 'fr_FR';

export function isShopLocale(value: string): value is ShopLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The locale the server rendered the page in (`<html data-locale>`), or the default one. */
export function pageLocale(document: Document): ShopLocale {
  const locale = document.documentElement.dataset.locale ?? DEFAULT_LOCALE;
  return isShopLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * Resolves a locale given by store config ('fr_FR' or 'fr-FR') to one the shop supports.
 * @throws Error 'Unable to locate locale' when there is no catalogue for it (spec §8).
 */
export function resolveLocale(value: string): ShopLocale {
  const normalised = value.replace('-', '_');
  if (isShopLocale(normalised)) return normalised;
  throw new Error('Unable to locate locale');
}

/** 'fr_FR' → 'fr-FR'. */
export function toLanguageTag(locale: ShopLocale): string {
  return locale.replace('_', '-');
}

/** 'fr_FR' → 'fr', for `<html lang>`. */
export function toHtmlLang(locale: ShopLocale): string {
  return locale.slice(0, 2);
}
