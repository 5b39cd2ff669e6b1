/**
 * Reads the contract: every `schema/*.graphql` file, in name order (the order the commerce server
 * uses), merged into one SDL document. Node-only; used by the type generator and the test that
 * validates every operation against the schema.
 *
 * `codegen/pending/*.graphql` holds stand-in definitions for operations the contract does not have
 * yet (decision 065). They are added only where `schema/` has no definition of the same name, so
 * the real contract always wins and a stand-in disappears as soon as `schema/` defines it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertValidSchema, buildASTSchema, Kind, parse, print } from 'graphql';
import type { DefinitionNode, DocumentNode, GraphQLSchema } from 'graphql';

/** The package's `schema/` folder. */
export const SCHEMA_DIR = fileURLToPath(new URL('../schema/', import.meta.url));

/** The stand-in definitions awaiting the contract. */
export const PENDING_DIR = fileURLToPath(new URL('./pending/', import.meta.url));

/** The `.graphql` files of a folder, sorted by name (none when the folder does not exist). */
export function schemaFiles(dir: string = SCHEMA_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort();
}

function readFolder(dir: string, label: string): string {
  return schemaFiles(dir)
    .map(
      (name) => `# --- ${label}/${name} ---\n${readFileSync(join(dir, name), 'utf8').trimEnd()}\n`,
    )
    .join('\n');
}

/** The contract's SDL (`schema/` only), each file introduced by a comment naming it. */
export function readSchemaSdl(dir: string = SCHEMA_DIR): string {
  return readFolder(dir, 'schema');
}

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

function definedNames(document: DocumentNode): { types: Set<string>; rootFields: Set<string> } {
  const types = new Set<string>();
  const rootFields = new Set<string>();
  for (const definition of document.definitions) {
    if (!('name' in definition) || !definition.name) continue;
    const name = definition.name.value;
    if (definition.kind !== Kind.OBJECT_TYPE_EXTENSION) types.add(name);
    if (
      ROOT_TYPES.has(name) &&
      (definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
        definition.kind === Kind.OBJECT_TYPE_EXTENSION)
    ) {
      for (const field of definition.fields ?? []) rootFields.add(`${name}.${field.name.value}`);
    }
  }
  return { types, rootFields };
}

/**
 * The stand-in SDL still needed: pending definitions whose name `schema/` does not define, and
 * pending root fields (`Query.cart`) `schema/` does not have. Empty once the contract has them all.
 */
export function readPendingSdl(dir: string = SCHEMA_DIR, pendingDir: string = PENDING_DIR): string {
  const pendingSdl = readFolder(pendingDir, 'pending');
  if (pendingSdl.trim() === '') return '';
  const real = definedNames(parse(readSchemaSdl(dir)));
  const pending = parse(pendingSdl);
  const kept: DefinitionNode[] = [];
  for (const definition of pending.definitions) {
    if (definition.kind === Kind.OBJECT_TYPE_EXTENSION && ROOT_TYPES.has(definition.name.value)) {
      const root = definition.name.value;
      const fields = (definition.fields ?? []).filter(
        (field) => !real.rootFields.has(`${root}.${field.name.value}`),
      );
      if (fields.length > 0) kept.push({ ...definition, fields });
    } else if ('name' in definition && definition.name && !real.types.has(definition.name.value)) {
      kept.push(definition);
    }
  }
  return kept.length === 0 ? '' : print({ kind: Kind.DOCUMENT, definitions: kept });
}

/** The SDL the operations are typed and validated against: the contract plus the needed stand-ins. */
export function readTypingSdl(dir: string = SCHEMA_DIR, pendingDir: string = PENDING_DIR): string {
  const pending = readPendingSdl(dir, pendingDir);
  const contract = readSchemaSdl(dir);
  return pending === ''
    ? contract
    : `${contract}\n# --- stand-ins from codegen/pending, awaiting schema/ (decision 065) ---\n${pending}\n`;
}

/** A schema built from SDL and validated (throws on an invalid schema). */
export function buildSchema(sdl: string): GraphQLSchema {
  const schema = buildASTSchema(parse(sdl));
  assertValidSchema(schema);
  return schema;
}

/** The contract alone (`schema/`). */
export function loadSchema(dir: string = SCHEMA_DIR): GraphQLSchema {
  return buildSchema(readSchemaSdl(dir));
}

/** The contract plus the needed stand-ins. */
export function loadTypingSchema(
  dir: string = SCHEMA_DIR,
  pendingDir: string = PENDING_DIR,
): GraphQLSchema {
  return buildSchema(readTypingSdl(dir, pendingDir));
}
