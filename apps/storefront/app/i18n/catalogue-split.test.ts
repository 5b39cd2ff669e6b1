import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  FULL_CATALOGUE_MODULE,
  firstLoadMessageIds,
  firstLoadModules,
  laterMessageFiles,
  staticImportsOf,
} from '../../vite/catalogue-split.ts';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packagesDir = path.resolve(appDir, '../../../packages');
const fullCatalogue = path.join(appDir, FULL_CATALOGUE_MODULE);

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
});
