import fc from 'fast-check';
import { BLOCK_READERS } from '../readers/index.ts';

const HOSTILE_VALUES = [
  '',
  'true',
  'false',
  '1',
  '0',
  '0.5',
  '3.5',
  '-7',
  'NaN',
  'abc',
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '"><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://vimeo.com/76979871',
  'https://evil.example/x.mp4',
  '/media/video/a.mp4',
  'https://www.orsalis.fr/omega-3.html',
  '/media/wysiwyg/a.jpg',
  '{\\"desktop_image\\":\\"/media/a.jpg\\",\\"mobile_image\\":\\"javascript:alert(1)\\"}',
  '{"desktop_image":"https://cdn.example.com/a.jpg"}',
  '{not json',
  '[{"position":{"latitude":45.7,"longitude":4.8},"location_name":"Lyon"}]',
  '[{"position":{"latitude":"x"}}]',
  'rgba(0, 0, 0, 0.5)',
  'url(https://tracker.example/p.gif)',
  'min-height:300px;padding:10px 20px;justify-content:center',
  'display:none',
  'background-color:red;position:fixed;width:expression(alert(1))',
  'pagebuilder-button-secondary extra-class',
  'tab-align-right',
  '_blank',
  'block',
  'category',
  'MQ==,Mg==',
  'cdn',
  'P1',
];

const ATTRIBUTE_NAMES = [
  'data-appearance',
  'data-element',
  'data-enable-parallax',
  'data-parallax-speed',
  'data-parallax-type',
  'data-background-images',
  'data-background-type',
  'data-video-src',
  'data-video-loop',
  'data-video-fallback-src',
  'data-video-overlay-color',
  'style',
  'data-pb-style',
  'class',
  'href',
  'src',
  'target',
  'data-link-type',
  'data-block-identifier',
  'data-show-button',
  'data-show-overlay',
  'data-overlay-color',
  'data-uids',
  'data-locations',
  'data-api-key',
  'data-script-url',
  'data-tab-name',
  'data-active-tab',
  'data-autoplay',
  'data-autoplay-speed',
  'data-same-width',
  'data-decoded',
  'data-grid-size',
  'onclick',
];

const ROLES = [
  'main',
  'inner',
  'wrapper',
  'overlay',
  'content',
  'link',
  'button',
  'question',
  'answer',
  'navigation',
  'video',
  'line',
  'desktop_image',
  'mobile_image',
  'link_text',
  'legal',
  'empty_link',
];

const FRAGMENTS = [
  'Bonjour',
  '<p>Texte <strong>gras</strong></p>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="https://www.orsalis.fr/x.html" target="_blank">y</a>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
  '<script>alert(1)</script>',
  '<style>#html-body [data-pb-style=P1]{display:none}</style>',
  '<svg><g/onload=alert(2)//<p>',
  '<h2>Titre</h2>',
  '<ul class="tabs-navigation" data-element="navigation"><li><span class="tab-title">Onglet</span></li></ul>',
  '<a class="product-item-link" href="/p.html">p</a>',
];

const TAGS = [
  'div',
  'div',
  'div',
  'figure',
  'h2',
  'a',
  'span',
  'hr',
  'img',
  'iframe',
  'video',
  'ul',
  'li',
  'button',
];

const CONTENT_TYPES = [...Object.keys(BLOCK_READERS), 'countdown', 'ROW', ''];

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

const attributes = fc
  .array(
    fc.tuple(
      fc.constantFrom(...ATTRIBUTE_NAMES, 'data-element'),
      fc.constantFrom(...HOSTILE_VALUES, ...ROLES),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => pairs.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join(''));

const styleBlock = fc
  .array(fc.tuple(fc.constantFrom('P1', 'P2', 'A1'), fc.constantFrom(...HOSTILE_VALUES)), {
    maxLength: 3,
  })
  .map((rules) =>
    rules.length === 0
      ? ''
      : `<style>${rules.map(([id, css]) => `#html-body [data-pb-style=${id}]{${css}}`).join('')}</style>`,
  );

/**
 * Page Builder-shaped markup: nested elements with random content types, roles, hostile attribute
 * values, rich-text fragments and style blocks. Used to check that the parser never fails on an
 * internal error, never lets executable content through, and gives the same tree on every DOM.
 */
export const pageBuilderMarkup: fc.Arbitrary<string> = fc
  .tuple(
    styleBlock,
    fc.letrec<{ node: string }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constantFrom(...FRAGMENTS),
        fc
          .tuple(
            fc.constantFrom(...TAGS),
            fc.option(fc.constantFrom(...CONTENT_TYPES)),
            attributes,
            fc.array(tie('node'), { maxLength: 3 }),
          )
          .map(([tag, type, attrs, children]) => {
            const typeAttribute = type === null ? '' : ` data-content-type="${type}"`;
            return `<${tag}${typeAttribute}${attrs}>${children.join('')}</${tag}>`;
          }),
      ),
    })).node,
  )
  .map(([styles, body]) => `${styles}${body}`);

/** Markup-like strings built from HTML and script tokens, closer to hand-made attacks than random text. */
export const htmlTokenSoup: fc.Arbitrary<string> = fc
  .array(
    fc.constantFrom(
      '<',
      '>',
      '</',
      '/>',
      '"',
      "'",
      '=',
      ' ',
      'a',
      'img',
      'svg',
      'math',
      'style',
      'script',
      'iframe',
      'noscript',
      'template',
      'src',
      'href',
      'onerror',
      'onload',
      'javascript:',
      'alert(1)',
      'data-content-type',
      'row',
      'text',
      '&lt;',
      '&#x09;',
      '<!--',
      '-->',
      '<![CDATA[',
      ']]>',
      'x',
      'li',
      'button',
      'select',
      'table',
      'td',
      'p',
      'form',
      'object',
      'style="',
      'position:fixed',
    ),
    { maxLength: 40 },
  )
  .map((tokens) => tokens.join(''));
