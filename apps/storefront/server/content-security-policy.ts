/**
 * The storefront's Content Security Policy, in one place (reliability-and-security §3.2, ASVS 5
 * 3.4.3). Inline scripts and `<style>` elements run only with the response's nonce; everything
 * else comes from the shop's own origin (pages, scripts, stylesheets, images through `/media/`,
 * GraphQL and REST through the storefront's proxy, the card endpoint under `/payment/`), plus the
 * third parties below, each for what the shop's pages do with it.
 *
 * A feature that needs another third party adds an entry to {@link THIRD_PARTY_SOURCES}. Each entry
 * is what one consent purpose needs once the visitor allows it (`app/privacy/`): the policy
 * says what may load, the visitor's choice (kept in the browser, unknown to the server) says when.
 */

/** The sources one third party needs, by CSP directive. */
export interface ThirdPartySources {
  script?: readonly string[];
  style?: readonly string[];
  img?: readonly string[];
  connect?: readonly string[];
  frame?: readonly string[];
}

/**
 * Third parties the shop's pages use. Paths narrow a source to what the feature loads (CSP matches
 * a source ending in `/` as a path prefix).
 */
export const THIRD_PARTY_SOURCES = {
  /** reCAPTCHA v3 on the forms when the store turns it on (Google's documented CSP sources). */
  antiBot: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    connect: ['https://www.google.com/recaptcha/'],
  },
  /**
   * YouTube video blocks: the player API, the privacy-enhanced player and the thumbnails; rich
   * text may also hold a plain `www.youtube.com/embed/` frame (the parser lets it through).
   */
  youtube: {
    script: ['https://www.youtube.com/iframe_api', 'https://www.youtube.com/s/player/'],
    frame: ['https://www.youtube-nocookie.com/embed/', 'https://www.youtube.com/embed/'],
    img: ['https://i.ytimg.com/vi/'],
  },
  /** Vimeo video blocks: the player API, the player, the thumbnail lookup and the thumbnails. */
  vimeo: {
    script: ['https://player.vimeo.com/api/player.js'],
    frame: ['https://player.vimeo.com/video/'],
    connect: ['https://vimeo.com/api/v2/video/'],
    img: ['https://i.vimeocdn.com/video/'],
  },
  /**
   * Map blocks: OpenStreetMap's embed (no API key, decision 043), whose tiles load inside its own
   * frame; rich text may also hold a Google Maps embed frame (the parser lets it through).
   */
  maps: {
    frame: ['https://www.openstreetmap.org/export/embed.html', 'https://www.google.com/maps/embed'],
  },
  /**
   * The social feed block's script (TINT's `pb/tint.js`, on the parser's default `embedScriptHosts`;
   * what that script then fetches could not be observed offline: see decision 101). The reviews
   * widget has no entry: its script URL is storefront configuration the storefront does not set,
   * so its block renders nothing until a merchant names a host (then add it here).
   */
  socialFeed: {
    script: ['https://cdn.hypemarks.com/pb/'],
  },
} as const satisfies Record<string, ThirdPartySources>;

/** Where browsers send violation reports (`server/csp-report.ts` logs them). */
export const CSP_REPORT_PATH = '/csp-report';
/** The `report-to` group, declared by the `Reporting-Endpoints` header. */
export const CSP_REPORT_GROUP = 'csp';

/** What {@link contentSecurityPolicy} needs to know about one response. */
export interface PolicyOptions {
  /** The response's nonce (base64): inline scripts and styles carrying it run, no others. */
  nonce: string;
  /** The page was requested over HTTPS: plain-http subresources are upgraded. */
  https: boolean;
  /** @defaultValue every entry of {@link THIRD_PARTY_SOURCES} */
  thirdParties?: readonly ThirdPartySources[];
  /**
   * The one origin that may frame the shop: the admin, for its preview (`ADMIN_ORIGIN`, decision
   * 141). @defaultValue nobody
   */
  framedBy?: string | null;
}

const NONCE_PATTERN = /^[A-Za-z0-9+/_-]{16,}={0,2}$/;

/** The `Content-Security-Policy` header value for an HTML response. */
export function contentSecurityPolicy({
  nonce,
  https,
  thirdParties = Object.values(THIRD_PARTY_SOURCES),
  framedBy = null,
}: PolicyOptions): string {
  // A nonce is written into the header and the page as it is: it must be plain base64.
  if (!NONCE_PATTERN.test(nonce)) throw new Error('A CSP nonce must be base64 of 16 bytes or more');
  const sourcesOf = (directive: keyof ThirdPartySources) => [
    ...new Set(thirdParties.flatMap((party) => party[directive] ?? [])),
  ];
  const withNonce = [`'self'`, `'nonce-${nonce}'`];
  const directives: [string, ...string[]][] = [
    ['default-src', `'self'`],
    ['script-src', ...withNonce, ...sourcesOf('script')],
    ['style-src', ...withNonce, ...sourcesOf('style')],
    // Style attributes cannot carry a nonce; components set sizes and custom properties with them
    // (`style="aspect-ratio:…"`, `--fill`), which cannot run code.
    ['style-src-attr', `'unsafe-inline'`],
    ['img-src', `'self'`, 'data:', ...sourcesOf('img')],
    ['font-src', `'self'`],
    ['connect-src', `'self'`, ...sourcesOf('connect')],
    ['media-src', `'self'`],
    ['frame-src', ...(sourcesOf('frame').length > 0 ? sourcesOf('frame') : [`'none'`])],
    ['worker-src', `'self'`],
    ['manifest-src', `'self'`],
    ['object-src', `'none'`],
    ['base-uri', `'self'`],
    ['frame-ancestors', framedBy ?? `'none'`],
    ['form-action', `'self'`],
    ['report-uri', CSP_REPORT_PATH],
    ['report-to', CSP_REPORT_GROUP],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((parts) => parts.join(' ')).join('; ');
}
