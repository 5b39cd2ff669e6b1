import { BlockList, isIP } from 'node:net';

/** Which socket peers are proxies whose `X-Forwarded-For` this server believes. */
export interface TrustedProxies {
  has(address: string): boolean;
}

/**
 * The names the storefront's `TRUSTED_PROXIES` accepts too (Express's `trust proxy`), so one
 * value can be given to both servers.
 */
const NAMED_RANGES: Record<string, ReadonlyArray<readonly [string, number, 'ipv4' | 'ipv6']>> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

function family(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}

/**
 * Parses `TRUSTED_PROXIES`: a comma list of addresses (`10.0.0.5`), subnets (`10.0.0.0/8`,
 * `fd00::/8`) and the names `loopback`, `linklocal`, `uniquelocal`. Empty = trust no proxy (the
 * socket peer is the client). Throws on an entry that is none of these, naming it.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const list = new BlockList();
  for (const entry of (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const named = NAMED_RANGES[entry.toLowerCase()];
    if (named) {
      for (const [network, prefix, type] of named) list.addSubnet(network, prefix, type);
      continue;
    }
    const [address = '', prefixText, ...rest] = entry.split('/');
    const type = family(address);
    const prefix = prefixText === undefined ? undefined : Number(prefixText);
    const maxPrefix = type === 'ipv4' ? 32 : 128;
    if (
      !type ||
      rest.length > 0 ||
      (prefix !== undefined && (!Number.isInteger(prefix) || prefix < 0 || prefix > maxPrefix))
    ) {
      throw new Error(
        `TRUSTED_PROXIES: "${entry}" is not an address, a subnet or one of loopback, linklocal, uniquelocal`,
      );
    }
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return {
    has(address) {
      const type = family(address);
      return type !== undefined && list.check(address, type);
    },
  };
}
