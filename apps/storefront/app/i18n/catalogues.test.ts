import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TYPE, parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { collectMessages } from '../../scripts/collect-messages.ts';
import { SUPPORTED_LOCALES } from './locales.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'catalogues');
const messages = collectMessages();
const catalogues = Object.fromEntries(
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      path.basename(file, '.json'),
      JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>,
    ]),
);

/** The argument names a message uses ({name}, {count, plural, …}, nested ones too). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (
        element.type === TYPE.argument ||
        element.type === TYPE.number ||
        element.type === TYPE.date
      ) {
        names.add(element.value);
      }
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        names.add(element.value);
        for (const option of Object.values(element.options)) visit(option.value);
      }
    }
  };
  visit(parse(message));
  return [...names].sort();
}

describe('the message catalogues', () => {
  it('finds the descriptors of every package', () => {
    expect(messages.get('formValidation.validateEmail')?.defaultMessage).toBe(
      'Please enter a valid email',
    );
    expect(messages.get('magentoRoute.routeError')).toBeDefined();
    expect(messages.get('ui.errorView.header')?.defaultMessage).toBe('Oops!');
  });

  it('has a catalogue file for every supported locale and no other', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  for (const locale of SUPPORTED_LOCALES) {
    it(`translates every message id used in the code into ${locale}`, () => {
      const catalogue = catalogues[locale] ?? {};
      expect([...messages.keys()].filter((id) => !(id in catalogue))).toEqual([]);
    });
  }

  for (const locale of SUPPORTED_LOCALES) {
    it(`${locale}: every message parses and uses the same arguments as its English default`, () => {
      const catalogue = catalogues[locale] ?? {};
      const mismatches = Object.entries(catalogue).flatMap(([id, text]) => {
        const source = messages.get(id);
        if (!source) return [];
        const expected = argumentsOf(source.defaultMessage);
        const actual = argumentsOf(text);
        return JSON.stringify(expected) === JSON.stringify(actual)
          ? []
          : [`${id}: ${actual.join(',')} ≠ ${expected.join(',')}`];
      });
      expect(mismatches).toEqual([]);
    });
  }

  it('holds no id the code no longer uses, in any locale', () => {
    const stale = Object.entries(catalogues).flatMap(([locale, catalogue]) =>
      Object.keys(catalogue)
        .filter((id) => !messages.has(id))
        .map((id) => `${locale}: ${id}`),
    );
    expect(stale).toEqual([]);
  });

  for (const locale of SUPPORTED_LOCALES.filter((code) => !code.startsWith('en_'))) {
    it(`${locale} is a translation, not the English defaults copied`, () => {
      const catalogue = catalogues[locale] ?? {};
      const untranslated = Object.entries(catalogue).filter(
        ([id, text]) => messages.get(id)?.defaultMessage === text && /[a-z]{4}/i.test(text),
      );
      // Brand names and the like may stay as they are; whole English sentences may not.
      expect(untranslated.length).toBeLessThan(Object.keys(catalogue).length * 0.05);
    });
  }
});
