// @vitest-environment node
import { parseRichContent } from '@vitrine/rich-content/server';
import {
  FIXTURE_SITE_ORIGIN,
  HOME_PAGE_FIXTURE,
  RICH_CONTENT_FIXTURES,
} from '@vitrine/rich-content/testing';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConsentProvider, createMemoryConsent } from '../consent/consent-context.tsx';
import { blockFamilies } from './block-families.ts';
import { loadAllBlockFamilies } from './block-registry.tsx';
import { RichContentProvider } from './rich-content.services.tsx';
import type { RichContentServices } from './rich-content.services.tsx';
import { RichContent } from './rich-content.tsx';

const FRAMES = `<div data-content-type="html" data-appearance="default" data-element="main">&lt;iframe src="https://player.vimeo.com/video/76979871"&gt;&lt;/iframe&gt;</div>`;

const services: RichContentServices = {
  resolveImageUrl: (src, options) => `${src}?quality=${options.quality}&width=${options.width}`,
  onWarning: () => {},
};

// The server loads every family at start (`entry.server.tsx`).
beforeAll(loadAllBlockFamilies);

/**
 * The families' boundaries (each block fetched on demand sits in a `Suspense`, decision 105) leave
 * comment markers only; the families' list is new on the root. Everything else must not move.
 */
const withoutFamilyMarkers = (html: string) =>
  html.replaceAll(/<!--\/?\$-->/g, '').replaceAll(/ data-block-families="[a-z -]*"/g, '');

function serverHtml(html: string): string {
  const content = parseRichContent(html, { siteOrigin: FIXTURE_SITE_ORIGIN });
  return renderToString(
    <ConsentProvider control={createMemoryConsent(['videos', 'maps', 'social'])}>
      <RichContentProvider services={services}>
        <RichContent content={content} />
      </RichContentProvider>
    </ConsentProvider>,
  );
}

describe('the server’s HTML of every block type', () => {
  it('names on the root the families its blocks need, for the browser entry to fetch', () => {
    const home = parseRichContent(HOME_PAGE_FIXTURE, { siteOrigin: FIXTURE_SITE_ORIGIN });
    expect(serverHtml(HOME_PAGE_FIXTURE)).toContain(
      ` data-block-families="${blockFamilies(home.blocks).join(' ')}"`,
    );
    expect(blockFamilies(home.blocks)).toContain('slider');
    const text = RICH_CONTENT_FIXTURES['text'] ?? '';
    expect(serverHtml(text)).not.toContain('data-block-families');
  });

  it('is the HTML the renderers wrote when they were all in one chunk', async () => {
    const pages = [
      ...Object.entries(RICH_CONTENT_FIXTURES),
      ['homePage', HOME_PAGE_FIXTURE],
      ['heldFrames', FRAMES],
    ];
    const html = pages
      .map(
        ([name, markup]) => `<!-- ${name} -->\n${withoutFamilyMarkers(serverHtml(markup ?? ''))}\n`,
      )
      .join('');
    await expect(html).toMatchFileSnapshot('./__snapshots__/every-block.ssr.txt');
  });
});
