import { parseRichContent } from '@vitrine/rich-content/server';
import { ROW_FULL_WIDTH_PARALLAX_FIXTURE } from '@vitrine/rich-content/testing';
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
});

describe('cssUrl', () => {
  it('escapes what could end the string or the style element', () => {
    expect(cssUrl('/a"b\\c</style>.jpg')).toBe('url("/a\\22 b\\5c c\\3c /style\\3e .jpg")');
  });
});
