import type { ServerServices } from '../graphql/context.ts';
import { mediaRoutes } from '../media/media.routes.ts';
import type { RouteInstaller } from './app.ts';

/** Non-GraphQL routes (media now; REST checkout in part 2). */
export function ROUTE_INSTALLERS(services: ServerServices): RouteInstaller[] {
  return [mediaRoutes(services)];
}
