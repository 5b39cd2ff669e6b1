import type { ServerServices } from '../../graphql/context.ts';
import type { CommerceSettings } from './settings.ts';
import { readCommerceSettings } from './settings.ts';
import { storeDate } from './store-date.ts';

/**
 * Per-server helpers of the part-2 modules, built once per {@link ServerServices} (a server
 * started in a test has its own).
 */
export interface PlatformServices {
  settings: CommerceSettings;
  /** Milliseconds since the epoch, from the injected clock when there is one. */
  now(): number;
}

const cache = new WeakMap<ServerServices, PlatformServices>();

/** The platform helpers of a server. */
export function platformOf(services: ServerServices): PlatformServices {
  let platform = cache.get(services);
  if (!platform) {
    const clock = services.config.now ?? Date.now;
    platform = { settings: readCommerceSettings(services.config), now: () => clock() };
    cache.set(services, platform);
  }
  return platform;
}

/** The current time as a Date, from the server's clock. */
export function nowDate(services: ServerServices): Date {
  return new Date(platformOf(services).now());
}

/** Today in the store's calendar (YYYY-MM-DD, Europe/Paris), from the server's clock. */
export function storeToday(services: ServerServices): string {
  return storeDate(nowDate(services));
}
