import fc from 'fast-check';
import { Kind, parse, print, stripIgnoredCharacters } from 'graphql';
import type { DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as cart from '../operations/cart.operations.ts';
import * as catalog from '../operations/catalog.operations.ts';
import * as product from '../operations/product.operations.ts';
import * as content from '../operations/content.operations.ts';
import * as customer from '../operations/customer.operations.ts';
import * as forms from '../operations/forms.operations.ts';
import * as storeLocator from '../operations/extensions/store-locator.operations.ts';
import * as store from '../operations/store.operations.ts';
import { compactQuery } from './compact-query.ts';

const documents = [cart, catalog, product, content, customer, forms, storeLocator, store]
  .flatMap((module) => Object.values(module) as unknown[])
  .filter(
    (value): value is DocumentNode =>
      typeof value === 'object' && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT,
  );

const name = fc.stringMatching(/^[_A-Za-z][_0-9A-Za-z]{0,6}$/);
const number = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }).map(String),
  fc
    .double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true })
    .map((value) => value.toExponential(3).replace('e+', 'E')),
  fc.constantFrom('1.5', '-0.25', '3e10', '2E-3', '0'),
);
const string = fc
  .array(
    fc.oneof(fc.constantFrom('\\"', '\\\\', '\\n', '\\u00e9', ' ', ',', '#', '...', 'é'), name),
    {
      maxLength: 5,
    },
  )
  .map((parts) => `"${parts.join('')}"`);
const punctuator = fc.constantFrom(
  '!',
  '$',
  '&',
  '(',
  ')',
  '...',
  ':',
  '=',
  '@',
  '[',
  ']',
  '{',
  '|',
  '}',
);
const ignored = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\r\n', ',', '\uFEFF', '# un commentaire, {}\n'), {
    minLength: 1,
    maxLength: 3,
  })
  .map((parts) => parts.join(''));
/** Tokens of GraphQL's lexical grammar (no block strings), each followed by ignored characters. */
const tokenSoup = fc
  .array(fc.tuple(fc.oneof(name, number, string, punctuator), ignored), { maxLength: 40 })
  .map((tokens) => tokens.map(([token, after]) => token + after).join(''));

describe('compactQuery', () => {
  it('compacts every operation of the shop as graphql-js does', () => {
    expect(documents.length).toBeGreaterThan(20);
    for (const document of documents) {
      const text = print(document);
      expect(compactQuery(text)).toBe(stripIgnoredCharacters(text));
    }
  });

  it('agrees with graphql-js on any sequence of tokens and ignored characters', () => {
    fc.assert(
      fc.property(tokenSoup, (text) => {
        expect(compactQuery(text)).toBe(stripIgnoredCharacters(text));
      }),
      { numRuns: 500 },
    );
  });

  it('copies block strings as written, so the document means the same', () => {
    const text = `query Q {
      a(text: """
        Une ligne, avec \\""" et des espaces
      """, n: 2)  # fin
      ... on Cart { id }
    }`;
    const compacted = compactQuery(text);
    expect(compacted).toContain('"""\n        Une ligne, avec \\""" et des espaces\n      """');
    expect(print(parse(compacted))).toBe(print(parse(text)));
  });
});
