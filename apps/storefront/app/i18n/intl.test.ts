import { expectConsole } from '@vitrine/test-harness';
import { describe, expect, it, vi } from 'vitest';
import { createShopIntl, sharedShopIntl } from './intl.ts';
import { loadCatalogue } from './load-catalogue.ts';
import { pageLocale, resolveLocale, toHtmlLang, toLanguageTag } from './locales.ts';

describe('locales', () => {
  it('accepts the store config notation and the BCP 47 one', () => {
    expect(resolveLocale('fr_FR')).toBe('fr_FR');
    expect(resolveLocale('pt-PT')).toBe('pt_PT');
    expect(toLanguageTag('fr_CA')).toBe('fr-CA');
    expect(toHtmlLang('fr_FR')).toBe('fr');
  });

  it("refuses a locale with no catalogue with 'Unable to locate locale'", () => {
    expect(() => resolveLocale('es_ES')).toThrow('Unable to locate locale');
  });
});

describe('the shared formatter', () => {
  it("is created once per catalogue, and anew for another locale's", () => {
    const catalogue = { 'cart.title': 'Panier' };
    const intl = sharedShopIntl('fr_FR', catalogue);
    expect(sharedShopIntl('fr_FR', catalogue)).toBe(intl);
    expect(intl.formatMessage({ id: 'cart.title' })).toBe('Panier');
    expect(sharedShopIntl('fr_FR', { 'cart.title': 'Panier' })).not.toBe(intl);
    expect(sharedShopIntl('fr_CA', catalogue).locale).toBe('fr-CA');
  });
});

describe('the shop formatter', () => {
  it('formats prices, dates and distances the French way', () => {
    const intl = createShopIntl('fr_FR', {});
    expect(intl.formatNumber(12.9, { style: 'currency', currency: 'EUR' })).toBe('12,90\u00a0€');
    expect(
      intl.formatNumber(3.25, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }),
    ).toBe('3,3\u202fkm');
    expect(intl.formatDate(Date.UTC(2026, 6, 14, 10), { dateStyle: 'long' })).toBe(
      '14 juillet 2026',
    );
  });

  it('uses the catalogue and interpolates values', () => {
    const intl = createShopIntl('fr_FR', { greet: 'Bonjour, {name}' });
    expect(intl.formatMessage({ id: 'greet', defaultMessage: 'Hi, {name}' }, { name: 'Léa' })).toBe(
      'Bonjour, Léa',
    );
  });

  it('warns about a missing translation and falls back to the English default', () => {
    const warnings = expectConsole('warn');
    const intl = createShopIntl('fr_FR', {});
    expect(intl.formatMessage({ id: 'absent', defaultMessage: 'Sign In' })).toBe('Sign In');
    expect(warnings.calls).toHaveLength(1);
    expect(String(warnings.calls[0]?.[0])).toContain('Missing translation');
  });

  it('throws other formatting errors', () => {
    const intl = createShopIntl('fr_FR', { broken: 'Bonjour {name' });
    expect(() => intl.formatMessage({ id: 'broken', defaultMessage: 'Hi {name}' })).toThrow();
  });
});

describe('the page locale', () => {
  const page = (locale?: string) =>
    ({
      documentElement: { dataset: locale === undefined ? {} : { locale } },
    }) as unknown as Document;

  it('is the one the server wrote on <html>, else the default one', () => {
    expect(pageLocale(page('de_DE'))).toBe('de_DE');
    expect(pageLocale(page())).toBe('fr_FR');
    expect(pageLocale(page('xx_XX'))).toBe('fr_FR');
  });
});

describe('loading a catalogue', () => {
  it('loads the catalogue of the locale', async () => {
    const catalogue = await loadCatalogue('fr_FR', {
      fr_FR: () => Promise.resolve({ default: { a: 'b' } }),
    });
    expect(catalogue).toEqual({ a: 'b' });
  });

  it('tries a failed download once more', async () => {
    const importer = vi
      .fn<() => Promise<{ default: Record<string, string> }>>()
      .mockRejectedValueOnce(new Error('connection reset'))
      .mockResolvedValueOnce({ default: { a: 'b' } });
    expect(await loadCatalogue('fr_FR', { fr_FR: importer })).toEqual({ a: 'b' });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('logs a load that fails twice and renders with the defaults instead', async () => {
    const errors = expectConsole('error');
    const importer = vi.fn(() => Promise.reject(new Error('chunk failed')));
    const catalogue = await loadCatalogue('de_DE', { de_DE: importer });
    expect(importer).toHaveBeenCalledTimes(2);
    expect(catalogue).toEqual({});
    expect(String(errors.calls[0]?.[0])).toBe('Translation file for de_DE failed to load');
  });
});
