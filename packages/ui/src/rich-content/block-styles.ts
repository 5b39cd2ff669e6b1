import type {
  BackgroundSettings,
  BoxSides,
  ImageUrlResolver,
  RichContentBlock,
  StyleSettings,
} from '@vitrine/rich-content';
import {
  BACKGROUND_WIDTH,
  IMAGE_QUALITY,
  MOBILE_MEDIA_QUERY,
  PARALLAX_IMAGE_SCALE,
  servedWidth,
} from './rich-content.constants.ts';

/**
 * The scoped style sheet of a rich-content tree. Page Builder settings (including their `@media`
 * variants and desktop/mobile background images) become one `<style>` of class rules rather than
 * inline styles: media queries cannot be inline, and CSS answers them identically on the server and
 * in the browser, so there is no `matchMedia` flash after hydration. Every value was validated by the
 * parser (no way out of a declaration); URLs are written as escaped CSS strings.
 */

/** The class of a block in a scope (one scope per rendered tree). */
export function blockClass(scope: string, id: string): string {
  return `rc-${scope}-${id}`;
}

type Declarations = (readonly [string, string | undefined])[];

function rule(selector: string, declarations: Declarations): string {
  const body = declarations
    .filter(
      (entry): entry is readonly [string, string] => entry[1] !== undefined && entry[1] !== '',
    )
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
  return body === '' ? '' : `${selector}{${body}}`;
}

function box(property: 'margin' | 'padding', sides: BoxSides): Declarations {
  return (['top', 'right', 'bottom', 'left'] as const).map((side) => [
    `${property}-${side}`,
    sides[side],
  ]);
}

function borderDeclarations(style: StyleSettings): Declarations {
  return [
    ['border-style', style.border],
    ['border-color', style.borderColor],
    ['border-width', style.borderWidth],
    ['border-radius', style.borderRadius],
  ];
}

function styleDeclarations(style: StyleSettings): Declarations {
  return [
    ['min-height', style.minHeight],
    ['background-color', style.backgroundColor],
    ['text-align', style.textAlign],
    ...borderDeclarations(style),
    ...box('margin', style.margins),
    ...box('padding', style.paddings),
  ];
}

/**
 * A banner's settings belong to three elements, as in Page Builder: margins and alignment on the
 * block, the border around the background (the wrapper), and the paddings inside it (the overlay
 * box), so the backdrop reaches the banner's edges and the text keeps its distance from them.
 */
function bannerRules(selector: string, style: StyleSettings): string[] {
  return [
    rule(selector, [
      ['min-height', style.minHeight],
      ['background-color', style.backgroundColor],
      ['text-align', style.textAlign],
      ...box('margin', style.margins),
    ]),
    rule(`${selector}-wrapper`, [
      ...borderDeclarations(style),
      ['overflow', style.borderRadius === undefined ? undefined : 'hidden'],
    ]),
    rule(`${selector}-box`, box('padding', style.paddings)),
  ];
}

/** A URL as a CSS string: quotes, backslashes, angle brackets and line breaks escaped. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\<>\n\r\f]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}")`;
}

/** The URL of a background image at a width, through the image helper when there is one. */
export function backgroundImageUrl(
  src: string,
  width: number,
  resolve: ImageUrlResolver | undefined,
): string {
  return resolve === undefined
    ? src
    : resolve(src, { type: 'image-wysiwyg', quality: IMAGE_QUALITY, width, fit: 'cover' });
}

/**
 * The URLs a block's background draws: the desktop image (at every width when there is no mobile
 * one) and the mobile image (at or below {@link MOBILE_MEDIA_QUERY}). Parallax images are requested
 * larger, as they are drawn.
 */
export function backgroundImageUrls(
  background: BackgroundSettings,
  resolve: ImageUrlResolver | undefined,
): { desktop?: string; mobile?: string } {
  const scale = background.enableParallax ? PARALLAX_IMAGE_SCALE : 1;
  const url = (src: string | undefined, width: number) =>
    src === undefined ? undefined : backgroundImageUrl(src, servedWidth(width * scale), resolve);
  const desktop = url(background.desktopImage, BACKGROUND_WIDTH.desktop);
  const mobile = url(background.mobileImage, BACKGROUND_WIDTH.mobile);
  return {
    ...(desktop === undefined ? {} : { desktop }),
    ...(mobile === undefined ? {} : { mobile }),
  };
}

