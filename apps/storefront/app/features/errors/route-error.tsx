import { ErrorView } from '@vitrine/ui';
import { isRouteErrorResponse } from 'react-router';
import { routeErrorMessages } from './errors.messages.ts';

/** True when a route error is a "not found" answer. */
export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/**
 * A route's error page: not found (status 404) or the internal error page; the shell stays around
 * it so the visitor can go on browsing.
 */
export function RouteError({ error }: { error: unknown }) {
  if (isNotFound(error)) return <ErrorView message={routeErrorMessages.notFound} />;
  if (!isRouteErrorResponse(error)) console.error('Route render error', error);
  return <ErrorView message={routeErrorMessages.internalError} />;
}
