import fc from 'fast-check';
import { Window as HappyWindow } from 'happy-dom';
import { JSDOM } from 'jsdom';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createServerRichContentParser,
  parseRichContent,
  recycleServerWindow,
} from './index.server.ts';
import { createRichContentParser } from './parser.ts';
import {
  FIXTURE_SITE_ORIGIN,
  HOME_PAGE_FIXTURE,
  RICH_CONTENT_FIXTURES,
  pageBuilderMarkup,
} from './testing/index.ts';

// What "the same output on the server and in the browser" rests on, checked three ways:
// 1. a second, independent jsdom window: no state is shared between parser instances (DOMPurify hooks,
//    the recycled server window);
// 2. the tree read from happy-dom, a DOM implementation written independently of jsdom, with DOMPurify
//    kept on jsdom (happy-dom is not a safe DOMPurify host): the parser's own reading of the markup uses
//    only standard tree APIs and its own CSS reader, never an implementation's CSSOM or serialiser quirks;
// 3. the browser entry in a real Chromium (parser.chromium.test.ts).
const options = { siteOrigin: FIXTURE_SITE_ORIGIN };
const independent = createServerRichContentParser();
const happy = new HappyWindow();
const purifyWindow = new JSDOM('').window;
const happyTree = createRichContentParser({
  window: purifyWindow,
  parseDocument: (html) =>
    new happy.DOMParser().parseFromString(html, 'text/html') as unknown as Document,
});

afterAll(async () => {
  independent.close();
  purifyWindow.close();
  await happy.happyDOM.close();
});

const fixtures = Object.entries({ ...RICH_CONTENT_FIXTURES, homePage: HOME_PAGE_FIXTURE });

describe('the same tree whatever the DOM', () => {
  it.each(fixtures)('%s: an independent jsdom window gives the server output', (_name, html) => {
    expect(independent.parse(html, options)).toEqual(parseRichContent(html, options));
  });

  it.each(fixtures)('%s: a tree read with happy-dom gives the server output', (_name, html) => {
    expect(happyTree.parse(html, options)).toEqual(parseRichContent(html, options));
  });

  it('H1 holds for generated Page Builder markup', () => {
    fc.assert(
      fc.property(pageBuilderMarkup, (markup) => {
        const server = parseRichContent(markup, options);
        expect(independent.parse(markup, options)).toEqual(server);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('H1 stays the same after the shared server window is recycled', () => {
    // Different comments keep the parse cache out of the way; they do not change the tree.
    const before = parseRichContent(`${HOME_PAGE_FIXTURE}<!-- before -->`, options);
    recycleServerWindow();
    expect(parseRichContent(`${HOME_PAGE_FIXTURE}<!-- after -->`, options)).toEqual(before);
  });
});