function backgroundRules(
  selector: string,
  background: BackgroundSettings,
  resolve: ImageUrlResolver | undefined,
  extra: Declarations = [],
): string[] {
  const urls = backgroundImageUrls(background, resolve);
  const image = (url: string | undefined) => (url === undefined ? undefined : cssUrl(url));
  const rules = [
    rule(selector, [
      ...extra,
      ['background-image', image(urls.desktop)],
      ['background-size', background.backgroundSize],
      ['background-position', background.backgroundPosition],
      [
        'background-attachment',
        background.enableParallax ? undefined : background.backgroundAttachment,
      ],
      ['background-repeat', background.backgroundRepeat],
    ]),
  ];
  const mobile = image(urls.mobile);
  if (mobile !== undefined)
    rules.push(`@media ${MOBILE_MEDIA_QUERY}{${rule(selector, [['background-image', mobile]])}}`);
  return rules;
}

/**
 * Page Builder's video box is inline content of its main element, placed by the main element's
 * `text-align` within the row; ours is a block, so the alignment (and its `@media` variants) becomes
 * the box's side margins. Without one the box stays centred.
 */
const VIDEO_PLACEMENT: Readonly<Record<string, readonly [string, string]>> = {
  left: ['0', 'auto'],
  start: ['0', 'auto'],
  justify: ['0', 'auto'],
  center: ['auto', 'auto'],
  right: ['auto', '0'],
  end: ['auto', '0'],
};

function videoPlacement(textAlign: string | undefined): Declarations {
  const sides = textAlign === undefined ? undefined : VIDEO_PLACEMENT[textAlign];
  return sides === undefined
    ? []
    : [
        ['margin-left', sides[0]],
        ['margin-right', sides[1]],
      ];
}

function videoInnerRules(
  selector: string,
  maxWidth: string | undefined,
  style: StyleSettings,
): string[] {
  return [
    rule(selector, [['max-width', maxWidth], ...videoPlacement(style.textAlign)]),
    ...style.mediaQueries.map((query) => {
      const body = rule(selector, videoPlacement(query.style['text-align']));
      return body === '' ? '' : `@media ${query.media}{${body}}`;
    }),
  ];
}

function mediaRules(selector: string, style: StyleSettings): string[] {
  return style.mediaQueries.map((query) => {
    const body = rule(selector, Object.entries(query.style));
    return body === '' ? '' : `@media ${query.media}{${body}}`;
  });
}

function blockRules(
  block: RichContentBlock,
  scope: string,
  resolve: ImageUrlResolver | undefined,
): string[] {
  const selector = `.${blockClass(scope, block.id)}`;
  const rules =
    block.type === 'banner' || block.type === 'slide'
      ? bannerRules(selector, block.style)
      : [rule(selector, styleDeclarations(block.style))];
  switch (block.type) {
    case 'row':
    case 'tab-item':
      rules.push(...backgroundRules(`${selector}-bg`, block.background, resolve));
      break;
    case 'column':
      rules.push(
        rule(selector, [['width', block.width]]),
        `@media ${MOBILE_MEDIA_QUERY}{${selector}{width:100%}}`,
      );
      rules.push(...backgroundRules(`${selector}-bg`, block.background, resolve));
      break;
    case 'banner':
    case 'slide':
      rules.push(
        ...backgroundRules(`${selector}-bg`, block.background, resolve, [
          ['background-color', block.background.backgroundColor],
        ]),
        rule(`${selector}-box`, [['min-height', block.background.minHeight]]),
      );
      break;
    case 'image':
      rules.push(
        rule(`${selector}-img`, [
          ['border-style', block.imageStyle.border],
          ['border-color', block.imageStyle.borderColor],
          ['border-width', block.imageStyle.borderWidth],
          ['border-radius', block.imageStyle.borderRadius],
        ]),
      );
      break;
    case 'divider':
      rules.push(
        rule(`${selector}-line`, [
          ['width', block.width],
          ['border-top-color', block.color],
          ['border-top-width', block.thickness],
        ]),
      );
      break;
    case 'tabs':
      rules.push(
        rule(`${selector}-content`, styleDeclarations(block.contentStyle)),
        ...mediaRules(`${selector}-content`, block.contentStyle),
      );
      break;
    case 'video':
      rules.push(...videoInnerRules(`${selector}-inner`, block.maxWidth, block.style));
      break;
    case 'map':
      rules.push(rule(`${selector}-frame`, [['height', block.height]]));
      break;
    default:
      break;
  }
  // Author media rules come last so they override the block's own mobile defaults.
  rules.push(...mediaRules(selector, block.style));
  if ('children' in block)
    for (const child of block.children) rules.push(...blockRules(child, scope, resolve));
  return rules;
}

/** The style sheet text for `blocks`, scoped to `scope`. */
export function richContentStyleSheet(
  blocks: readonly RichContentBlock[],
  scope: string,
  resolve?: ImageUrlResolver,
): string {
  return blocks
    .flatMap((block) => blockRules(block, scope, resolve))
    .filter((text) => text !== '')
    .join('\n');
}
