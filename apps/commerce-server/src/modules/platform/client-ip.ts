import type { RequestContext } from '../../graphql/context.ts';
import { platformOf } from './platform.services.ts';
import type { TrustedProxies } from './trusted-proxies.ts';

/**
 * The client's address for rate limits. X-Forwarded-For is believed only when the socket peer is
 * a trusted proxy (TRUSTED_PROXIES), and then only its right-most untrusted entry: a client can
 * prepend anything to the header, but cannot forge what our own proxy appended (ASVS 4.1.3). The
 * storefront sends one address, the shopper's as it resolved it (decision 102).
 */
export function clientIpOf(
  trustedProxies: TrustedProxies,
  socketAddress: string | undefined,
  forwardedFor: string | null | undefined,
): string {
  const peer = normalise(socketAddress ?? 'unknown');
  if (!trustedProxies.has(peer) || !forwardedFor) return peer;
  const hops = forwardedFor
    .split(',')
    .map((hop) => normalise(hop.trim()))
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index];
    if (hop !== undefined && !trustedProxies.has(hop)) return hop;
  }
  // Every hop is a trusted address (a shopper on the proxies' own network, or on loopback behind
  // a local storefront): the furthest one is the client, as Express's `trust proxy` decides.
  return hops[0] ?? peer;
}

function normalise(address: string): string {
  // IPv4 clients of a dual-stack socket show as ::ffff:1.2.3.4.
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/** The client address of a GraphQL request. */
export function requestIp(context: RequestContext): string {
  return clientIpOf(
    platformOf(context.services).settings.trustedProxies,
    context.clientAddress,
    context.request.headers.get('x-forwarded-for'),
  );
}
