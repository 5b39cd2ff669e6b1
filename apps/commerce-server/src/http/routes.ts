import type { ServerServices } from '../graphql/context.ts';
import { mediaRoutes } from '../media/media.routes.ts';
import { searchSynonymRoutes } from '../modules/catalog/index.ts';
import { checkoutRoutes } from '../modules/checkout/index.ts';
import { cmsDraftRoutes } from '../modules/content/index.ts';
import { mailRoutes } from '../modules/mail/index.ts';
import { cardTokenRoutes, securityCodeRoutes } from '../modules/payment/index.ts';
import type { RouteInstaller } from './app.ts';

/** Non-GraphQL routes (media now; REST checkout in part 2). */
export function ROUTE_INSTALLERS(services: ServerServices): RouteInstaller[] {
  return [
    mediaRoutes(services),
    checkoutRoutes(services),
    // The card provider's endpoints serve only the card-payment extension's methods.
    ...(services.hasExtension('card-payment')
      ? [cardTokenRoutes(services), securityCodeRoutes(services)]
      : []),
    mailRoutes(services),
    searchSynonymRoutes(services),
    cmsDraftRoutes(services),
  ];
}
