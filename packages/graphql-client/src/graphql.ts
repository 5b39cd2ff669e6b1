/**
 * The typed `graphql()` tag for this package's operations (C12): documents are checked against the
 * contract in `schema/` at compile time, and their result and variable types are inferred from it —
 * never written by hand. The introspection types are generated (`pnpm generate`, decision 064).
 */
import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './__generated__/graphql-env.d.ts';

/** Tags a GraphQL document; the result is a `TypedDocumentNode` urql understands. */
export const graphql = initGraphQLTada<{
  // Fragments are for sharing selections, not for hiding data: results include their fields.
  disableMasking: true;
  introspection: introspection;
  scalars: {
    ID: string;
    Float: number;
    Int: number;
    String: string;
    Boolean: boolean;
  };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
