import { parseRichContent } from '@vitrine/rich-content/server';
import {
  BANNER_FIXTURE,
  FIXTURE_SITE_ORIGIN,
  IMAGE_FIXTURE,
  ROW_FULL_WIDTH_PARALLAX_FIXTURE,
  SLIDER_FIXTURE,
  TABS_FIXTURE,
  TEXT_FIXTURE,
} from '@vitrine/rich-content/testing';
import { describe, expect, it } from 'vitest';
import { richContentStyleSheet } from './block-styles.ts';
import { leadImagePreloads } from './lead-image.ts';

const resolve = (src: string, options: { width?: number }) => `${src}?w=${options.width ?? ''}`;
const parse = (html: string) => parseRichContent(html, { siteOrigin: FIXTURE_SITE_ORIGIN });
/** A slider whose first slide is the given banner markup turned into a slide. */
const sliderOf = (...slides: string[]) =>
  `<div class="pagebuilder-slider" data-content-type="slider" data-appearance="default" data-autoplay="false" data-autoplay-speed="4000" data-fade="false" data-infinite-loop="false" data-show-arrows="false" data-show-dots="true" data-element="main">${slides.join('')}</div>`;
const slide = (image: string) =>
  `<div data-content-type="slide" data-slide-name="S" data-appearance="poster" data-show-button="never" data-show-overlay="never" data-element="main"><div data-element="empty_link"><div class="pagebuilder-slide-wrapper" data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;${FIXTURE_SITE_ORIGIN}/media/wysiwyg/${image}\\&quot;}" data-background-type="image" data-element="wrapper"><div class="pagebuilder-overlay pagebuilder-poster-overlay" data-overlay-color="" data-element="overlay"><div class="pagebuilder-poster-content"><div data-element="content"><p>${image}</p></div></div></div></div></div></div>`;

describe('leadImagePreloads', () => {
  it('preloads a banner’s desktop and mobile images at the widths and media its style sheet draws them', () => {
    const content = parse(BANNER_FIXTURE);
    const preloads = leadImagePreloads(content, resolve);
    expect(preloads).toEqual([
      {
        href: '/media/wysiwyg/banners/hiver.jpg?w=1600',
        media: 'not all and (max-width: 768px)',
      },
      { href: '/media/wysiwyg/banners/hiver-mobile.jpg?w=960', media: '(max-width: 768px)' },
    ]);
    const css = richContentStyleSheet(content.blocks, 's', resolve);
    for (const { href } of preloads) expect(css).toContain(`url("${href}")`);
  });

  it('preloads a desktop-only image for every width, at the size a parallax row draws it', () => {
    expect(leadImagePreloads(parse(ROW_FULL_WIDTH_PARALLAX_FIXTURE), resolve)).toEqual([
      { href: '/media/wysiwyg/home/champs.jpg?w=2560' },
    ]);
  });

  it('looks past text to the first background, and only at a slider’s first slide', () => {
    expect(
      leadImagePreloads(
        parse(TEXT_FIXTURE + sliderOf(slide('first.jpg'), slide('second.jpg'))),
        resolve,
      ),
    ).toEqual([{ href: '/media/wysiwyg/first.jpg?w=1600' }]);
  });

  it('preloads nothing when an image, a background video or a tab panel’s content comes first', () => {
    expect(leadImagePreloads(parse(IMAGE_FIXTURE + BANNER_FIXTURE), resolve)).toEqual([]);
    // The first slide plays a video; the second slide's image is not on screen.
    expect(leadImagePreloads(parse(SLIDER_FIXTURE + BANNER_FIXTURE), resolve)).toEqual([]);
    expect(leadImagePreloads(parse(TEXT_FIXTURE), resolve)).toEqual([]);
    expect(leadImagePreloads(parse(''), resolve)).toEqual([]);
  });

  it('looks through a tabs block’s open panel to what follows it', () => {
    const content = parse(TABS_FIXTURE + BANNER_FIXTURE);
    // Neither tab has a background image: the banner after the tabs is the lead image.
    expect(leadImagePreloads(content, resolve)[0]?.href).toBe(
      '/media/wysiwyg/banners/hiver.jpg?w=1600',
    );
  });
});
