import { ErrorView } from '@vitrine/ui';
import { isRouteErrorResponse, useRevalidator } from 'react-router';
import { routeErrorMessages } from './errors.messages.ts';

/** True when a route error is a "not found" answer. */
export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** True when a route error is a read that took too long (`withReadTimeout`, decision 106). */
export function isReadTimeout(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 504;
}

/**
 * A route's error page: not found (status 404) or the internal error page; the shell stays around
 * it so the visitor can go on browsing. When the backend was slow or unavailable (5xx) the page
 * may load on a second try: the view offers it ("Réessayer"), which runs the page's loaders again.
 */
export function RouteError({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
  if (isNotFound(error)) return <ErrorView message={routeErrorMessages.notFound} />;
  if (!isRouteErrorResponse(error)) console.error('Route render error', error);
  const mayPass = isRouteErrorResponse(error) && error.status >= 500;
  return (
    <ErrorView
      message={isReadTimeout(error) ? routeErrorMessages.timeout : routeErrorMessages.internalError}
      {...(mayPass
        ? {
            onRetry: () => void revalidator.revalidate(),
            retryText: routeErrorMessages.retry,
            retrying: revalidator.state === 'loading',
          }
        : {})}
    />
  );
}
