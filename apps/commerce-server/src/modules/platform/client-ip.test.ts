import { describe, expect, it } from 'vitest';
import { clientIpOf } from './client-ip.ts';
import { parseTrustedProxies } from './trusted-proxies.ts';

describe('client address for rate limits', () => {
  it('ignores X-Forwarded-For from a client that is not a trusted proxy', () => {
    expect(clientIpOf(parseTrustedProxies(''), '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
    expect(clientIpOf(parseTrustedProxies('10.0.0.1'), '::ffff:203.0.113.9', '1.2.3.4')).toBe(
      '203.0.113.9',
    );
  });

  it('takes the right-most untrusted hop behind trusted proxies, whatever the client prepended', () => {
    const proxies = parseTrustedProxies('10.0.0.1, 10.0.0.2');
    expect(clientIpOf(proxies, '10.0.0.1', 'spoofed, 198.51.100.7')).toBe('198.51.100.7');
    expect(clientIpOf(proxies, '10.0.0.1', '198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
    // Only trusted hops: the furthest is the client (a shopper inside the proxies' network).
    expect(clientIpOf(proxies, '10.0.0.1', '10.0.0.2')).toBe('10.0.0.2');
    expect(clientIpOf(proxies, '10.0.0.1', ' , ')).toBe('10.0.0.1');
    expect(clientIpOf(proxies, '10.0.0.1', null)).toBe('10.0.0.1');
  });

  it('understands the names and subnets the storefront accepts (loopback, uniquelocal, CIDR)', () => {
    const loopback = parseTrustedProxies('loopback');
    expect(clientIpOf(loopback, '127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    expect(clientIpOf(loopback, '::1', '2001:db8::7')).toBe('2001:db8::7');
    expect(clientIpOf(loopback, '::ffff:127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    expect(clientIpOf(loopback, '10.0.0.1', '198.51.100.7')).toBe('10.0.0.1');
    // Two shoppers on loopback behind a local storefront stay apart.
    expect(clientIpOf(loopback, '127.0.0.1', '127.0.0.2')).toBe('127.0.0.2');
    expect(clientIpOf(loopback, '127.0.0.1', '127.0.0.3')).toBe('127.0.0.3');
    const lan = parseTrustedProxies('uniquelocal,203.0.113.0/24');
    expect(lan.has('172.20.1.1')).toBe(true);
    expect(lan.has('fd12::1')).toBe(true);
    expect(lan.has('203.0.113.200')).toBe(true);
    expect(lan.has('203.0.114.1')).toBe(false);
    expect(lan.has('unknown')).toBe(false);
  });

  it('refuses a malformed TRUSTED_PROXIES entry, naming it', () => {
    expect(() => parseTrustedProxies('loopback, proxy.example')).toThrow(/"proxy.example"/);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/"10.0.0.0\/33"/);
  });
});
