import { describe, expect, it } from 'vitest';
import { renderRobots, renderSitemap } from './sitemap.ts';

describe('sitemap.xml', () => {
  it('lists every URL with its optional fields, escaped', () => {
    const xml = renderSitemap([
      { loc: 'https://shop.example/', changefreq: 'daily', priority: 1 },
      { loc: 'https://shop.example/search.html?a=1&b=2', lastmod: '2026-11-01' },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://shop.example/</loc><changefreq>daily</changefreq><priority>1.0</priority></url>\n' +
        '<url><loc>https://shop.example/search.html?a=1&amp;b=2</loc><lastmod>2026-11-01</lastmod></url>\n' +
        '</urlset>\n',
    );
  });

  it('stops at the protocol limit of 50 000 URLs', () => {
    const entries = Array.from({ length: 50_010 }, (_, i) => ({
      loc: `https://shop.example/p${i}.html`,
    }));
    expect(renderSitemap(entries).match(/<url>/g)).toHaveLength(50_000);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of account, cart, checkout and API paths and points at the sitemap', () => {
    const robots = renderRobots('https://shop.example/');
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Disallow: /checkout');
    expect(robots).toContain('Disallow: /graphql');
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(robots).not.toContain('Disallow: /\n');
  });
});
