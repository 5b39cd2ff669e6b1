import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSchema } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import type { RequestContext } from './context.ts';

/** The contract's SDL files, owned by graphql-client and shared with the storefront. */
export const SCHEMA_DIR = fileURLToPath(
  new URL('../../../../packages/graphql-client/schema/', import.meta.url),
);

/** Reads every `*.graphql` file of the contract, in name order. */
export function readTypeDefs(dir: string = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(`${dir}/${name}`, 'utf8'));
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

/** Builds the executable schema from the shared SDL and the modules' resolvers. */
export function buildSchema(resolvers: readonly ResolverMap[]): GraphQLSchema {
  return createSchema<RequestContext>({
    typeDefs: readTypeDefs(),
    resolvers: mergeResolvers(resolvers),
  });
}
