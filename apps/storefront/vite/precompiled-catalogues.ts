import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { firstLoadMessageIds, firstVisitMessageIds } from './catalogue-split.ts';

const PREFIX = 'virtual:catalogue/';
const CATALOGUE_PARTS = ['first-load', 'first-visit', 'rest'] as const;
type CataloguePart = (typeof CATALOGUE_PARTS)[number];

/**
 * Catalogues reach the page as pre-parsed ICU message ASTs, so the browser never needs the ICU
 * parser: in the client build the parser is replaced by formatjs's parser-less entry, which saves
 * about 15 KB of gzip on every page. Each locale comes in three parts (decisions 009 and 107):
 * `virtual:catalogue/fr_FR` holds the messages of a catalogue page's first load,
 * `virtual:catalogue/fr_FR.first-visit` those a first visit adds (the consent banner),
 * `virtual:catalogue/fr_FR.rest` every other one (cart, checkout, account, contact, tracking).
 */
export function precompiledCatalogues(
  cataloguesDir: string,
  appDir: string,
  packagesDir: string,
): Plugin {
  let parts: { firstLoad: Set<string>; firstVisit: Set<string> } | undefined;
  const partOf = (messageId: string): CataloguePart => {
    parts ??= {
      firstLoad: firstLoadMessageIds(appDir, packagesDir),
      firstVisit: firstVisitMessageIds(appDir),
    };
    if (parts.firstLoad.has(messageId)) return 'first-load';
    return parts.firstVisit.has(messageId) ? 'first-visit' : 'rest';
  };
  return {
    name: 'vitrine-precompiled-catalogues',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.startsWith(PREFIX)) return `\0${source}`;
      if (
        source === '@formatjs/icu-messageformat-parser' &&
        this.environment.name === 'client' &&
        importer !== undefined &&
        !importer.includes('icu-messageformat-parser')
      ) {
        return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, {
          skipSelf: true,
        });
      }
      return null;
    },
    buildStart() {
      parts = undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [locale = '', part = 'first-load'] = id.slice(PREFIX.length + 1).split('.');
      if (!/^[a-z]{2}_[A-Z]{2}$/.test(locale) || !CATALOGUE_PARTS.includes(part as CataloguePart))
        throw new Error(`Unknown catalogue ${id.slice(PREFIX.length + 1)}`);
      const file = path.join(cataloguesDir, `${locale}.json`);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages)
          .filter(([messageId]) => partOf(messageId) === part)
          .map(([messageId, message]) => [messageId, parse(message)]),
      );
      // Kept as JSON text: V8 reads a large JSON string faster than the same object written as
      // a JavaScript literal, and the first-load part is read before every page hydrates.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
