import { describe, expect, it } from 'vitest';
import { expectConsole } from '@vitrine/test-harness';
import { only, parse } from './readers.test-utils.ts';
import {
  BANNER_FIXTURE,
  DIVIDER_FIXTURE,
  FAQ_FIXTURE,
  HEADING_FIXTURE,
  HTML_DECODED_FIXTURE,
  HTML_FIXTURE,
  IMAGE_FIXTURE,
  TEXT_FIXTURE,
} from '../testing/index.ts';

describe('content blocks', () => {
  it('sanitises and rewrites rich text', () => {
    expect(only(TEXT_FIXTURE)).toMatchInlineSnapshot(`
      {
        "appearance": "default",
        "content": "<h3>Pourquoi le magnésium ?</h3><p>Le <strong>magnésium marin</strong> contribue à réduire la fatigue. <a href="/magnesium-marin.html" data-internal-link="">Voir le produit</a>, <a href="https://www.anses.fr/fr" target="_blank" rel="noopener noreferrer">avis de l'Anses</a>, <a href="/guide-conseils.pdf">guide PDF</a>.</p><p><img src="/media/wysiwyg/conseils/magnesium.jpg" alt="Gélules de magnésium" width="640" height="480" loading="lazy" decoding="async"></p>",
        "id": "b0",
        "style": {
          "border": "none",
          "cssClasses": [],
          "margins": {
            "bottom": "0",
            "left": "0",
            "right": "0",
            "top": "0",
          },
          "mediaQueries": [],
          "paddings": {
            "bottom": "20px",
            "left": "0",
            "right": "0",
            "top": "0",
          },
          "textAlign": "left",
        },
        "type": "text",
      }
    `);
  });

  it('reads a heading’s level and text from its own element', () => {
    expect(only(HEADING_FIXTURE)).toMatchInlineSnapshot(`
      {
        "appearance": "default",
        "id": "b0",
        "level": 2,
        "style": {
          "border": "none",
          "borderRadius": "0",
          "borderWidth": "1px",
          "cssClasses": [
            "orsalis-title",
          ],
          "margins": {},
          "mediaQueries": [],
          "paddings": {},
          "textAlign": "center",
        },
        "text": "Nos best-sellers",
        "type": "heading",
      }
    `);
  });

  it('reads the divider line’s width, colour and thickness', () => {
    expect(only(DIVIDER_FIXTURE)).toMatchInlineSnapshot(`
      {
        "appearance": "default",
        "color": "#3d271a",
        "id": "b0",
        "style": {
          "cssClasses": [],
          "margins": {
            "bottom": "10px",
            "left": "0",
            "right": "0",
            "top": "10px",
          },
          "mediaQueries": [],
          "paddings": {},
        },
        "thickness": "2px",
        "type": "divider",
        "width": "60%",
      }
    `);
  });

  it('unescapes an html block, keeps allowed embeds and drops script and foreign iframes', () => {
    const block = only(HTML_FIXTURE);
    expect(block?.type === 'html' && block.content).toMatchInlineSnapshot(
      `"<blockquote class="citation">Notre mission : des formules simples et tracées.</blockquote><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="315" loading="lazy" referrerpolicy="strict-origin-when-cross-origin" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"></iframe>"`,
    );
  });

  it('uses a decoded html block as it is, sanitised', () => {
    const block = only(HTML_DECODED_FIXTURE);
    expect(block?.type === 'html' && block.content).toBe('<p>Déjà décodé <a>piège</a></p>');
  });

  it('reads an image’s renditions, dimensions, link and caption', () => {
    expect(only(IMAGE_FIXTURE)).toMatchInlineSnapshot(`
      {
        "altText": "Flacon de vitamine D3",
        "appearance": "full-width",
        "caption": "La vitamine D3 d'origine végétale",
        "desktopImage": {
          "height": 720,
          "ratio": 1.7778,
          "src": "/media/wysiwyg/home/vitamine-d3.jpg",
          "width": 1280,
        },
        "id": "b0",
        "imageStyle": {
          "border": "solid",
          "borderColor": "#e8dccb",
          "borderRadius": "8px",
          "borderWidth": "1px",
        },
        "link": {
          "href": "/vitamine-d3.html",
          "internal": true,
          "linkType": "product",
          "openInNewTab": false,
        },
        "mobileImage": {
          "height": 800,
          "ratio": 0.8,
          "src": "/media/wysiwyg/home/vitamine-d3-mobile.jpg",
          "width": 640,
        },
        "style": {
          "cssClasses": [],
          "margins": {
            "bottom": "20px",
            "left": "0",
            "right": "0",
            "top": "0",
          },
          "mediaQueries": [],
          "paddings": {},
          "textAlign": "center",
        },
        "title": "Vitamine D3",
        "type": "image",
      }
    `);
  });

  it('reads a poster banner: content, legal text, link, button, overlay and wrapper background', () => {
    expect(only(BANNER_FIXTURE)).toMatchInlineSnapshot(`
      {
        "appearance": "poster",
        "background": {
          "backgroundAttachment": "scroll",
          "backgroundColor": "#f5efe6",
          "backgroundPosition": "left top",
          "backgroundRepeat": "no-repeat",
          "backgroundSize": "cover",
          "backgroundType": "image",
          "desktopImage": "/media/wysiwyg/banners/hiver.jpg",
          "enableParallax": false,
          "minHeight": "300px",
          "mobileImage": "/media/wysiwyg/banners/hiver-mobile.jpg",
          "parallaxSpeed": 0.5,
          "parallaxType": "scroll",
        },
        "buttonText": "Découvrir",
        "buttonType": "secondary",
        "content": "<h2>Passez l'hiver en forme</h2><p>Notre sélection immunité.</p>",
        "id": "b0",
        "legal": "<p>Offre valable jusqu'au 31/01, dans la limite des stocks.</p>",
        "link": {
          "href": "/immunite.html",
          "internal": true,
          "linkType": "category",
          "openInNewTab": false,
        },
        "overlayColor": "rgba(245, 239, 230, 0.6)",
        "showButton": "hover",
        "showOverlay": "always",
        "style": {
          "border": "none",
          "borderRadius": "0",
          "cssClasses": [],
          "margins": {},
          "mediaQueries": [],
          "paddings": {
            "bottom": "40px",
            "left": "40px",
            "right": "40px",
            "top": "40px",
          },
        },
        "type": "banner",
      }
    `);
  });

  it('reads FAQ items and skips one without a question, with a warning', () => {
    const invalid =
      '<div data-content-type="faq-item" data-element="main"><div data-element="question"> </div><div data-element="answer">r</div></div>';
    const { blocks, warnings } = parse(
      FAQ_FIXTURE.replace('</div></div></div>', `</div></div>${invalid}</div>`),
    );
    expect(blocks).toMatchInlineSnapshot(`
      [
        {
          "appearance": "default",
          "children": [
            {
              "answer": "<p>Le matin, au cours du repas, avec un grand verre d'eau.</p>",
              "appearance": "default",
              "id": "b0-0",
              "image": {
                "alt": "Gélules",
                "src": "/media/wysiwyg/faq/gelules.jpg",
              },
              "question": "Quand prendre mes gélules ?",
              "style": {
                "cssClasses": [],
                "margins": {},
                "mediaQueries": [],
                "paddings": {},
              },
              "type": "faq-item",
            },
            {
              "answer": "<p>Oui, sous 3 à 5 jours ouvrés.</p>",
              "appearance": "default",
              "id": "b0-1",
              "question": "Livrez-vous en Corse ?",
              "style": {
                "cssClasses": [],
                "margins": {},
                "mediaQueries": [],
                "paddings": {},
              },
              "type": "faq-item",
            },
          ],
          "id": "b0",
          "style": {
            "cssClasses": [],
            "margins": {},
            "mediaQueries": [],
            "paddings": {},
          },
          "type": "faq",
        },
      ]
    `);
    expect(warnings).toEqual([
      { code: 'invalid-settings', contentType: 'faq-item', detail: 'a FAQ item needs a question' },
    ]);
  });

  it('skips a block whose settings cannot be read, and only that block', () => {
    const { blocks, warnings } = parse(
      `<div data-content-type="map" data-locations="{not json" data-element="main"></div><div data-content-type="image" data-element="main"><img src="javascript:alert(1)"></div>${HEADING_FIXTURE}`,
    );
    expect(blocks.map((block) => block.type)).toEqual(['heading']);
    expect(warnings.map((warning) => [warning.contentType, warning.code])).toEqual([
      ['map', 'invalid-settings'],
      ['image', 'invalid-settings'],
    ]);
  });

  it('does not log anything itself: warnings are data the renderer logs', () => {
    const warn = expectConsole('warn');
    parse('<div data-content-type="countdown"></div>');
    expect(warn.calls).toEqual([]);
  });
});
