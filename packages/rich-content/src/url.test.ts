import { describe, expect, it } from 'vitest';
import { isInternalPath, isMediaUrl, sanitizeLinkUrl, sanitizeResourceUrl } from './url.ts';

const site = { siteOrigin: 'https://www.orsalis.fr' };

describe('sanitizeLinkUrl', () => {
  it('turns same-site absolute links into paths and keeps query and hash', () => {
    expect(sanitizeLinkUrl('https://www.orsalis.fr/omega-3.html?x=1#avis', site)).toBe(
      '/omega-3.html?x=1#avis',
    );
    expect(sanitizeLinkUrl('omega-3.html', site)).toBe('/omega-3.html');
    expect(sanitizeLinkUrl('#avis', site)).toBe('#avis');
  });

  it('keeps a bare "#" (an empty href would reload the page)', () => {
    expect(sanitizeLinkUrl('#', site)).toBe('#');
    expect(sanitizeLinkUrl(' # ', {})).toBe('#');
  });

  it('keeps other sites and contact schemes, refuses script and data', () => {
    expect(sanitizeLinkUrl('https://www.anses.fr/fr', site)).toBe('https://www.anses.fr/fr');
    expect(sanitizeLinkUrl('//cdn.example.com/x', site)).toBe('https://cdn.example.com/x');
    expect(sanitizeLinkUrl('mailto:contact@orsalis.fr', site)).toBe('mailto:contact@orsalis.fr');
    expect(sanitizeLinkUrl('tel:+33478000000', site)).toBe('tel:+33478000000');
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'java\nscript:alert(1)',
      '',
    ]) {
      expect(sanitizeLinkUrl(bad, site), bad).toBeUndefined();
    }
  });

  it('keeps relative links relative when no site origin is known', () => {
    expect(sanitizeLinkUrl('/about-us', {})).toBe('/about-us');
    expect(sanitizeLinkUrl('https://www.orsalis.fr/about-us', {})).toBe(
      'https://www.orsalis.fr/about-us',
    );
  });
});

describe('sanitizeResourceUrl', () => {
  it('accepts http(s) and paths only', () => {
    expect(sanitizeResourceUrl('https://www.orsalis.fr/media/a.jpg', site)).toBe('/media/a.jpg');
    expect(sanitizeResourceUrl('https://cdn.example.com/a.jpg', site)).toBe(
      'https://cdn.example.com/a.jpg',
    );
    expect(sanitizeResourceUrl('data:image/png;base64,AAAA', site)).toBeUndefined();
    expect(sanitizeResourceUrl('javascript:alert(1)', site)).toBeUndefined();
  });
});

describe('isInternalPath', () => {
  it.each([
    '/',
    '/about-us',
    '/omega-3.html',
    '/complements/immunite.html?page=2',
    '/search.html#top',
  ])('%s navigates client-side', (path) => expect(isInternalPath(path)).toBe(true));
  it.each([
    '/media/guide.pdf',
    '/guide.pdf',
    '//evil.example/x',
    'https://www.orsalis.fr/',
    '/static/x.js',
    '/graphql',
    'mailto:a@b.fr',
    '#top',
  ])('%s reloads', (path) => expect(isInternalPath(path)).toBe(false));
});

describe('isMediaUrl', () => {
  it('recognises paths under /media/ and the configured media base', () => {
    expect(isMediaUrl('/media/wysiwyg/a.jpg', site)).toBe(true);
    expect(
      isMediaUrl('https://media.orsalis.fr/m/a.jpg', {
        mediaBaseUrl: 'https://media.orsalis.fr/m/',
      }),
    ).toBe(true);
    expect(isMediaUrl('https://cdn.example.com/media/a.jpg', site)).toBe(false);
  });
});
