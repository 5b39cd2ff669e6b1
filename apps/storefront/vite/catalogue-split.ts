import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The routes of a catalogue page's first load (decision 009): the root (shell, errors), the URL
 * resolver and the page-type modules it fetches with the page (category, product, CMS and store
 * pages, decision 104), the home, search and CMS page routes.
 */
export const FIRST_LOAD_ROUTES = [
  'root.tsx',
  'routes/resolve.tsx',
  'routes/resolve.product-page.tsx',
  'routes/resolve.pages.tsx',
  'routes/home.tsx',
  'routes/search.tsx',
  'routes/cms-page.tsx',
];

/** The module that makes a browser module wait for the rest of the catalogue. */
export const FULL_CATALOGUE_MODULE = 'i18n/full-catalogue.ts';

/**
 * Messages a first visit shows on any page but a returning visitor does not need: the consent
 * banner and its preferences panel (decision 107). They come in a small part of their own, so a
 * first visit does not download the cart's, checkout's and account's messages for them.
 */
export const FIRST_VISIT_MESSAGE_FILES = ['privacy/consent-manager.messages.ts'];

/** The module that makes a browser module wait for the first visit's part of the catalogue. */
export const FIRST_VISIT_CATALOGUE_MODULE = 'i18n/first-visit-catalogue.ts';

const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The app's own modules a module imports statically (`import type` and `import()` left out). */
export function staticImportsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(STATIC_IMPORT)]
    .map((match) => path.resolve(path.dirname(file), match[1] ?? ''))
    .filter((imported) => existsSync(imported));
}

/** Every app module the first-load routes reach through static imports. */
export function firstLoadModules(appDir: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of staticImportsOf(file)) visit(imported);
  };
  for (const route of FIRST_LOAD_ROUTES) visit(path.join(appDir, route));
  return seen;
}

/** The message ids a descriptor file defines (`id: '…'`). */
export function messageIdsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/\bid:\s*['"]([^'"]+)['"]/g)].map(
    (match) => match[1] ?? '',
  );
}

function messageFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.messages.ts') && !name.includes('node_modules'))
    .map((name) => path.join(dir, name));
}

/**
 * The ids of the first-load catalogue: those of the app's descriptor files the first-load routes
 * reach, and those of every package (design system, validation, domain machines: small, and
 * formatted by components of every page).
 */
export function firstLoadMessageIds(appDir: string, packagesDir: string): Set<string> {
  const appFiles = [...firstLoadModules(appDir)].filter((file) => file.endsWith('.messages.ts'));
  const packageFiles = messageFilesUnder(packagesDir);
  return new Set([...appFiles, ...packageFiles].flatMap(messageIdsOf));
}

/** The ids of the first visit's part: those of {@link FIRST_VISIT_MESSAGE_FILES}. */
export function firstVisitMessageIds(appDir: string): Set<string> {
  return new Set(
    FIRST_VISIT_MESSAGE_FILES.flatMap((file) => messageIdsOf(path.join(appDir, file))),
  );
}

/** The app's descriptor files whose messages wait for the rest of the catalogue. */
export function laterMessageFiles(appDir: string): string[] {
  const firstLoad = firstLoadModules(appDir);
  const firstVisit = new Set(FIRST_VISIT_MESSAGE_FILES.map((file) => path.join(appDir, file)));
  return messageFilesUnder(appDir).filter((file) => !firstLoad.has(file) && !firstVisit.has(file));
}
