import { Kind, OperationTypeNode } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type {
  ASTVisitor,
  FragmentDefinitionNode,
  OperationDefinitionNode,
  SelectionSetNode,
  ValidationContext,
} from 'graphql';

/**
 * Mutations that hash a password with scrypt (about 128 MiB and a few hundred milliseconds each):
 * sign-in, account creation, password change and reset, and the e-mail change that checks the
 * password. The reset request is here too: it sends a mail and spends the e-mail's reset quota.
 */
export const EXPENSIVE_MUTATIONS: ReadonlySet<string> = new Set([
  'generateCustomerToken',
  'createCustomer',
  'createCustomerV2',
  'changeCustomerPassword',
  'resetPassword',
  'requestPasswordResetEmail',
  'updateCustomerEmail',
]);

/** At most this many expensive mutations in one request (aliased or side by side). */
export const MAX_EXPENSIVE_MUTATIONS = 1;

function expensiveFields(
  set: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen: ReadonlySet<string>,
): string[] {
  const found: string[] = [];
  for (const node of set.selections) {
    if (node.kind === Kind.FIELD) {
      if (EXPENSIVE_MUTATIONS.has(node.name.value)) found.push(node.name.value);
    } else if (node.kind === Kind.INLINE_FRAGMENT) {
      found.push(...expensiveFields(node.selectionSet, fragments, seen));
    } else {
      const fragment = fragments.get(node.name.value);
      // A fragment spread twice counts twice; a cycle is refused by the standard rules anyway.
      if (fragment && !seen.has(fragment.name.value)) {
        found.push(
          ...expensiveFields(
            fragment.selectionSet,
            fragments,
            new Set(seen).add(fragment.name.value),
          ),
        );
      }
    }
  }
  return found;
}

/**
 * Refuses, before anything runs, a mutation operation calling expensive mutations more than once:
 * ten aliased `generateCustomerToken` in one request would be ten password guesses and ten
 * scrypt computations for the price of one request (reliability G3, issue 18).
 */
export function expensiveMutationRule(max: number = MAX_EXPENSIVE_MUTATIONS) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        fragments.set(definition.name.value, definition);
    }
    const refusals: Array<{ node: OperationDefinitionNode; found: string[] }> = [];
    return {
      OperationDefinition(node) {
        if (node.operation !== OperationTypeNode.MUTATION) return;
        const found = expensiveFields(node.selectionSet, fragments, new Set());
        if (found.length > max) refusals.push({ node, found });
      },
      // Reported last, so Magento's alias-limit message (also reported there) comes first.
      Document: {
        leave() {
          for (const { node, found } of refusals) {
            context.reportError(
              createGraphQLError(
                `Only ${max} of ${[...EXPENSIVE_MUTATIONS].join(', ')} may be sent per request, but the operation has ${found.length} (${found.join(', ')}). Send them one request at a time.`,
                { nodes: [node], extensions: { category: 'graphql-input', http: { status: 400 } } },
              ),
            );
          }
        },
      },
    };
  };
}
