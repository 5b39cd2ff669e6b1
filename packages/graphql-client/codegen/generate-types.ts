/**
 * Generates the typed-operation support from the contract (decision 064):
 * - `src/__generated__/schema.graphql`: the merged SDL, core and every extension (decision 100),
 *   which the GraphQLSP editor plugin reads;
 * - `src/__generated__/graphql-env.d.ts`: gql.tada's introspection types, the same output as
 *   `gql.tada generate output`. Documents of both layers are typed against it; the operations test
 *   checks that each validates against its own layer.
 *
 * Run `pnpm --filter @vitrine/graphql-client generate` after the schema changes; a test fails
 * while the committed files are stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { introspectionFromSchema } from 'graphql';
import { minifyIntrospection, outputIntrospectionFile } from 'gql.tada/internal';
import { buildSchema, readSchemaSdl, SCHEMA_DIR } from './schema-source.ts';

/** Where the generated files go. */
export const GENERATED_DIR = fileURLToPath(new URL('../src/__generated__/', import.meta.url));

/** The generated files, by name, for the schema in `dir`. */
export function renderGenerated(dir: string = SCHEMA_DIR): Record<string, string> {
  const sdl = readSchemaSdl('all', dir);
  const schema = buildSchema(sdl);
  const introspection = introspectionFromSchema(schema, { descriptions: false });
  return {
    'schema.graphql': `# Generated from packages/graphql-client/schema by codegen/generate-types.ts. Do not edit.\n\n${sdl}`,
    'graphql-env.d.ts': outputIntrospectionFile(minifyIntrospection(introspection), {
      fileType: '.d.ts',
      shouldPreprocess: true,
    }),
  };
}

/** Writes the generated files. */
export function writeGenerated(dir: string = SCHEMA_DIR, out: string = GENERATED_DIR): string[] {
  mkdirSync(out, { recursive: true });
  const files = renderGenerated(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(out, name), content);
  return Object.keys(files);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const written = writeGenerated();
  console.log(`Generated ${written.map((name) => `src/__generated__/${name}`).join(', ')}`);
}
