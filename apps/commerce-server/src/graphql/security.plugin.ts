import { Kind } from 'graphql';
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { ASTVisitor, ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { expensiveMutationRule } from './expensive-mutations.ts';
import { aliasLimitRule, complexityLimitRule, depthLimitRule } from './limits.ts';

/** Introspection the storefront needs at run time even in production (it learns filter kinds). */
export const ALLOWED_TYPE_INTROSPECTION = new Set(['ProductAttributeFilterInput']);

/** Magento's message from graphql-php's DisableIntrospection rule. */
export const INTROSPECTION_DISABLED =
  'GraphQL introspection is not allowed, but the query contained __schema or __type';

function introspectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      const name = node.name.value;
      if (name === '__schema') {
        context.reportError(createGraphQLError(INTROSPECTION_DISABLED, { nodes: [node] }));
      } else if (name === '__type') {
        const arg = node.arguments?.find((argument) => argument.name.value === 'name');
        const allowed =
          arg?.value.kind === Kind.STRING && ALLOWED_TYPE_INTROSPECTION.has(arg.value.value);
        if (!allowed)
          context.reportError(createGraphQLError(INTROSPECTION_DISABLED, { nodes: [node] }));
      }
    },
  };
}

const SUGGESTION = /\s*Did you mean [^]*$/;

/** The error without its "Did you mean …?" hint (which names fields, types and enum values). */
function withoutSuggestion(error: GraphQLError): GraphQLError {
  if (!SUGGESTION.test(error.message)) return error;
  return createGraphQLError(error.message.replace(SUGGESTION, ''), {
    nodes: error.nodes,
    path: error.path,
    extensions: error.extensions,
  });
}

/**
 * Query limits in every environment (tests must see them), one expensive mutation per request,
 * plus production hardening: no full-schema introspection and no "Did you mean …?" hints that
 * leak field names, neither in validation errors nor in variable-coercion errors (which graphql-js
 * reports during execution, not validation).
 */
export function securityPlugin(options: { production: boolean }): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(depthLimitRule());
      addValidationRule(complexityLimitRule());
      addValidationRule(aliasLimitRule());
      addValidationRule(expensiveMutationRule());
      if (options.production) addValidationRule(introspectionRule);
      return ({ result, setResult }) => {
        if (!options.production || result.length === 0) return;
        setResult((result as readonly GraphQLError[]).map(withoutSuggestion));
      };
    },
    onExecute() {
      if (!options.production) return undefined;
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.length) return;
          setResult({ ...result, errors: result.errors.map(withoutSuggestion) });
        },
      };
    },
  };
}
