import { Kind } from 'graphql';
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { ASTVisitor, ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
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

/**
 * Query limits in every environment (tests must see them), plus production hardening:
 * no full-schema introspection and no "Did you mean …?" hints that leak field names.
 */
export function securityPlugin(options: { production: boolean }): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(depthLimitRule());
      addValidationRule(complexityLimitRule());
      addValidationRule(aliasLimitRule());
      if (options.production) addValidationRule(introspectionRule);
      return ({ result, setResult }) => {
        if (!options.production || result.length === 0) return;
        const errors = result as readonly GraphQLError[];
        setResult(
          errors.map((error) =>
            error.message.includes('Did you mean')
              ? createGraphQLError(error.message.replace(/ Did you mean .*$/, ''), {
                  nodes: error.nodes,
                  extensions: error.extensions,
                })
              : error,
          ),
        );
      };
    },
  };
}
