import { describe, expect, it } from 'vitest';
import { buildSchema as buildFromSdl } from 'graphql';
import { referenceDifferences, schemaAdditions } from './contract.ts';
import { extensionNames, loadReferenceSchema, loadSchema } from './schema-source.ts';

describe('the contract, in two layers', () => {
  const reference = loadReferenceSchema();
  const core = loadSchema([]);

  it('core/ is Magento Open Source 2.4.7 exactly: every type, field, argument and value as Magento has it', () => {
    expect(referenceDifferences(core, reference)).toEqual([]);
  });

  it.each(extensionNames().map((name) => [name]))(
    'extension %s adds only names Magento Open Source 2.4.7 does not have',
    (name) => {
      const added = schemaAdditions(core, loadSchema([name]));
      expect(added.length).toBeGreaterThan(0);
      const clashing = added.filter((entry) => {
        const [type, field] = entry.split('.');
        const known = reference.getType(type!);
        if (!field) return known !== undefined;
        if (!known) return false;
        return 'getFields' in known
          ? field in (known.getFields as () => Record<string, unknown>)()
          : 'getValue' in known &&
              (known as { getValue(name: string): unknown }).getValue(field) !== undefined;
      });
      expect(clashing).toEqual([]);
    },
  );

  it('every extension builds on core alone, and all of them together', () => {
    for (const name of extensionNames()) expect(() => loadSchema([name])).not.toThrow();
    expect(() => loadSchema('all')).not.toThrow();
  });
});

describe('referenceDifferences', () => {
  const reference = buildFromSdl(`
    type Query { cart(cart_id: String!): Cart }
    type Cart { id: ID! total_quantity: Float! }
    input CartInput { cart_id: String! quantity: Float = 1 }
    enum SortEnum { ASC DESC }
  `);

  it('accepts a subset of an object type', () => {
    const schema = buildFromSdl(
      `type Query { cart(cart_id: String!): Cart } type Cart { id: ID! }`,
    );
    expect(referenceDifferences(schema, reference)).toEqual([]);
  });

  it('names a field Magento lacks, a changed type, a missing argument, a partial input and enum', () => {
    const schema = buildFromSdl(`
      type Query { cart: Cart }
      type Cart { id: ID total: Float }
      input CartInput { cart_id: String! }
      enum SortEnum { ASC }
    `);
    expect(referenceDifferences(schema, reference)).toEqual([
      "Query.cart(): Cart differs from Magento's cart(cart_id: String!): Cart",
      "Cart.id(): ID differs from Magento's id(): ID!",
      'Cart.total is not in Magento',
      "input CartInput { cart_id: String! } differs from Magento's { cart_id: String!, quantity: Float = 1 }",
      "enum SortEnum { ASC } differs from Magento's { ASC DESC }",
    ]);
  });

  it('names a type Magento does not have', () => {
    const schema = buildFromSdl(`type Query { store: AbsoStore } type AbsoStore { name: String }`);
    expect(referenceDifferences(schema, reference)).toEqual([
      'Query.store is not in Magento',
      'AbsoStore is not a Magento type',
    ]);
  });
});
