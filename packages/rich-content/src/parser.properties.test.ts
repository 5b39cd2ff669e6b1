import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRichContent, sanitizeRichText } from './index.server.ts';
import { FIXTURE_SITE_ORIGIN, htmlTokenSoup, pageBuilderMarkup } from './testing/index.ts';
import { treeFindings } from './testing/inspect.ts';

// Hundreds of DOM parses per property: generous time so a busy machine does not fail them.
const PROPERTY_TIMEOUT = 60_000;

const options = {
  siteOrigin: FIXTURE_SITE_ORIGIN,
  // An idempotent helper, as the real one must be: setting query parameters twice changes nothing.
  resolveImageUrl: (src: string, image: { quality: number }) => {
    const url = new URL(src, FIXTURE_SITE_ORIGIN);
    url.searchParams.set('quality', String(image.quality));
    return url.pathname + url.search;
  },
};

describe('parser properties', () => {
  it(
    'never throws on arbitrary strings or non-strings',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.string({ unit: 'binary' }), htmlTokenSoup, fc.anything()),
          (input) => {
            const parsed = parseRichContent(input, options);
            expect(Array.isArray(parsed.blocks)).toBe(true);
          },
        ),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'never fails internally and never lets executable content through on Page Builder-shaped markup',
    () => {
      fc.assert(
        fc.property(pageBuilderMarkup, (markup) => {
          expect(treeFindings(parseRichContent(markup, options))).toEqual([]);
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'returns a plain JSON tree (what SSR sends to hydration)',
    () => {
      fc.assert(
        fc.property(pageBuilderMarkup, (markup) => {
          const parsed = parseRichContent(markup, options);
          expect(JSON.parse(JSON.stringify(parsed))).toEqual(parsed);
        }),
        { numRuns: 100 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('sanitiser properties', () => {
  it(
    'changes nothing when sanitising twice',
    () => {
      fc.assert(
        fc.property(fc.oneof(htmlTokenSoup, pageBuilderMarkup, fc.string()), (html) => {
          const once = sanitizeRichText(html, options);
          expect(sanitizeRichText(once, options)).toBe(once);
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
