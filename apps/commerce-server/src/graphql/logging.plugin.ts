import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from './context.ts';

function isUnexpected(error: GraphQLError): boolean {
  const original = error.originalError;
  // By name: Yoga and this module may hold different copies of the graphql package.
  return original !== undefined && original !== null && original.name !== 'GraphQLError';
}

/**
 * Logs unexpected resolver errors (SQL errors, bugs) with the request id before Yoga masks them,
 * so the client sees "Unexpected error." and the log keeps the cause.
 */
export function errorLoggingPlugin(): Plugin<RequestContext> {
  return {
    onExecute({ args }) {
      const context = args.contextValue;
      return {
        onExecuteDone({ result }) {
          if (!('errors' in result) || !result.errors) return;
          for (const error of result.errors as readonly GraphQLError[]) {
            if (isUnexpected(error)) {
              context.logger.error('resolver failed', {
                path: error.path,
                error: error.originalError,
              });
            }
          }
        },
      };
    },
  };
}
