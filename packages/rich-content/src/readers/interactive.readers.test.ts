import { describe, expect, it } from 'vitest';
import { only, parse } from './readers.test-utils.ts';
import { BUTTONS_FIXTURE, SLIDER_FIXTURE, TABS_FIXTURE } from '../testing/index.ts';

describe('interactive blocks', () => {
  it('reads tabs: active tab, alignment, headers, content panel style and tab items', () => {
    expect(only(TABS_FIXTURE)).toMatchInlineSnapshot(`
      {
        "appearance": "default",
        "children": [
          {
            "appearance": "default",
            "background": {
              "backgroundAttachment": "scroll",
              "backgroundPosition": "left top",
              "backgroundRepeat": "no-repeat",
              "backgroundSize": "cover",
              "backgroundType": "image",
              "enableParallax": false,
              "parallaxSpeed": 0.5,
              "parallaxType": "scroll",
            },
            "children": [
              {
                "appearance": "default",
                "content": "<p>Magnésium marin, vitamine B6.</p>",
                "id": "b0-0-0",
                "style": {
                  "cssClasses": [],
                  "margins": {},
                  "mediaQueries": [],
                  "paddings": {},
                },
                "type": "text",
              },
            ],
            "id": "b0-0",
            "style": {
              "cssClasses": [],
              "margins": {},
              "mediaQueries": [],
              "paddings": {
                "bottom": "30px",
                "left": "30px",
                "right": "30px",
                "top": "30px",
              },
            },
            "tabName": "Composition",
            "type": "tab-item",
            "verticalAlignment": "top",
          },
          {
            "appearance": "default",
            "background": {
              "backgroundType": "image",
              "enableParallax": false,
              "parallaxSpeed": 0.5,
              "parallaxType": "scroll",
            },
            "children": [
              {
                "appearance": "default",
                "content": "<p>2 gélules par jour.</p>",
                "id": "b0-1-0",
                "style": {
                  "cssClasses": [],
                  "margins": {},
                  "mediaQueries": [],
                  "paddings": {},
                },
                "type": "text",
              },
            ],
            "id": "b0-1",
            "style": {
              "cssClasses": [],
              "margins": {},
              "mediaQueries": [],
              "paddings": {},
            },
            "tabName": "Conseils d'utilisation",
            "type": "tab-item",
          },
        ],
        "contentStyle": {
          "border": "solid",
          "borderColor": "#e8dccb",
          "borderRadius": "0 8px 8px 8px",
          "borderWidth": "1px",
          "cssClasses": [
            "tabs-content",
          ],
          "margins": {},
          "mediaQueries": [],
          "minHeight": "250px",
          "paddings": {},
        },
        "defaultIndex": 1,
        "headers": [
          "Composition",
          "Conseils d'utilisation",
        ],
        "id": "b0",
        "style": {
          "cssClasses": [],
          "margins": {},
          "mediaQueries": [],
          "paddings": {},
        },
        "tabNavigationAlignment": "center",
        "type": "tabs",
      }
    `);
  });

  it('falls back to the first tab and left alignment when the markup says nothing usable', () => {
    const html = TABS_FIXTURE.replace(
      'class="tab-align-center"',
      'class="tab-align-middle"',
    ).replace('data-active-tab="1"', 'data-active-tab="7"');
    const block = only(html);
    expect(block?.type === 'tabs' && [block.defaultIndex, block.tabNavigationAlignment]).toEqual([
      0,
      'left',
    ]);
  });

  it('reads buttons: same width, stacked, and each link type', () => {
    expect(only(BUTTONS_FIXTURE)).toMatchInlineSnapshot(`
      {
        "appearance": "stacked",
        "children": [
          {
            "appearance": "default",
            "buttonType": "primary",
            "id": "b0-0",
            "link": {
              "href": "/about-us",
              "internal": true,
              "linkType": "page",
              "openInNewTab": false,
            },
            "openInNewTab": false,
            "style": {
              "cssClasses": [],
              "margins": {},
              "mediaQueries": [],
              "paddings": {},
            },
            "text": "Notre histoire",
            "type": "button-item",
          },
          {
            "appearance": "default",
            "buttonType": "underlineInvertedLink",
            "id": "b0-1",
            "link": {
              "href": "https://www.instagram.com/maison.orsalis",
              "internal": false,
              "linkType": "default",
              "openInNewTab": true,
            },
            "openInNewTab": true,
            "style": {
              "cssClasses": [],
              "margins": {},
              "mediaQueries": [],
              "paddings": {},
            },
            "text": "Instagram",
            "type": "button-item",
          },
          {
            "appearance": "default",
            "blockTitle": "Livraison et retours",
            "buttonType": "secondary",
            "id": "b0-2",
            "link": {
              "identifier": "livraison-retours",
              "linkType": "block",
              "title": "Livraison et retours",
            },
            "openInNewTab": false,
            "style": {
              "cssClasses": [],
              "margins": {},
              "mediaQueries": [],
              "paddings": {},
            },
            "text": "Livraison et retours",
            "type": "button-item",
          },
          {
            "appearance": "default",
            "buttonType": "tertiary",
            "id": "b0-3",
            "openInNewTab": false,
            "style": {
              "cssClasses": [],
              "margins": {},
              "mediaQueries": [],
              "paddings": {},
            },
            "text": "Bientôt disponible",
            "type": "button-item",
          },
        ],
        "id": "b0",
        "isSameWidth": true,
        "style": {
          "cssClasses": [],
          "margins": {},
          "mediaQueries": [],
          "paddings": {},
          "textAlign": "center",
        },
        "type": "buttons",
      }
    `);
  });

  it('reads a slider and its slides (collage with a Vimeo background, poster without link)', () => {
    expect(only(SLIDER_FIXTURE)).toMatchInlineSnapshot(`
      {
        "appearance": "default",
        "autoplay": true,
        "autoplaySpeed": 5000,
        "children": [
          {
            "appearance": "collage-left",
            "background": {
              "backgroundPosition": "center center",
              "backgroundRepeat": "no-repeat",
              "backgroundSize": "cover",
              "backgroundType": "video",
              "enableParallax": false,
              "minHeight": "628px",
              "parallaxSpeed": 0.5,
              "parallaxType": "scroll",
              "video": {
                "fallbackSrc": "/media/wysiwyg/slides/printemps.jpg",
                "lazyLoading": true,
                "loop": false,
                "overlayColor": "rgba(0, 0, 0, 0.2)",
                "playOnlyVisible": true,
                "source": {
                  "embedUrl": "https://player.vimeo.com/video/76979871?dnt=1",
                  "endTime": 0,
                  "id": "76979871",
                  "provider": "vimeo",
                  "startTime": 10,
                },
              },
            },
            "buttonText": "J'en profite",
            "buttonType": "primary",
            "content": "<h2>Cure détox de printemps</h2>",
            "id": "b0-0",
            "link": {
              "href": "/detox.html",
              "internal": true,
              "linkType": "category",
              "openInNewTab": false,
            },
            "showButton": "always",
            "showOverlay": "never",
            "slideName": "Printemps",
            "style": {
              "cssClasses": [],
              "margins": {},
              "mediaQueries": [],
              "paddings": {},
            },
            "type": "slide",
          },
          {
            "appearance": "poster",
            "background": {
              "backgroundType": "image",
              "desktopImage": "/media/wysiwyg/slides/sommeil.jpg",
              "enableParallax": false,
              "minHeight": "628px",
              "parallaxSpeed": 0.5,
              "parallaxType": "scroll",
            },
            "content": "<p>Retrouvez un sommeil réparateur</p>",
            "id": "b0-1",
            "overlayColor": "rgba(61, 39, 26, 0.3)",
            "showButton": "never",
            "showOverlay": "hover",
            "slideName": "Sommeil",
            "style": {
              "cssClasses": [],
              "margins": {},
              "mediaQueries": [],
              "paddings": {
                "bottom": "60px",
                "left": "40px",
                "right": "40px",
                "top": "60px",
              },
            },
            "type": "slide",
          },
        ],
        "fade": false,
        "id": "b0",
        "infinite": true,
        "showArrows": true,
        "showDots": true,
        "style": {
          "cssClasses": [],
          "margins": {},
          "mediaQueries": [
            {
              "media": "only screen and (max-width: 768px)",
              "style": {
                "min-height": "548px",
              },
            },
          ],
          "minHeight": "628px",
          "paddings": {},
        },
        "type": "slider",
      }
    `);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
  ])('reads the string %j as the boolean %s', (value, expected) => {
    const block = only(
      `<div data-content-type="slider" data-element="main" data-autoplay="${value}" data-fade="${value}" data-infinite-loop="${value}" data-show-arrows="${value}" data-show-dots="${value}"></div>`,
    );
    expect(
      block?.type === 'slider' && [
        block.autoplay,
        block.fade,
        block.infinite,
        block.showArrows,
        block.showDots,
      ],
    ).toEqual(Array(5).fill(expected));
  });

  it('refuses a block link without a usable identifier but keeps the button', () => {
    const block = only(
      '<div data-content-type="button-item" data-element="main"><a class="pagebuilder-button-link" href="javascript:alert(1)" data-link-type="block" data-element="link"><span data-element="link_text">Voir</span></a></div>',
    );
    expect(block?.type === 'button-item' && [block.text, block.buttonType, block.link]).toEqual([
      'Voir',
      'link',
      undefined,
    ]);
  });

  it('skips a button without text and a tab item without a name', () => {
    const { blocks, warnings } = parse(
      '<div data-content-type="button-item" data-element="main"><a href="/x" data-element="link"><span data-element="link_text"> </span></a></div><div data-content-type="tab-item" data-element="main"></div>',
    );
    expect(blocks).toEqual([]);
    expect(warnings.map((warning) => warning.detail)).toEqual([
      'a button needs a text',
      'a tab item needs a name',
    ]);
  });
});
