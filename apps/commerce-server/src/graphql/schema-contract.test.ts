import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  lexicographicSortSchema,
  parse,
  print,
  printSchema,
  visit,
} from 'graphql';
import type { GraphQLSchema, IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/test-server.ts';
import type { TestServer } from '../testing/test-server.ts';
import { RESOLVERS } from '../modules/resolvers.ts';
import { availableExtensions, mergeResolvers, readTypeDefs, SCHEMA_DIR } from './schema.ts';

/**
 * What Magento adds to ProductAttributeFilterInput at run time for the seeded filterable
 * attributes (modules/catalog/attribute-filters.ts): the one difference a stock Magento's
 * introspection has with its published schema, too.
 */
const SEEDED_ATTRIBUTE_FILTERS = `extend input ProductAttributeFilterInput {
  brand: FilterEqualTypeInput
  form: FilterEqualTypeInput
  benefit: FilterEqualTypeInput
  diet: FilterEqualTypeInput
  flavour: FilterEqualTypeInput
  size: FilterEqualTypeInput
}`;

function sdlFiles(folder: string): string[] {
  const dir = join(SCHEMA_DIR, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}

/** Sorted SDL without descriptions: the contract is names, types, arguments, defaults, deprecations. */
function canonical(schema: GraphQLSchema): string {
  const ast = parse(printSchema(lexicographicSortSchema(schema)));
  return print(
    visit(ast, {
      enter(node) {
        return 'description' in node && node.description
          ? { ...node, description: undefined }
          : undefined;
      },
    }),
  );
}

function expectedSchema(extensions: readonly string[]): string {
  const sdl = [...sdlFiles('core'), ...extensions, SEEDED_ATTRIBUTE_FILTERS].join('\n');
  return canonical(buildSchema(sdl));
}

async function introspected(server: TestServer): Promise<string> {
  const { body } = await server.gql<IntrospectionQuery>(getIntrospectionQuery(), {
    method: 'POST',
  });
  expect(body.errors).toBeUndefined();
  if (!body.data) throw new Error('no introspection answer');
  return canonical(buildClientSchema(body.data));
}

describe('the served schema is the contract', () => {
  let stock: TestServer | undefined;
  let full: TestServer | undefined;
  beforeAll(async () => {
    [stock, full] = await Promise.all([
      startTestServer('pglite', { COMMERCE_EXTENSIONS: 'none' }),
      startTestServer('pglite'),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([stock?.close(), full?.close()]);
  });

  it('introspects to core/ exactly in the stock-Magento profile (COMMERCE_EXTENSIONS=none)', async () => {
    if (!stock) throw new Error('server not started');
    expect(await introspected(stock)).toBe(expectedSchema([]));
  });

  it('introspects to core/ + every extensions/ file by default', async () => {
    if (!full) throw new Error('server not started');
    expect(await introspected(full)).toBe(expectedSchema(sdlFiles('extensions')));
  });

  it('adds the store’s filterable attributes to ProductAttributeFilterInput, as Magento generates them', async () => {
    if (!stock) throw new Error('server not started');
    const { body } = await stock.gql<{
      __type: { inputFields: Array<{ name: string; type: { name: string } }> };
    }>('{ __type(name: "ProductAttributeFilterInput") { inputFields { name type { name } } } }');
    const fields = Object.fromEntries(
      (body.data?.__type.inputFields ?? []).map((field) => [field.name, field.type.name]),
    );
    expect(fields).toEqual({
      category_id: 'FilterEqualTypeInput',
      category_uid: 'FilterEqualTypeInput',
      category_url_path: 'FilterEqualTypeInput',
      description: 'FilterMatchTypeInput',
      name: 'FilterMatchTypeInput',
      price: 'FilterRangeTypeInput',
      short_description: 'FilterMatchTypeInput',
      sku: 'FilterEqualTypeInput',
      url_key: 'FilterEqualTypeInput',
      brand: 'FilterEqualTypeInput',
      form: 'FilterEqualTypeInput',
      benefit: 'FilterEqualTypeInput',
      diet: 'FilterEqualTypeInput',
      flavour: 'FilterEqualTypeInput',
      size: 'FilterEqualTypeInput',
    });
  });
});

it('has a resolver only for types and fields the contract defines (no code for removed fields)', () => {
  const schema = buildSchema(readTypeDefs(availableExtensions()).join('\n'));
  const stray: string[] = [];
  for (const [typeName, fields] of Object.entries(mergeResolvers(RESOLVERS))) {
    const type = schema.getType(typeName);
    if (!type) {
      stray.push(typeName);
      continue;
    }
    if (!('getFields' in type)) continue;
    const known = type.getFields();
    for (const field of Object.keys(fields))
      if (!field.startsWith('__') && !(field in known)) stray.push(`${typeName}.${field}`);
  }
  expect(stray).toEqual([]);
});
