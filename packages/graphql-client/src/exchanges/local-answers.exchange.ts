import { makeResult } from '@urql/core';
import type { Exchange, Operation } from '@urql/core';
import { empty, filter, fromValue, map, merge, mergeMap, pipe, share } from 'wonka';

/**
 * Data embedded in the page (server-rendered or built in), by root field. Each entry answers the
 * queries that ask only for its fields.
 */
export interface LocalAnswersData {
  storeConfig?: Record<string, unknown>;
  currency?: Record<string, unknown>;
  productReviewRatingsMetadata?: Record<string, unknown>;
}

/** The GraphQL type names of the root fields that can be answered locally. */
const TYPE_NAMES: Record<keyof LocalAnswersData, string> = {
  storeConfig: 'StoreConfig',
  currency: 'Currency',
  productReviewRatingsMetadata: 'ProductReviewRatingsMetadata',
};

/** Options of {@link localAnswersExchange}. */
export interface LocalAnswersExchangeOptions {
  /** The embedded data; a root field with no entry is always asked of the server. */
  data: LocalAnswersData;
}

/**
 * Answers without the network the queries that ask only for embedded store-config, currency or
 * review-rating metadata fields (spec §7). Any field, argument, directive or root field that the
 * embedded data cannot answer sends the query to the server unchanged, so a partial answer is
 * never served. Only cache-first and cache-only reads are answered: a caller asking for
 * `network-only` or `cache-and-network` wants the server's current value (contact_enabled).
 */
export const localAnswersExchange =
  ({ data }: LocalAnswersExchangeOptions): Exchange =>
  ({ forward }) =>
  (operations$) => {
    const decided$ = pipe(
      operations$,
      map((operation) => ({ operation, answer: answerLocally(operation, data) })),
      share,
    );
    const local$ = pipe(
      decided$,
      mergeMap(({ operation, answer }) =>
        answer ? fromValue(makeResult(operation, { data: answer })) : empty,
      ),
    );
    const forwarded$ = forward(
      pipe(
        decided$,
        filter(({ answer }) => answer === undefined),
        map(({ operation }) => operation),
      ),
    );
    return merge([local$, forwarded$]);
  };

type Node = { kind: string; [key: string]: unknown };
type SelectionSet = { selections: readonly Node[] };

/** The local answer to `operation`, or undefined when it must go to the server. */
export function answerLocally(
  operation: Operation,
  data: LocalAnswersData,
): Record<string, unknown> | undefined {
  if (operation.kind !== 'query') return undefined;
  const policy = operation.context.requestPolicy;
  if (policy !== 'cache-first' && policy !== 'cache-only') return undefined;
  const definitions = operation.query.definitions as readonly Node[];
  const operations = definitions.filter((definition) => definition.kind === 'OperationDefinition');
  if (operations.length !== 1) return undefined;
  const fragments = new Map<string, Node>();
  for (const definition of definitions) {
    if (definition.kind === 'FragmentDefinition') {
      fragments.set((definition.name as { value: string }).value, definition);
    }
  }
  const root = operations[0]!;
  if (hasDirectives(root)) return undefined;
  const result = resolveSelection(
    root.selectionSet as SelectionSet,
    'Query',
    rootValue(data),
    fragments,
  );
  return result === MISS ? undefined : result;
}

const MISS = Symbol('miss');

function rootValue(data: LocalAnswersData): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(data)) {
    if (value) root[field] = { __typename: TYPE_NAMES[field as keyof LocalAnswersData], ...value };
  }
  return root;
}

function resolveSelection(
  selectionSet: SelectionSet,
  typeName: string,
  value: Record<string, unknown>,
  fragments: Map<string, Node>,
): Record<string, unknown> | typeof MISS {
  const out: Record<string, unknown> = {};
  for (const selection of selectionSet.selections) {
    if (hasDirectives(selection)) return MISS;
    if (selection.kind === 'Field') {
      const name = (selection.name as { value: string }).value;
      const alias = (selection.alias as { value: string } | undefined)?.value ?? name;
      if (name === '__typename') {
        if (typeName === '') return MISS;
        out[alias] = typeName;
        continue;
      }
      if ((selection.arguments as readonly unknown[] | undefined)?.length) return MISS;
      if (!Object.hasOwn(value, name)) return MISS;
      const resolved = resolveValue(
        value[name],
        selection.selectionSet as SelectionSet | undefined,
        fragments,
      );
      if (resolved === MISS) return MISS;
      out[alias] = resolved;
    } else {
      const fragment =
        selection.kind === 'FragmentSpread'
          ? fragments.get((selection.name as { value: string }).value)
          : selection;
      if (!fragment) return MISS;
      const condition = (fragment.typeCondition as { name: { value: string } } | undefined)?.name
        .value;
      if (condition !== undefined && condition !== typeName) return MISS;
      const resolved = resolveSelection(
        fragment.selectionSet as SelectionSet,
        typeName,
        value,
        fragments,
      );
      if (resolved === MISS) return MISS;
      Object.assign(out, resolved);
    }
  }
  return out;
}

function resolveValue(
  value: unknown,
  selectionSet: SelectionSet | undefined,
  fragments: Map<string, Node>,
): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (Array.isArray(value)) {
    const items = value.map((item) => resolveValue(item, selectionSet, fragments));
    return items.includes(MISS) ? MISS : items;
  }
  if (!selectionSet) return typeof value === 'object' ? MISS : value;
  if (typeof value !== 'object') return MISS;
  const record = value as Record<string, unknown>;
  // Nested embedded objects say their type; without one, only __typename-free selections work.
  const typeName = typeof record.__typename === 'string' ? record.__typename : '';
  return resolveSelection(selectionSet, typeName, record, fragments);
}

function hasDirectives(node: Node): boolean {
  return ((node.directives as readonly unknown[] | undefined)?.length ?? 0) > 0;
}
