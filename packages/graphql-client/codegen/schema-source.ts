/**
 * Reads the contract, in two layers (decision 100):
 * - `schema/core/*.graphql`: Magento Open Source 2.4.7, exactly, for what the shop uses or serves;
 * - `schema/extensions/<name>.graphql`: one file per extension module a Magento store must install
 *   for a feature core Magento lacks.
 *
 * Node-only: used by the type generator, the contract tests and the commerce server (which serves
 * core + every extension by default, core alone in its stock-Magento profile).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertValidSchema, buildASTSchema, parse } from 'graphql';
import type { GraphQLSchema } from 'graphql';

/** The package's `schema/` folder. */
export const SCHEMA_DIR = fileURLToPath(new URL('../schema/', import.meta.url));

/** Magento Open Source 2.4.7's signatures, the reference `core/` is checked against. */
export const REFERENCE_FILE = fileURLToPath(
  new URL('../reference/magento-os-2.4.7.signatures.graphql', import.meta.url),
);

/** The `.graphql` files of a folder, sorted by name (none when the folder does not exist). */
export function schemaFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort();
}

function readFile(dir: string, layer: string, name: string): string {
  return `# --- ${layer}/${name} ---\n${readFileSync(join(dir, layer, name), 'utf8').trimEnd()}\n`;
}

/** The extension modules of the contract: the names of `schema/extensions/*.graphql`. */
export function extensionNames(dir: string = SCHEMA_DIR): string[] {
  return schemaFiles(join(dir, 'extensions')).map((name) => name.replace(/\.graphql$/, ''));
}

/** The core layer's SDL, each file introduced by a comment naming it. */
export function readCoreSdl(dir: string = SCHEMA_DIR): string {
  return schemaFiles(join(dir, 'core'))
    .map((name) => readFile(dir, 'core', name))
    .join('\n');
}

/** One extension's SDL (it extends the core layer and cannot stand alone). */
export function readExtensionSdl(name: string, dir: string = SCHEMA_DIR): string {
  if (!extensionNames(dir).includes(name)) throw new Error(`Unknown schema extension "${name}"`);
  return readFile(dir, 'extensions', `${name}.graphql`);
}

/** Which extensions to add to core: every one, or the listed ones. */
export type ExtensionSelection = 'all' | readonly string[];

/** The SDL of core plus the selected extensions (all by default: what the server serves). */
export function readSchemaSdl(
  extensions: ExtensionSelection = 'all',
  dir: string = SCHEMA_DIR,
): string {
  const names = extensions === 'all' ? extensionNames(dir) : extensions;
  return [readCoreSdl(dir), ...names.map((name) => readExtensionSdl(name, dir))].join('\n');
}

/** A schema built from SDL and validated (throws on an invalid schema). */
export function buildSchema(sdl: string): GraphQLSchema {
  const schema = buildASTSchema(parse(sdl));
  assertValidSchema(schema);
  return schema;
}

/** Core plus the selected extensions (all by default). */
export function loadSchema(
  extensions: ExtensionSelection = 'all',
  dir: string = SCHEMA_DIR,
): GraphQLSchema {
  return buildSchema(readSchemaSdl(extensions, dir));
}

/** The reference signatures of Magento Open Source 2.4.7. */
export function loadReferenceSchema(file: string = REFERENCE_FILE): GraphQLSchema {
  return buildSchema(readFileSync(file, 'utf8'));
}
