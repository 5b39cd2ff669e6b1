/** sitemap.xml and robots.txt, generated from the catalogue (sitemaps.org protocol 0.9). */

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: string;
  changefreq?: 'daily' | 'weekly' | 'monthly';
  priority?: number;
}

/** A sitemap file holds at most this many URLs (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map((entry) => {
    const parts = [`<loc>${escapeXml(entry.loc)}</loc>`];
    if (entry.lastmod) parts.push(`<lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined)
      parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    return `<url>${parts.join('')}</url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

/** Paths no crawler should index: account, cart, checkout and search result pages. */
export const DISALLOWED_PATHS = [
  '/cart',
  '/checkout',
  '/customer/',
  '/sign-in',
  '/create-account',
  '/forgot-password',
  '/order-history',
  '/wishlist',
  '/saved-payments',
  '/subscriptions',
  '/communications',
  '/address-book',
  '/account-information',
  '/gdpr-request/',
  '/search.html',
  '/graphql',
  '/rest/',
];

export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
