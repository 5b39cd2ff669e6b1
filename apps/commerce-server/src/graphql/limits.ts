import { Kind } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type {
  ASTVisitor,
  FragmentDefinitionNode,
  OperationDefinitionNode,
  SelectionSetNode,
  ValidationContext,
} from 'graphql';

/** Magento's defaults (GraphQl/etc/di.xml and graphql/validation/maximum_alias_allowed). */
export const QUERY_LIMITS = { maxDepth: 20, maxComplexity: 300, maxAliases: 10 } as const;

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

/**
 * webonyx/graphql-php QueryDepth, which Magento uses: a field that has a selection set raises the
 * depth to its own nesting index (the root field is 0), so leaves add nothing.
 */
function selectionDepth(
  set: SelectionSetNode,
  depth: number,
  fragments: Fragments,
  seen: Set<string>,
): number {
  let max = 0;
  for (const node of set.selections) {
    if (node.kind === Kind.FIELD) {
      if (node.selectionSet) {
        max = Math.max(max, depth, selectionDepth(node.selectionSet, depth + 1, fragments, seen));
      }
    } else if (node.kind === Kind.INLINE_FRAGMENT) {
      max = Math.max(max, selectionDepth(node.selectionSet, depth, fragments, seen));
    } else {
      const fragment = fragments.get(node.name.value);
      if (fragment && !seen.has(fragment.name.value)) {
        const inner = new Set(seen).add(fragment.name.value);
        max = Math.max(max, selectionDepth(fragment.selectionSet, depth, fragments, inner));
      }
    }
  }
  return max;
}

/** Each field counts 1, including fields reached through every use of a fragment spread. */
function selectionComplexity(
  set: SelectionSetNode,
  fragments: Fragments,
  seen: Set<string>,
): number {
  let total = 0;
  for (const node of set.selections) {
    if (node.kind === Kind.FIELD) {
      total +=
        1 + (node.selectionSet ? selectionComplexity(node.selectionSet, fragments, seen) : 0);
    } else if (node.kind === Kind.INLINE_FRAGMENT) {
      total += selectionComplexity(node.selectionSet, fragments, seen);
    } else {
      const fragment = fragments.get(node.name.value);
      if (fragment && !seen.has(fragment.name.value)) {
        total += selectionComplexity(
          fragment.selectionSet,
          fragments,
          new Set(seen).add(fragment.name.value),
        );
      }
    }
  }
  return total;
}

function fragmentsOf(context: ValidationContext): Fragments {
  const map = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) map.set(definition.name.value, definition);
  }
  return map;
}

/** Rejects operations nested deeper than `max` ("Max query depth should be 20 but got 21."). */
export function depthLimitRule(max: number = QUERY_LIMITS.maxDepth) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node: OperationDefinitionNode) {
      const depth = selectionDepth(node.selectionSet, 0, fragmentsOf(context), new Set());
      if (depth > max) {
        context.reportError(
          createGraphQLError(`Max query depth should be ${max} but got ${depth}.`, {
            nodes: [node],
            extensions: { category: 'graphql-input', http: { status: 400 } },
          }),
        );
      }
    },
  });
}

/** Rejects operations selecting more than `max` fields ("Max query complexity should be 300 but got 301."). */
export function complexityLimitRule(max: number = QUERY_LIMITS.maxComplexity) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node: OperationDefinitionNode) {
      const complexity = selectionComplexity(node.selectionSet, fragmentsOf(context), new Set());
      if (complexity > max) {
        context.reportError(
          createGraphQLError(`Max query complexity should be ${max} but got ${complexity}.`, {
            nodes: [node],
            extensions: { category: 'graphql-input', http: { status: 400 } },
          }),
        );
      }
    },
  });
}

/** Rejects documents with more than `max` aliases, which would batch one field many times. */
export function aliasLimitRule(max: number = QUERY_LIMITS.maxAliases) {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias) aliases += 1;
      },
      Document: {
        leave(node) {
          if (aliases > max) {
            context.reportError(
              createGraphQLError(`Max Aliases in query should be ${max} but got ${aliases}.`, {
                nodes: [node],
                extensions: { category: 'graphql-input', http: { status: 400 } },
              }),
            );
          }
        },
      },
    };
  };
}
