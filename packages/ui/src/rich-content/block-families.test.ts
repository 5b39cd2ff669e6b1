// @vitest-environment node
import { parseRichContent } from '@vitrine/rich-content/server';
import {
  BUTTONS_FIXTURE,
  FAQ_FIXTURE,
  FIXTURE_SITE_ORIGIN,
  HEADING_FIXTURE,
  HOME_PAGE_FIXTURE,
  HTML_FIXTURE,
  IMAGE_FIXTURE,
  MAP_FIXTURE,
  RICH_CONTENT_FIXTURES,
  ROW_CONTAINED_FIXTURE,
  ROW_FULL_BLEED_VIDEO_FIXTURE,
  ROW_FULL_WIDTH_PARALLAX_FIXTURE,
  TABS_FIXTURE,
  TEXT_FIXTURE,
  VIDEO_YOUTUBE_FIXTURE,
} from '@vitrine/rich-content/testing';
import { describe, expect, it } from 'vitest';
import { blockFamilies } from './block-families.ts';
import { BLOCK_FAMILY_LOADERS } from './block-registry.tsx';

const familiesOf = (...markup: string[]) =>
  blockFamilies(parseRichContent(markup.join(''), { siteOrigin: FIXTURE_SITE_ORIGIN }).blocks);

const FRAME = `<div data-content-type="html" data-appearance="default" data-element="main">&lt;iframe src="https://www.google.com/maps/embed?pb=1"&gt;&lt;/iframe&gt;</div>`;

describe('blockFamilies', () => {
  it('needs nothing for a description of text, headings, HTML and images in a plain row', () => {
    expect(familiesOf(ROW_CONTAINED_FIXTURE, TEXT_FIXTURE, HEADING_FIXTURE, IMAGE_FIXTURE)).toEqual(
      [],
    );
  });

  it('names the family of each heavy block type, wherever it sits in the tree', () => {
    expect(familiesOf(FAQ_FIXTURE)).toEqual(['faq']);
    expect(familiesOf(VIDEO_YOUTUBE_FIXTURE)).toEqual(['video']);
    expect(familiesOf(MAP_FIXTURE)).toEqual(['embeds']);
    expect(familiesOf(BUTTONS_FIXTURE)).toEqual(['buttons']);
    expect(familiesOf(TABS_FIXTURE)).toContain('tabs');
    // The home page's slider, products carousel and buttons sit inside rows.
    expect(familiesOf(HOME_PAGE_FIXTURE)).toEqual(
      expect.arrayContaining(['buttons', 'products', 'slider']),
    );
  });

  it('needs the background layers for a parallax image or a video background only', () => {
    expect(familiesOf(ROW_FULL_WIDTH_PARALLAX_FIXTURE)).toContain('background');
    expect(familiesOf(ROW_FULL_BLEED_VIDEO_FIXTURE)).toContain('background');
    expect(familiesOf(ROW_CONTAINED_FIXTURE)).not.toContain('background');
  });

  it('needs the held embeds for rich text holding a frame, not for other rich text', () => {
    expect(familiesOf(FRAME)).toEqual(['held-embeds']);
    expect(familiesOf(HTML_FIXTURE)).toEqual(['held-embeds']);
    expect(familiesOf(TEXT_FIXTURE)).toEqual([]);
  });

  it('lists each family once, sorted, and only families the registry can load', () => {
    const all = familiesOf(...Object.values(RICH_CONTENT_FIXTURES), FRAME);
    expect(all).toEqual([...new Set(all)].sort());
    expect(all).toEqual(Object.keys(BLOCK_FAMILY_LOADERS).sort());
  });
});
