import { describe, expect, it } from 'vitest';
import { THIRD_PARTY_SOURCES, contentSecurityPolicy } from './content-security-policy.ts';
import { documentSecurityHeaders } from './security-headers.ts';

const NONCE = 'q83vEjRWeJqrze8SNFZ4mg==';

/** The policy as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('the content security policy', () => {
  it('H2 runs inline scripts and style sheets with the response’s nonce only', () => {
    const policy = directives(contentSecurityPolicy({ nonce: NONCE, https: false }));
    for (const directive of ['script-src', 'style-src']) {
      expect(policy.get(directive)).toContain(`'nonce-${NONCE}'`);
      expect(policy.get(directive)).not.toContain(`'unsafe-inline'`);
      expect(policy.get(directive)).not.toContain(`'unsafe-eval'`);
    }
    expect(policy.get('style-src-attr')).toEqual([`'unsafe-inline'`]);
  });

  it('H2 closes plugins, base URLs, framing and foreign form targets, and reports violations', () => {
    const policy = directives(contentSecurityPolicy({ nonce: NONCE, https: false }));
    expect(policy.get('default-src')).toEqual([`'self'`]);
    expect(policy.get('object-src')).toEqual([`'none'`]);
    expect(policy.get('base-uri')).toEqual([`'self'`]);
    expect(policy.get('frame-ancestors')).toEqual([`'none'`]);
    expect(policy.get('form-action')).toEqual([`'self'`]);
    expect(policy.get('report-uri')).toEqual(['/csp-report']);
    expect(policy.get('report-to')).toEqual(['csp']);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(
      directives(contentSecurityPolicy({ nonce: NONCE, https: true })).has(
        'upgrade-insecure-requests',
      ),
    ).toBe(true);
  });

  it('lets the admin’s origin alone frame the shop for its preview (decision 141)', () => {
    const admin = 'https://admin.orsalis.example';
    const policy = directives(
      contentSecurityPolicy({ nonce: NONCE, https: true, framedBy: admin }),
    );
    expect(policy.get('frame-ancestors')).toEqual([admin]);
    const framed = new Map(documentSecurityHeaders(NONCE, true, admin));
    expect(framed.has('X-Frame-Options')).toBe(false);
    expect(framed.get('Content-Security-Policy')).toContain(`frame-ancestors ${admin};`);
    const alone = new Map(documentSecurityHeaders(NONCE, true));
    expect(alone.get('X-Frame-Options')).toBe('DENY');
    expect(alone.get('Content-Security-Policy')).toContain(`frame-ancestors 'none';`);
  });

  it('allows each third party where its feature needs it, and nothing else from outside', () => {
    const policy = directives(contentSecurityPolicy({ nonce: NONCE, https: false }));
    expect(policy.get('script-src')).toEqual([
      `'self'`,
      `'nonce-${NONCE}'`,
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://www.youtube.com/iframe_api',
      'https://www.youtube.com/s/player/',
      'https://player.vimeo.com/api/player.js',
      'https://cdn.hypemarks.com/pb/',
    ]);
    expect(policy.get('frame-src')).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
      'https://www.youtube-nocookie.com/embed/',
      'https://www.youtube.com/embed/',
      'https://player.vimeo.com/video/',
      'https://www.openstreetmap.org/export/embed.html',
      'https://www.google.com/maps/embed',
    ]);
    expect(policy.get('img-src')).toEqual([
      `'self'`,
      'data:',
      'https://i.ytimg.com/vi/',
      'https://i.vimeocdn.com/video/',
    ]);
    expect(policy.get('connect-src')).toEqual([
      `'self'`,
      'https://www.google.com/recaptcha/',
      'https://vimeo.com/api/v2/video/',
    ]);
    // Without third parties, frames are closed altogether.
    const own = directives(contentSecurityPolicy({ nonce: NONCE, https: false, thirdParties: [] }));
    expect(own.get('frame-src')).toEqual([`'none'`]);
    expect(own.get('script-src')).toEqual([`'self'`, `'nonce-${NONCE}'`]);
    expect(
      contentSecurityPolicy({
        nonce: NONCE,
        https: false,
        thirdParties: [THIRD_PARTY_SOURCES.maps],
      }),
    ).toContain(
      'frame-src https://www.openstreetmap.org/export/embed.html https://www.google.com/maps/embed;',
    );
  });

  it('names each third party by an https host and a path, with no wildcard', () => {
    for (const [party, sources] of Object.entries(THIRD_PARTY_SOURCES)) {
      for (const source of (Object.values(sources) as (readonly string[])[]).flat()) {
        expect(source, party).toMatch(/^https:\/\/[a-z0-9.-]+\/[^\s*;,']*$/);
        // A bare origin would open the whole host: every source narrows to the feature's path.
        expect(new URL(source).pathname, party).not.toBe('/');
      }
    }
  });

  it('refuses a nonce that is not plain base64 of 16 bytes or more', () => {
    for (const nonce of [
      '',
      'short',
      `${NONCE}' 'unsafe-inline`,
      'a b c d e f g h i j k l m n o p',
    ])
      expect(() => contentSecurityPolicy({ nonce, https: false })).toThrow(/CSP nonce/);
  });
});
