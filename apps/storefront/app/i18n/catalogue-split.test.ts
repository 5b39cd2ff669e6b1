import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  FIRST_VISIT_CATALOGUE_MODULE,
  FIRST_VISIT_MESSAGE_FILES,
  FULL_CATALOGUE_MODULE,
  firstLoadMessageIds,
  firstVisitMessageIds,
  firstLoadModules,
  laterMessageFiles,
  staticImportsOf,
} from '../../vite/catalogue-split.ts';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packagesDir = path.resolve(appDir, '../../../packages');
const fullCatalogue = path.join(appDir, FULL_CATALOGUE_MODULE);
const firstVisitCatalogue = path.join(appDir, FIRST_VISIT_CATALOGUE_MODULE);

describe('the catalogue in two parts (decision 009)', () => {
  it('makes the messages that come later wait for the rest of the catalogue', () => {
    const later = laterMessageFiles(appDir);
    expect(later.length).toBeGreaterThan(5);
    const missing = later.filter((file) => !staticImportsOf(file).includes(fullCatalogue));
    expect(missing.map((file) => path.relative(appDir, file))).toEqual([]);
  });

  it('keeps the wait out of a catalogue page’s first load', () => {
    const firstLoad = firstLoadModules(appDir);
    expect(firstLoad.has(path.join(appDir, 'root.tsx'))).toBe(true);
    expect(firstLoad.has(fullCatalogue)).toBe(false);
  });

  it('puts the shell’s and the catalogue pages’ messages in the first part, the checkout’s in the rest', () => {
    const ids = firstLoadMessageIds(appDir, packagesDir);
    expect(ids.has('shell.signIn')).toBe(true);
    expect(ids.has('product.addToCart')).toBe(true);
    expect(ids.has('checkout.page.heading')).toBe(false);
  });

  it('gives the consent banner’s messages a part of their own, which waits for that part only (decision 107)', () => {
    const firstVisit = firstVisitMessageIds(appDir);
    expect(firstVisit.has('consent.banner.title')).toBe(true);
    const firstLoad = firstLoadMessageIds(appDir, packagesDir);
    expect([...firstVisit].filter((id) => firstLoad.has(id))).toEqual([]);
    for (const file of FIRST_VISIT_MESSAGE_FILES) {
      const imports = staticImportsOf(path.join(appDir, file));
      expect(imports).toContain(firstVisitCatalogue);
      expect(imports).not.toContain(fullCatalogue);
    }
    expect(laterMessageFiles(appDir).map((file) => path.relative(appDir, file))).not.toContain(
      FIRST_VISIT_MESSAGE_FILES[0],
    );
  });

  it('keeps the first visit’s wait out of a catalogue page’s first load', () => {
    expect(firstLoadModules(appDir).has(firstVisitCatalogue)).toBe(false);
  });
});
