// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  parseRichContent as parseInBrowser,
  sanitizeRichText as sanitizeInBrowser,
} from './index.browser.ts';
import {
  parseRichContent as parseOnServer,
  sanitizeRichText as sanitizeOnServer,
} from './index.server.ts';
import { FIXTURE_SITE_ORIGIN, HOME_PAGE_FIXTURE, RICH_CONTENT_FIXTURES } from './testing/index.ts';

const options = { siteOrigin: FIXTURE_SITE_ORIGIN };

describe('the browser entry', () => {
  it('parses with the page’s own window, not the server’s', () => {
    expect(globalThis.window).toBeDefined();
    expect(parseInBrowser(HOME_PAGE_FIXTURE, options)).toEqual(
      parseOnServer(HOME_PAGE_FIXTURE, options),
    );
  });

  it.each(Object.entries(RICH_CONTENT_FIXTURES))(
    '%s: same tree as the server entry',
    (_name, html) => {
      expect(parseInBrowser(html, options)).toEqual(parseOnServer(html, options));
    },
  );

  it('sanitises rich text as the server does', () => {
    const html =
      '<p onclick="x()">a <a href="https://www.orsalis.fr/b.html">b</a><script>c()</script></p>';
    expect(sanitizeInBrowser(html, options)).toBe(sanitizeOnServer(html, options));
  });
});
