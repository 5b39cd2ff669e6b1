import { parseRichContent } from '@vitrine/rich-content/server';
import {
  ROW_FULL_WIDTH_PARALLAX_FIXTURE,
  VIDEO_MAIN_SETTINGS_FIXTURE,
  VIDEO_YOUTUBE_FIXTURE,
} from '@vitrine/rich-content/testing';
import { describe, expect, it } from 'vitest';
import { cssUrl, richContentStyleSheet } from './block-styles.ts';

describe('richContentStyleSheet', () => {
  it('writes a row’s settings, its parallax image at 1.25× the width and its author classes', () => {
    const { blocks } = parseRichContent(ROW_FULL_WIDTH_PARALLAX_FIXTURE, {
      siteOrigin: 'https://www.orsalis.fr',
    });
    const css = richContentStyleSheet(
      blocks,
      'r1',
      (src, options) => `${src}?w=${options.width ?? ''}&q=${options.quality}`,
    );
    expect(css.split('\n')).toEqual([
      '.rc-r1-b0{min-height:400px}',
      '.rc-r1-b0-bg{background-image:url("/media/wysiwyg/home/champs.jpg?w=2560&q=85");background-size:cover;background-position:center center;background-repeat:no-repeat}',
    ]);
  });

  it('stacks columns on mobile before the author’s own media rules', () => {
    const { blocks } = parseRichContent(
      '<style>@media only screen and (max-width: 768px) { #html-body [data-pb-style=C]{width:50%} }</style><div data-content-type="column" data-element="main" data-pb-style="C" style="width:25%"></div>',
    );
    expect(richContentStyleSheet(blocks, 's', undefined).split('\n')).toEqual([
      '.rc-s-b0{width:25%}',
      '@media (max-width: 768px){.rc-s-b0{width:100%}}',
      '@media only screen and (max-width: 768px){.rc-s-b0{width:50%}}',
    ]);
  });

  it('places a video’s box by its main element’s alignment, media variants included', () => {
    const { blocks } = parseRichContent(VIDEO_MAIN_SETTINGS_FIXTURE);
    expect(richContentStyleSheet(blocks, 'v', undefined).split('\n')).toEqual([
      '.rc-v-b0{text-align:left;border-style:solid;border-color:#e8dccb;border-width:1px;border-radius:8px;margin-top:0;margin-right:0;margin-bottom:20px;margin-left:0;padding-top:10px;padding-right:10px;padding-bottom:10px;padding-left:10px}',
      '.rc-v-b0-inner{max-width:640px;margin-left:0;margin-right:auto}',
      '@media only screen and (max-width: 768px){.rc-v-b0-inner{margin-left:auto;margin-right:auto}}',
      '@media only screen and (max-width: 768px){.rc-v-b0{text-align:center}}',
    ]);
  });

  it('keeps a video without an alignment centred', () => {
    const { blocks } = parseRichContent(VIDEO_YOUTUBE_FIXTURE.replace('text-align:center', ''));
    expect(richContentStyleSheet(blocks, 'v', undefined)).toContain(
      '.rc-v-b0-inner{max-width:900px}',
    );
  });
});

describe('cssUrl', () => {
  it('escapes what could end the string or the style element', () => {
    expect(cssUrl('/a"b\\c</style>.jpg')).toBe('url("/a\\22 b\\5c c\\3c /style\\3e .jpg")');
  });
});
