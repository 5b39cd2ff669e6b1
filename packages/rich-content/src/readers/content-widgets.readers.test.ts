import { describe, expect, it } from 'vitest';
import { only } from './readers.test-utils.ts';
import {
  BLOCK_FIXTURE,
  DYNAMIC_BLOCK_FIXTURE,
  PRODUCTS_CAROUSEL_FIXTURE,
  PRODUCTS_GRID_FIXTURE,
} from '../testing/index.ts';

describe('content blocks that hold other content', () => {
  it('parses a CMS block’s rendered content, including its own style block', () => {
    expect(only(BLOCK_FIXTURE)).toMatchInlineSnapshot(`
      {
        "appearance": "default",
        "children": [
          {
            "appearance": "full-bleed",
            "background": {
              "backgroundType": "image",
              "enableParallax": false,
              "parallaxSpeed": 0.5,
              "parallaxType": "scroll",
            },
            "children": [
              {
                "appearance": "default",
                "content": "<p>-10 % sur votre première commande avec le code BIENVENUE</p>",
                "id": "b0-0-0",
                "style": {
                  "cssClasses": [],
                  "margins": {},
                  "mediaQueries": [],
                  "paddings": {},
                  "textAlign": "center",
                },
                "type": "text",
              },
            ],
            "id": "b0-0",
            "style": {
              "cssClasses": [],
              "margins": {},
              "mediaQueries": [],
              "paddings": {},
            },
            "type": "row",
          },
        ],
        "id": "b0",
        "style": {
          "cssClasses": [],
          "margins": {},
          "mediaQueries": [],
          "paddings": {},
        },
        "type": "block",
      }
    `);
  });

  it('turns a CMS block of plain HTML into an html child', () => {
    const block = only(
      '<div data-content-type="block" data-element="main"><div class="widget block block-static-block"><p>Promo <b>été</b></p></div></div>',
    );
    expect(block?.type === 'block' && block.children).toEqual([
      {
        type: 'html',
        id: 'b0-0',
        appearance: 'default',
        style: { margins: {}, paddings: {}, cssClasses: [], mediaQueries: [] },
        content: '<div class="widget block block-static-block"><p>Promo <b>été</b></p></div>',
      },
    ]);
  });

  it('reads a dynamic block’s uids, display mode and inline display', () => {
    expect(only(DYNAMIC_BLOCK_FIXTURE)).toMatchInlineSnapshot(`
      {
        "appearance": "default",
        "displayInline": true,
        "displayMode": "fixed",
        "id": "b0",
        "style": {
          "cssClasses": [],
          "margins": {},
          "mediaQueries": [],
          "paddings": {},
        },
        "type": "dynamic_block",
        "uids": [
          "MQ==",
          "Mg==",
        ],
      }
    `);
  });

  it('reads products in carousel appearance: unique path names, SKUs and carousel settings', () => {
    expect(only(PRODUCTS_CAROUSEL_FIXTURE)).toMatchInlineSnapshot(`
      {
        "appearance": "carousel",
        "carousel": {
          "arrows": true,
          "autoplay": true,
          "autoplaySpeed": 4000,
          "carouselMode": "continuous",
          "centerPadding": "90px",
          "dots": false,
          "infinite": false,
        },
        "id": "b0",
        "pathNames": [
          "/magnesium-marin.html",
          "/vitamine-d3.html",
        ],
        "skus": [
          "ORS-MAG-60",
          "ORS-D3-30",
        ],
        "style": {
          "cssClasses": [],
          "margins": {},
          "mediaQueries": [],
          "paddings": {},
        },
        "type": "products",
      }
    `);
  });

  it('reads products in grid appearance without carousel settings', () => {
    const block = only(PRODUCTS_GRID_FIXTURE);
    expect(
      block?.type === 'products' && [block.appearance, block.pathNames, block.carousel],
    ).toEqual(['grid', ['/omega-3-marin.html'], undefined]);
  });
});
