import type { Express, Request } from 'express';

/**
 * The storefront's network settings read from the environment:
 *
 * - `TRUSTED_PROXIES`: the proxies (load balancer, TLS terminator) whose `X-Forwarded-For`,
 *   `X-Forwarded-Proto` and `X-Forwarded-Host` the storefront believes, as a comma list of
 *   addresses, subnets (`10.0.0.0/8`) or Express's names (`loopback`, `uniquelocal`). Default:
 *   none, so a client cannot claim HTTPS or another address.
 * - `SHOP_ORIGINS`: the origins the shop is served at (`https://www.orsalis.fr,https://orsalis.fr`).
 *   Default: the request's own host. Mutations from other origins are refused; CORS headers are
 *   sent for these origins only.
 */
export interface NetworkSettings {
  trustedProxies: string[];
  shopOrigins: string[];
}

const listOf = (setting: string | undefined) =>
  (setting ?? '')
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Reads and checks the settings; a wrong value stops the start with a message saying which. */
export function networkSettings(env: NodeJS.ProcessEnv = process.env): NetworkSettings {
  const shopOrigins = listOf(env.SHOP_ORIGINS).map((origin) => {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (parsed === undefined || !/^https?:$/.test(parsed.protocol) || parsed.origin === 'null') {
      throw new Error(`SHOP_ORIGINS: "${origin}" is not an origin such as https://shop.example`);
    }
    return parsed.origin;
  });
  return { trustedProxies: listOf(env.TRUSTED_PROXIES), shopOrigins };
}

/** Hands the trusted proxies to Express, which then reads `req.ip`, `req.secure` and `req.host`. */
export function trustProxies(app: Express, trustedProxies: readonly string[]): void {
  try {
    app.set('trust proxy', trustedProxies.length > 0 ? [...trustedProxies] : false);
  } catch (error) {
    throw new Error(
      `TRUSTED_PROXIES: ${error instanceof Error ? error.message : String(error)} (expected addresses, subnets or loopback/linklocal/uniquelocal)`,
      { cause: error },
    );
  }
}

/** The request's own origin, as the browser that sent it sees the shop. */
export function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.host}`;
}

/**
 * Whether `origin` (an `Origin` header) is one of the shop's. With `SHOP_ORIGINS` set, one of
 * those exactly; otherwise the request's own host (the scheme is not compared: behind a TLS
 * terminator that is not trusted, the storefront sees http where the browser saw https).
 */
export function isShopOrigin(
  origin: string,
  req: Request,
  shopOrigins: readonly string[],
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === 'null') return false;
  if (shopOrigins.length > 0) return shopOrigins.includes(parsed.origin);
  return parsed.host === req.host;
}
