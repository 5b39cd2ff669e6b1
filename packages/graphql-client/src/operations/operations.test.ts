import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, validate } from 'graphql';
import type { DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadSchema, loadTypingSchema } from '../../codegen/schema-source.ts';

/** Every `*.operations.ts` module of this folder, found on disk so none is forgotten. */
const files = readdirSync(fileURLToPath(new URL('.', import.meta.url))).filter((file) =>
  file.endsWith('.operations.ts'),
);
const modules = Object.fromEntries(
  await Promise.all(
    files.map(
      async (file) => [file, (await import(`./${file}`)) as Record<string, unknown>] as const,
    ),
  ),
);

function isDocument(value: unknown): value is DocumentNode {
  return (
    typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document'
  );
}

// Fragments are validated inside the operations that use them (alone, their variables are undefined).
const documents = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, DocumentNode] => isDocument(entry[1]))
    .filter(([, document]) =>
      document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION),
    )
    .map(([name, document]) => ({ file, name, document })),
);

/**
 * Operations the contract (`schema/`) cannot answer yet: they are typed and validated against the
 * stand-ins of `codegen/pending` (decision 065) and not integration-tested. Remove a name as soon
 * as `schema/` defines what it needs — the last test below fails until then.
 */
const AWAITING_CONTRACT = new Set<string>([]);

describe('operation documents', () => {
  const contract = loadSchema();
  const schema = loadTypingSchema();

  it('exist', () => {
    expect(documents.length).toBeGreaterThan(0);
  });

  it.each(documents.map((entry) => [`${entry.file} ${entry.name}`, entry] as const))(
    '%s is valid against schema/ (with the stand-ins it awaits)',
    (_label, { document }) => {
      // Re-parse with graphql-js: gql.tada builds its AST with @0no-co/graphql.web.
      const errors = validate(schema, parse(print(document)));
      expect(errors.map((error) => error.message)).toEqual([]);
    },
  );

  it('each holds exactly one operation named like its export', () => {
    for (const { name, document } of documents) {
      const operations = document.definitions.filter(
        (definition) => definition.kind === Kind.OPERATION_DEFINITION,
      );
      if (operations.length === 0) continue; // a fragment module export
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

  it.each(documents.map((entry) => [entry.name, entry] as const))(
    '%s is valid against schema/ alone unless it awaits the contract',
    (name, { document }) => {
      const errors = validate(contract, parse(print(document))).map((error) => error.message);
      if (AWAITING_CONTRACT.has(name)) {
        expect(
          errors,
          `${name} now validates against schema/: remove it from AWAITING_CONTRACT`,
        ).not.toEqual([]);
      } else {
        expect(errors).toEqual([]);
      }
    },
  );
});
