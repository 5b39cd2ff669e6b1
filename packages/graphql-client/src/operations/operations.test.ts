import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, validate } from 'graphql';
import type { DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { extensionNames, loadSchema } from '../../codegen/schema-source.ts';
import { SHOP_EXTENSIONS } from '../extensions/shop-extensions.ts';

/**
 * Every operation document of the package, found on disk so none is forgotten:
 * `*.operations.ts` here are core (Magento Open Source 2.4.7 only); `extensions/<name>.operations.ts`
 * use core plus that one extension (decision 100).
 */
/**
 * The extension of `extensions/<name>.operations.ts`; an extension's documents may be split by
 * the part of the shop that sends them, `<name>-<part>.operations.ts` (`subscriptions-account`).
 */
function extensionOf(file: string): string {
  const base = file.replace(/\.operations\.ts$/, '');
  const parent = extensionNames()
    .filter((name) => base.startsWith(`${name}-`))
    .sort((a, b) => b.length - a.length)[0];
  return extensionNames().includes(base) ? base : (parent ?? base);
}

async function documentsIn(folder: string, layer: string) {
  const dir = fileURLToPath(new URL(folder, import.meta.url));
  const files = readdirSync(dir).filter((file) => file.endsWith('.operations.ts'));
  const modules = await Promise.all(
    files.map(async (file) => {
      const exports = (await import(`${folder}${file}`)) as Record<string, unknown>;
      return { file, exports };
    }),
  );
  return modules.flatMap(({ file, exports }) =>
    Object.entries(exports)
      .filter((entry): entry is [string, DocumentNode] => isDocument(entry[1]))
      .filter(([, document]) =>
        document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION),
      )
      .map(([name, document]) => ({
        file,
        name,
        document,
        layer: layer === 'core' ? 'core' : extensionOf(file),
      })),
  );
}

function isDocument(value: unknown): value is DocumentNode {
  return (
    typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document'
  );
}

const schemas = new Map<string, ReturnType<typeof loadSchema>>();
/** Core alone, or core plus one extension (built once per layer). */
function schemaOf(layer: string) {
  let schema = schemas.get(layer);
  if (!schema) {
    schema = loadSchema(layer === 'core' ? [] : [layer]);
    schemas.set(layer, schema);
  }
  return schema;
}

const core = await documentsIn('./', 'core');
const extension = await documentsIn('./extensions/', 'extension');
const documents = [...core, ...extension];

describe('operation documents', () => {
  it('exist in both layers', () => {
    expect(core.length).toBeGreaterThan(20);
    expect(extension.length).toBeGreaterThan(0);
  });

  it.each(core.map((entry) => [entry.name, entry] as const))(
    'core %s validates against core/ alone (a stock Magento Open Source 2.4.7)',
    (_name, { document }) => {
      // Re-parse with graphql-js: gql.tada builds its AST with @0no-co/graphql.web.
      const errors = validate(schemaOf('core'), parse(print(document)));
      expect(errors.map((error) => error.message)).toEqual([]);
    },
  );

  it.each(extension.map((entry) => [`${entry.layer} ${entry.name}`, entry] as const))(
    '%s validates against core/ plus its own extension',
    (_name, { document, layer }) => {
      const errors = validate(schemaOf(layer), parse(print(document)));
      expect(errors.map((error) => error.message)).toEqual([]);
    },
  );

  it('name their extension files after extensions the contract and the client both know', () => {
    const files = new Set(extension.map((entry) => entry.layer));
    for (const layer of files) {
      expect(extensionNames()).toContain(layer);
      expect(SHOP_EXTENSIONS).toContain(layer);
    }
    expect([...SHOP_EXTENSIONS].sort()).toEqual(extensionNames());
  });

  it('each holds exactly one operation named like its export', () => {
    for (const { name, document } of documents) {
      const operations = document.definitions.filter(
        (definition) => definition.kind === Kind.OPERATION_DEFINITION,
      );
      expect(operations).toHaveLength(1);
      expect(operations[0]!.name?.value, name).toBe(name);
    }
  });

  it('have unique operation names (the preview and cache policies key on them)', () => {
    const names = documents
      .flatMap(({ document }) => document.definitions)
      .filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
      .map((definition) => definition.name?.value);
    expect(new Set(names).size).toBe(names.length);
  });
});
