import { describe, expect, it } from 'vitest';
import { parse } from './readers.test-utils.ts';
import {
  COLUMN_GROUP_LEGACY_FIXTURE,
  HIDDEN_AND_UNSUPPORTED_FIXTURE,
  ROW_CONTAINED_FIXTURE,
  ROW_FULL_BLEED_VIDEO_FIXTURE,
  ROW_FULL_WIDTH_PARALLAX_FIXTURE,
} from '../testing/index.ts';

function row(attributes: string, inner = ''): string {
  return `<div data-content-type="row" data-appearance="full-bleed" data-element="main" ${attributes}>${inner}</div>`;
}

describe('layout blocks', () => {
  it('reads a contained row with 2.4.3 style blocks and a 2.4.5 column-line', () => {
    const { blocks, warnings } = parse(ROW_CONTAINED_FIXTURE);
    expect(warnings).toEqual([]);
    expect(blocks).toMatchInlineSnapshot(`
      [
        {
          "appearance": "contained",
          "background": {
            "backgroundAttachment": "scroll",
            "backgroundPosition": "left top",
            "backgroundRepeat": "no-repeat",
            "backgroundSize": "cover",
            "backgroundType": "image",
            "desktopImage": "/media/wysiwyg/home/intro.jpg",
            "enableParallax": false,
            "mobileImage": "/media/wysiwyg/home/intro-mobile.jpg",
            "parallaxSpeed": 0.5,
            "parallaxType": "scroll",
          },
          "children": [
            {
              "appearance": "default",
              "children": [
                {
                  "appearance": "default",
                  "children": [
                    {
                      "appearance": "align-center",
                      "background": {
                        "backgroundType": "image",
                        "enableParallax": false,
                        "parallaxSpeed": 0.5,
                        "parallaxType": "scroll",
                      },
                      "children": [
                        {
                          "appearance": "default",
                          "content": "<p>Des compléments alimentaires formulés en France.</p>",
                          "id": "b0-0-0-0-0",
                          "style": {
                            "cssClasses": [],
                            "margins": {},
                            "mediaQueries": [],
                            "paddings": {},
                          },
                          "type": "text",
                        },
                      ],
                      "id": "b0-0-0-0",
                      "style": {
                        "cssClasses": [],
                        "margins": {},
                        "mediaQueries": [],
                        "paddings": {},
                      },
                      "type": "column",
                      "verticalAlignment": "top",
                      "width": "50%",
                    },
                    {
                      "appearance": "align-bottom",
                      "background": {
                        "backgroundType": "image",
                        "enableParallax": false,
                        "parallaxSpeed": 0.5,
                        "parallaxType": "scroll",
                      },
                      "children": [
                        {
                          "appearance": "default",
                          "content": "<p>Livraison offerte dès 49 €.</p>",
                          "id": "b0-0-0-1-0",
                          "style": {
                            "cssClasses": [],
                            "margins": {},
                            "mediaQueries": [],
                            "paddings": {},
                          },
                          "type": "text",
                        },
                      ],
                      "id": "b0-0-0-1",
                      "style": {
                        "backgroundColor": "#f5efe6",
                        "cssClasses": [],
                        "margins": {},
                        "mediaQueries": [],
                        "paddings": {},
                      },
                      "type": "column",
                      "verticalAlignment": "bottom",
                      "width": "50%",
                    },
                  ],
                  "id": "b0-0-0",
                  "style": {
                    "cssClasses": [],
                    "margins": {},
                    "mediaQueries": [],
                    "paddings": {},
                  },
                  "type": "column-line",
                },
              ],
              "gridSize": 12,
              "id": "b0-0",
              "style": {
                "cssClasses": [],
                "margins": {},
                "mediaQueries": [],
                "paddings": {},
              },
              "type": "column-group",
            },
          ],
          "id": "b0",
          "style": {
            "border": "none",
            "borderRadius": "0",
            "borderWidth": "1px",
            "cssClasses": [
              "orsalis-intro",
            ],
            "margins": {
              "bottom": "10px",
              "left": "0",
              "right": "0",
              "top": "0",
            },
            "mediaQueries": [
              {
                "media": "only screen and (max-width: 768px)",
                "style": {
                  "min-height": "200px",
                  "padding": "20px 10px",
                },
              },
            ],
            "minHeight": "300px",
            "paddings": {
              "bottom": "40px",
              "left": "10px",
              "right": "10px",
              "top": "40px",
            },
          },
          "type": "row",
          "verticalAlignment": "middle",
        },
      ]
    `);
  });

  it('reads a full-width row with parallax, clamping the speed to 2', () => {
    const { blocks, warnings } = parse(ROW_FULL_WIDTH_PARALLAX_FIXTURE);
    expect(warnings).toEqual([]);
    expect(blocks).toMatchInlineSnapshot(`
      [
        {
          "appearance": "full-width",
          "background": {
            "backgroundAttachment": "scroll",
            "backgroundPosition": "center center",
            "backgroundRepeat": "no-repeat",
            "backgroundSize": "cover",
            "backgroundType": "image",
            "desktopImage": "/media/wysiwyg/home/champs.jpg",
            "enableParallax": true,
            "parallaxSpeed": 2,
            "parallaxType": "scroll",
          },
          "children": [
            {
              "appearance": "default",
              "id": "b0-0",
              "level": 2,
              "style": {
                "cssClasses": [],
                "margins": {},
                "mediaQueries": [],
                "paddings": {},
              },
              "text": "Nos engagements",
              "type": "heading",
            },
          ],
          "id": "b0",
          "style": {
            "cssClasses": [],
            "margins": {},
            "mediaQueries": [],
            "minHeight": "400px",
            "paddings": {},
          },
          "type": "row",
          "verticalAlignment": "top",
        },
      ]
    `);
  });

  it('reads a full-bleed row with a background video, its still image and overlay colour', () => {
    expect(parse(ROW_FULL_BLEED_VIDEO_FIXTURE).blocks).toMatchInlineSnapshot(`
      [
        {
          "appearance": "full-bleed",
          "background": {
            "backgroundType": "video",
            "enableParallax": false,
            "parallaxSpeed": 0.5,
            "parallaxType": "scroll",
            "video": {
              "fallbackSrc": "/media/wysiwyg/home/video-still.jpg",
              "lazyLoading": false,
              "loop": true,
              "overlayColor": "rgba(61, 39, 26, 0.4)",
              "playOnlyVisible": true,
              "source": {
                "embedUrl": "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
                "endTime": 0,
                "id": "dQw4w9WgXcQ",
                "provider": "youtube",
                "startTime": 5,
              },
            },
          },
          "children": [
            {
              "appearance": "default",
              "content": "<p>La nature, en gélules.</p>",
              "id": "b0-0",
              "style": {
                "cssClasses": [],
                "margins": {},
                "mediaQueries": [],
                "paddings": {},
              },
              "type": "text",
            },
          ],
          "id": "b0",
          "style": {
            "cssClasses": [],
            "margins": {},
            "mediaQueries": [],
            "minHeight": "480px",
            "paddings": {},
          },
          "type": "row",
          "verticalAlignment": "bottom",
        },
      ]
    `);
  });

  it('reads columns placed directly in a column-group (before Magento 2.4.5)', () => {
    const [rowBlock] = parse(COLUMN_GROUP_LEGACY_FIXTURE).blocks;
    const group = rowBlock?.type === 'row' ? rowBlock.children[0] : undefined;
    expect(group?.type).toBe('column-group');
    expect(
      group?.type === 'column-group' &&
        group.children.map((child) => child.type === 'column' && [child.appearance, child.width]),
    ).toEqual([
      ['full-height', '33.3333%'],
      ['full-height', '66.6667%'],
    ]);
  });

  it('skips hidden blocks silently and unsupported types with a warning, keeping ids stable', () => {
    const { blocks, warnings } = parse(HIDDEN_AND_UNSUPPORTED_FIXTURE);
    const [rowBlock] = blocks;
    expect(
      rowBlock?.type === 'row' && rowBlock.children.map((child) => [child.type, child.id]),
    ).toEqual([['text', 'b0-2']]);
    expect(warnings).toEqual([
      {
        code: 'unsupported-type',
        contentType: 'countdown',
        detail: 'content type "countdown" is not supported; block skipped',
      },
    ]);
  });

  it.each([
    ['', 0.5],
    ['data-parallax-speed="abc"', 0.5],
    ['data-parallax-speed="-4"', -1],
    ['data-parallax-speed="1.2"', 1.2],
    ['data-parallax-speed="2.0001"', 2],
  ])('reads parallax speed from %j as %d', (attribute, speed) => {
    const [block] = parse(row(`data-enable-parallax="1" ${attribute}`)).blocks;
    expect(block?.type === 'row' && block.background.parallaxSpeed).toBe(speed);
  });

  it.each([
    ['scroll-opacity', 'scroll-opacity'],
    ['scale', 'scale'],
    ['scale-opacity', 'scale-opacity'],
    ['opacity', 'opacity'],
    ['zoom', 'scroll'],
  ])('reads parallax type %s as %s', (type, expected) => {
    const [block] = parse(row(`data-enable-parallax="true" data-parallax-type="${type}"`)).blocks;
    expect(
      block?.type === 'row' && [block.background.enableParallax, block.background.parallaxType],
    ).toEqual([true, expected]);
  });

  it('keeps a row whose background video is refused, with an image background and a warning', () => {
    const { blocks, warnings } = parse(
      row('data-background-type="video" data-video-src="https://videos.example.com/a.mp4"'),
    );
    expect(blocks[0]?.type === 'row' && blocks[0].background).toEqual({
      backgroundType: 'image',
      enableParallax: false,
      parallaxSpeed: 0.5,
      parallaxType: 'scroll',
    });
    expect(warnings).toEqual([
      {
        code: 'invalid-video-source',
        contentType: 'row',
        detail:
          "background video refused (only YouTube, Vimeo or the store's own files): https://videos.example.com/a.mp4",
      },
    ]);
  });

  it('refuses background images with other schemes and settings that could break out of CSS', () => {
    const [block] = parse(
      row(
        `data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;javascript:alert(1)\\&quot;,\\&quot;mobile_image\\&quot;:\\&quot;/media/m.jpg\\&quot;}" style="min-height: 10px; background-color: red}body{display:none; background-size: url(x)"`,
      ),
    ).blocks;
    expect(
      block?.type === 'row' && [
        block.background.desktopImage,
        block.background.mobileImage,
        block.style.minHeight,
        block.style.backgroundColor,
        block.background.backgroundSize,
      ],
    ).toEqual([undefined, '/media/m.jpg', '10px', undefined, undefined]);
  });

  it('maps justify-content to vertical alignment and column appearances', () => {
    const columns = ['flex-start', 'center', 'flex-end'].map(
      (justify, index) =>
        `<div class="pagebuilder-column" data-content-type="column" data-appearance="${['align-top', 'align-center', 'align-bottom'][index]}" data-element="main" style="justify-content: ${justify}; width: 33%"></div>`,
    );
    const [group] = parse(
      `<div data-content-type="column-group" data-grid-size="12" data-element="main">${columns.join('')}</div>`,
    ).blocks;
    expect(
      group?.type === 'column-group' &&
        group.children.map(
          (child) => child.type === 'column' && [child.appearance, child.verticalAlignment],
        ),
    ).toEqual([
      ['align-top', 'top'],
      ['align-center', 'middle'],
      ['align-bottom', 'bottom'],
    ]);
  });
});
