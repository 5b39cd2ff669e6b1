import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSchema } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import type { RequestContext } from './context.ts';

/**
 * The contract's SDL, owned by graphql-client and shared with the storefront: `core/` (Magento Open
 * Source 2.4.7) and `extensions/` (one file per extension module), decision 100.
 */
export const SCHEMA_DIR = fileURLToPath(
  new URL('../../../../packages/graphql-client/schema/', import.meta.url),
);

function graphqlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort();
}

/** The extension modules the contract defines (names of `extensions/*.graphql`). */
export function availableExtensions(dir: string = SCHEMA_DIR): string[] {
  return graphqlFiles(join(dir, 'extensions')).map((name) => name.replace(/\.graphql$/, ''));
}

/** The SDL files of core and of the given extensions, core first. */
export function readTypeDefs(extensions: Iterable<string>, dir: string = SCHEMA_DIR): string[] {
  const core = graphqlFiles(join(dir, 'core')).map((name) =>
    readFileSync(join(dir, 'core', name), 'utf8'),
  );
  const known = new Set(availableExtensions(dir));
  const added = [...extensions].sort().map((name) => {
    if (!known.has(name)) throw new Error(`Unknown schema extension "${name}"`);
    return readFileSync(join(dir, 'extensions', `${name}.graphql`), 'utf8');
  });
  return [...core, ...added];
}

type ResolverMap = Record<string, Record<string, unknown>>;

/** Merges per-module resolver maps type by type; a field defined twice is a programming error. */
export function mergeResolvers(maps: readonly ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const target = (merged[typeName] ??= {});
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in target) throw new Error(`Resolver ${typeName}.${field} is defined twice`);
        target[field] = resolver;
      }
    }
  }
  return merged;
}

/**
 * Keeps the resolvers of what the schema has: in the stock-Magento profile the extension types and
 * fields do not exist, so neither do their resolvers. `__resolveType`/`__isTypeOf` and the values of
 * enum and scalar resolvers stay with their type.
 */
export function resolversFor(schemaTypeDefs: string[], resolvers: ResolverMap): ResolverMap {
  const plain = createSchema({ typeDefs: schemaTypeDefs });
  const kept: ResolverMap = {};
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = plain.getType(typeName);
    if (!type) continue;
    // Duck-typed on purpose: yoga's schema comes from graphql's CommonJS build and this module from
    // its ES build, so graphql's `isObjectType` (an instanceof check) fails across the two.
    if (!('getFields' in type)) {
      kept[typeName] = fields;
      continue;
    }
    const known = type.getFields();
    kept[typeName] = Object.fromEntries(
      Object.entries(fields).filter(([field]) => field.startsWith('__') || field in known),
    );
  }
  return kept;
}

/**
 * Builds the executable schema from core + the given extensions and the modules' resolvers.
 * `generated` is SDL the store's data adds the way Magento does at run time (the filterable
 * attributes of ProductAttributeFilterInput).
 */
export function buildSchema(
  resolvers: readonly ResolverMap[],
  extensions: Iterable<string> = availableExtensions(),
  generated: readonly string[] = [],
): GraphQLSchema {
  const typeDefs = [...readTypeDefs(extensions), ...generated.filter((sdl) => sdl.trim() !== '')];
  return createSchema<RequestContext>({
    typeDefs,
    resolvers: resolversFor(typeDefs, mergeResolvers(resolvers)),
  });
}
