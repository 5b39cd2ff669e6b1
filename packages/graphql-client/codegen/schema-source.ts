/**
 * Reads the contract: every `schema/*.graphql` file, in name order (the order the commerce server
 * uses), merged into one SDL document. Node-only; used by the type generator and the test that
 * validates every operation against the schema.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertValidSchema, buildASTSchema, parse } from 'graphql';
import type { GraphQLSchema } from 'graphql';

/** The package's `schema/` folder. */
export const SCHEMA_DIR = fileURLToPath(new URL('../schema/', import.meta.url));

/** The schema files, sorted by name. */
export function schemaFiles(dir: string = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort();
}

/** The merged SDL, each file introduced by a comment naming it. */
export function readSchemaSdl(dir: string = SCHEMA_DIR): string {
  return schemaFiles(dir)
    .map((name) => `# --- schema/${name} ---\n${readFileSync(join(dir, name), 'utf8').trimEnd()}\n`)
    .join('\n');
}

/** The executable-less schema built from the SDL, validated (throws on an invalid contract). */
export function loadSchema(dir: string = SCHEMA_DIR): GraphQLSchema {
  const schema = buildASTSchema(parse(readSchemaSdl(dir)));
  assertValidSchema(schema);
  return schema;
}
