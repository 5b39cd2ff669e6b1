import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createShopIntl } from './intl.ts';
import { SUPPORTED_LOCALES } from './locales.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'catalogues');
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<string, string>;

/**
 * The error messages: what went wrong, as a sentence. Titles, buttons and the short "required"
 * marker are not sentences and are left out.
 */
const ERROR_IDS =
  /^(?:validation\.|formValidation\.|server\.|formError\.|checkout\.missingRequiredInformation$)|[eE]rror/;
const NOT_SENTENCES = new Set([
  'magentoRoute.errorTitle',
  'ui.errorView.goHome',
  'ui.errorView.retry',
]);

describe('copy that reads finished (issue 20)', () => {
  for (const locale of ['fr_FR', 'fr_CA']) {
    it(`${locale}: typographic apostrophes only, never a straight one between letters`, () => {
      const straight = Object.entries(catalogue(locale)).filter(([, text]) =>
        /\p{L}'\p{L}/u.test(text),
      );
      expect(straight).toEqual([]);
    });
  }

  for (const locale of SUPPORTED_LOCALES) {
    it(`${locale}: plurals are ICU plurals, never "(s)"`, () => {
      const hedged = Object.entries(catalogue(locale)).filter(([, text]) =>
        /\p{L}\((?:s|e|es|en|n)\)/u.test(text),
      );
      expect(hedged).toEqual([]);
    });

    it(`${locale}: every error message ends with a full stop (one rule for all)`, () => {
      const unfinished = Object.entries(catalogue(locale)).filter(
        ([id, text]) =>
          ERROR_IDS.test(id) &&
          !NOT_SENTENCES.has(id) &&
          !/[.!?…»]$/.test(text.trim().replace(/\}+$/, '')),
      );
      expect(unfinished).toEqual([]);
    });
  }

  it('counts the stores and the characters with French plurals', () => {
    const intl = createShopIntl('fr_FR', catalogue('fr_FR'));
    const intro = (count: number) =>
      intl.formatMessage({ id: 'stores.listIntro', defaultMessage: '' }, { count });
    expect(intro(1)).toContain('dans 1 boutique partout');
    expect(intro(0)).toContain('dans nos boutiques');
    expect(intro(25)).toContain('dans 25 boutiques');
    const length = (value: number) =>
      intl.formatMessage({ id: 'validation.hasLengthAtLeast', defaultMessage: '' }, { value });
    expect(length(1)).toBe('Doit contenir au moins 1 caractère.');
    expect(length(8)).toBe('Doit contenir au moins 8 caractères.');
  });

  it('writes opening hours as French does: 9 h, 9 h 30', () => {
    const intl = createShopIntl('fr_FR', catalogue('fr_FR'));
    const time = (hour: string, minute: string) =>
      intl.formatMessage({ id: 'ui.needHelp.time', defaultMessage: '' }, { hour, minute });
    expect(time('9', '00')).toBe('9 h');
    expect(time('9', '30')).toBe('9 h 30');
    expect(
      intl.formatMessage(
        { id: 'ui.needHelp.hours', defaultMessage: '' },
        {
          startDay: 'lundi',
          endDay: 'vendredi',
          startTime: time('9', '00'),
          endTime: time('18', '00'),
        },
      ),
    ).toBe('Du lundi au vendredi, de 9 h à 18 h');
    // Spec §9 shows the zone; French names it by its city, never by the IANA id.
    expect(
      intl.formatMessage(
        { id: 'ui.needHelp.hoursInZone', defaultMessage: '' },
        {
          startDay: 'lundi',
          endDay: 'vendredi',
          startTime: time('9', '00'),
          endTime: time('18', '00'),
          zone: 'Paris',
        },
      ),
    ).toBe('Du lundi au vendredi, de 9 h à 18 h (heure de Paris)');
  });
});
