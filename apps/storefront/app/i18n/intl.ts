import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlErrorCode, createIntl, createIntlCache } from '@formatjs/intl';
import type { IntlShape } from '@formatjs/intl';
import type { ShopLocale } from './locales.ts';
import { toLanguageTag } from './locales.ts';

/** Messages by id: ICU strings, or ASTs pre-parsed at build time. */
export type Catalogue = Record<string, string> | Record<string, MessageFormatElement[]>;
export type ShopIntl = IntlShape<string>;

const cache = createIntlCache();

/**
 * Creates the formatter for one locale and catalogue. A missing translation is a warning and falls
 * back to the descriptor's English default; any other formatting error is a bug and is thrown.
 */
export function createShopIntl(locale: ShopLocale, messages: Catalogue): ShopIntl {
  return createIntl(
    {
      locale: toLanguageTag(locale),
      defaultLocale: 'en-US',
      messages,
      timeZone: 'Europe/Paris',
      onError(error) {
        if (error.code === IntlErrorCode.MISSING_TRANSLATION) {
          console.warn(`Missing translation: ${error.message}`);
          return;
        }
        throw error;
      },
    },
    cache,
  );
}

const shared = new WeakMap<Catalogue, ShopIntl>();

/**
 * The formatter of a locale's catalogue, created once and shared by the pages' provider and the
 * routes' `meta` functions. Creating the first one loads the locale's formatting data into the
 * engine, which takes tens of milliseconds on a phone: the browser entry does it in a task of its
 * own before hydrating.
 */
export function sharedShopIntl(locale: ShopLocale, messages: Catalogue): ShopIntl {
  let intl = shared.get(messages);
  if (intl?.locale !== toLanguageTag(locale)) {
    intl = createShopIntl(locale, messages);
    shared.set(messages, intl);
  }
  return intl;
}
