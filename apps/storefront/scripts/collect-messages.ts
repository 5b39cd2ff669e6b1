/**
 * Finds every message descriptor the shop can show: the `{ id, defaultMessage }` object literals
 * in `*.messages.ts` files of the packages and the storefront (decision 002). Used by the
 * catalogue test and by `pnpm messages` to list what a catalogue must translate.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const SOURCE_DIRS = ['packages', 'apps/storefront/app'];
const SKIP = new Set([
  'node_modules',
  'dist',
  'build',
  '.react-router',
  'storybook-static',
  '__generated__',
]);

export interface CollectedMessage {
  id: string;
  defaultMessage: string;
  file: string;
}

function walk(dir: string, found: string[]): void {
  for (const entry of readdirSync(dir)) {
    if (SKIP.has(entry)) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, found);
    else if (entry.endsWith('.messages.ts')) found.push(full);
  }
}

function stringValue(node: ts.Expression | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return undefined;
}

/** The descriptors of one source text. */
export function messagesInSource(source: string, file = 'source.ts'): CollectedMessage[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: CollectedMessage[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const props = new Map<string, ts.Expression>();
      for (const prop of node.properties) {
        if (
          ts.isPropertyAssignment(prop) &&
          (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name))
        ) {
          props.set(prop.name.text, prop.initializer);
        }
      }
      const id = stringValue(props.get('id'));
      const defaultMessage = stringValue(props.get('defaultMessage'));
      if (id !== undefined && defaultMessage !== undefined)
        found.push({ id, defaultMessage, file });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Every descriptor in the repository, by id (the first definition wins; duplicates must agree). */
export function collectMessages(root = repoRoot): Map<string, CollectedMessage> {
  const files: string[] = [];
  for (const dir of SOURCE_DIRS) walk(path.join(root, dir), files);
  const messages = new Map<string, CollectedMessage>();
  for (const file of files.sort()) {
    for (const message of messagesInSource(readFileSync(file, 'utf8'), path.relative(root, file))) {
      if (!messages.has(message.id)) messages.set(message.id, message);
    }
  }
  return messages;
}

// `tsx scripts/collect-messages.ts [catalogue.json]`: lists the ids a catalogue lacks, with their
// English default, as JSON ready to translate.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const messages = collectMessages();
  const cataloguePath = process.argv[2];
  const catalogue = cataloguePath
    ? (JSON.parse(readFileSync(cataloguePath, 'utf8')) as Record<string, string>)
    : {};
  const missing = Object.fromEntries(
    [...messages.values()].filter((m) => !(m.id in catalogue)).map((m) => [m.id, m.defaultMessage]),
  );
  process.stdout.write(`${JSON.stringify(missing, null, 2)}\n`);
}
