import { describe, expect, it } from 'vitest';
import { clientIpOf } from './client-ip.ts';

describe('client address for rate limits', () => {
  it('ignores X-Forwarded-For from a client that is not a trusted proxy', () => {
    expect(clientIpOf(new Set(), '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
    expect(clientIpOf(new Set(['10.0.0.1']), '::ffff:203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
  });

  it('takes the right-most untrusted hop behind trusted proxies, whatever the client prepended', () => {
    const proxies = new Set(['10.0.0.1', '10.0.0.2']);
    expect(clientIpOf(proxies, '10.0.0.1', 'spoofed, 198.51.100.7')).toBe('198.51.100.7');
    expect(clientIpOf(proxies, '10.0.0.1', '198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
    expect(clientIpOf(proxies, '10.0.0.1', '10.0.0.2')).toBe('10.0.0.1');
    expect(clientIpOf(proxies, '10.0.0.1', null)).toBe('10.0.0.1');
  });
});
