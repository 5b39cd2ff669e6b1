// @vitest-environment node
import { parseRichContent } from '@vitrine/rich-content/server';
import {
  FIXTURE_SITE_ORIGIN,
  MAP_FIXTURE,
  TINTUP_FIXTURE,
  TRUSTBEAUTY_FIXTURE,
  VIDEO_YOUTUBE_FIXTURE,
} from '@vitrine/rich-content/testing';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { RichContentProvider } from './rich-content.services.tsx';
import { RichContent } from './rich-content.tsx';
import { ConsentProvider, createMemoryConsent } from '../consent/consent-context.tsx';
import { loadAllBlockFamilies } from './block-registry.tsx';

// The browser entry fetches the renderers a page needs before hydrating it (decision 105).
beforeAll(loadAllBlockFamilies);

const FRAMES = `<div data-content-type="html" data-appearance="default" data-element="main">&lt;iframe src="https://player.vimeo.com/video/76979871"&gt;&lt;/iframe&gt;</div>`;
const BACKGROUND = `<div data-content-type="row" data-appearance="full-bleed" data-element="main" data-background-images="{}" data-background-type="video" data-video-src="https://vimeo.com/76979871" data-video-fallback-src="/media/wysiwyg/still.jpg" data-video-lazy-load="false"><div data-content-type="text" data-element="main"><p>Contenu</p></div></div>`;

/** Every URL of an attribute a browser fetches on its own: src, srcset, poster, link href. */
function fetchedUrls(html: string): string[] {
  const attributes = [...html.matchAll(/\s(?:src|srcset|poster|data)="([^"]*)"/g)].map(
    (match) => match[1] ?? '',
  );
  const links = [...html.matchAll(/<link\b[^>]*\bhref="([^"]*)"/g)].map((match) => match[1] ?? '');
  return [...attributes, ...links];
}

describe('the server’s HTML of third-party content', () => {
  it('names no third party a browser would fetch, even for a visitor who allowed everything', () => {
    const content = parseRichContent(
      VIDEO_YOUTUBE_FIXTURE +
        MAP_FIXTURE +
        TINTUP_FIXTURE +
        TRUSTBEAUTY_FIXTURE +
        FRAMES +
        BACKGROUND,
      { siteOrigin: FIXTURE_SITE_ORIGIN },
    );
    const html = renderToString(
      // The choice lives in the browser: the server renders as if nothing were allowed.
      <ConsentProvider control={createMemoryConsent(['videos', 'maps', 'social'])}>
        <RichContentProvider services={{ reviewsWidgetScriptUrl: 'https://widgets.example/r.js' }}>
          <RichContent content={content} />
        </RichContentProvider>
      </ConsentProvider>,
    );
    expect(html).toContain('data-consent-placeholder="video"');
    expect(html).toContain('data-consent-placeholder="map"');
    expect(html).toContain('data-consent-placeholder="social"');
    expect(html).toContain('data-consent-placeholder="reviews"');
    expect(html).toContain('data-held-src="https://player.vimeo.com/video/76979871"');
    const thirdParty = fetchedUrls(html).filter((url) => /^(https?:)?\/\//.test(url));
    expect(thirdParty).toEqual([]);
  });
});
