import {
  compact,
  oneOf,
  readBoolean,
  readJsonAttribute,
  readNumber,
  stringProperty,
} from './attributes.ts';
import { DEFAULT_PARALLAX_SPEED, PARALLAX_SPEED_RANGE } from './constants.ts';
import {
  isSafeCssValue,
  keptDeclarations,
  lastValues,
  type Declaration,
  type MediaRule,
} from './css.ts';
import type {
  BackgroundSettings,
  BoxSides,
  MediaQueryStyle,
  ParallaxType,
  StyleSettings,
  VerticalAlignment,
} from './settings.types.ts';
import { sanitizeResourceUrl, type UrlContext } from './url.ts';
import { parseVideoSource } from './video-source.ts';

/** A block element's effective style: its `style` attribute followed by its style-block rules. */
export interface ElementStyle {
  readonly declarations: readonly Declaration[];
  readonly media: readonly MediaRule[];
}

/** The safe value of a property, last declaration winning. */
export function cssValue(style: ElementStyle, property: string): string | undefined {
  const value = lastValues(style.declarations).get(property);
  return value !== undefined && isSafeCssValue(value) ? value : undefined;
}

const SIDES = ['top', 'right', 'bottom', 'left'] as const;

/** Expands `margin`/`padding` shorthands and longhands, in source order, into four sides. */
export function readBox(
  declarations: readonly Declaration[],
  property: 'margin' | 'padding',
): BoxSides {
  const sides: Record<string, string> = {};
  for (const [name, value] of declarations) {
    if (!isSafeCssValue(value)) continue;
    if (name === property) {
      const parts = value.split(' ');
      const [top, right = top, bottom = top, left = right] = parts;
      if (parts.length > 4 || top === undefined) continue;
      Object.assign(sides, { top, right, bottom, left });
    } else {
      const side = SIDES.find((candidate) => name === `${property}-${candidate}`);
      if (side !== undefined) sides[side] = value;
    }
  }
  return sides;
}

const STRUCTURAL_CLASS =
  /^(?:pagebuilder-|tab-align-|row-full-width-inner$|block-static-block$|widget$)/;
const SAFE_CLASS = /^-?[A-Za-z_][\w-]{0,63}$/;

/** Class names an author added; Page Builder's own structural classes are left out. */
export function readCssClasses(element: Element): string[] {
  return (element.getAttribute('class') ?? '')
    .split(/\s+/)
    .filter((name) => name !== '' && SAFE_CLASS.test(name) && !STRUCTURAL_CLASS.test(name));
}

/** The element's `@media` rules, reduced to the kept, safe declarations. */
export function readMediaQueries(style: ElementStyle): MediaQueryStyle[] {
  return style.media
    .map((rule) => ({ media: rule.media, style: keptDeclarations(rule.declarations) }))
    .filter((rule) => Object.keys(rule.style).length > 0);
}

/** The common settings (spec §3 "common") of an element. */
export function readStyleSettings(style: ElementStyle, classSource: Element): StyleSettings {
  return {
    ...compact({
      minHeight: cssValue(style, 'min-height'),
      backgroundColor: cssValue(style, 'background-color'),
      textAlign: cssValue(style, 'text-align'),
      border: cssValue(style, 'border-style'),
      borderColor: cssValue(style, 'border-color'),
      borderWidth: cssValue(style, 'border-width'),
      borderRadius: cssValue(style, 'border-radius'),
    }),
    margins: readBox(style.declarations, 'margin'),
    paddings: readBox(style.declarations, 'padding'),
    cssClasses: readCssClasses(classSource),
    mediaQueries: readMediaQueries(style),
  };
}

const JUSTIFY_TO_ALIGNMENT: Readonly<Record<string, VerticalAlignment>> = {
  'flex-start': 'top',
  start: 'top',
  center: 'middle',
  'flex-end': 'bottom',
  end: 'bottom',
};

/** Vertical alignment from `justify-content` (rows, columns and tab items are flex columns). */
export function readVerticalAlignment(style: ElementStyle): VerticalAlignment | undefined {
  const justify = cssValue(style, 'justify-content');
  return justify === undefined ? undefined : JUSTIFY_TO_ALIGNMENT[justify];
}

/** Parallax speed: 0.5 when absent or unreadable, clamped to [-1, 2]. */
export function readParallaxSpeed(value: string | null): number {
  const speed = readNumber(value) ?? DEFAULT_PARALLAX_SPEED;
  return Math.min(PARALLAX_SPEED_RANGE.max, Math.max(PARALLAX_SPEED_RANGE.min, speed));
}

const PARALLAX_TYPES: readonly ParallaxType[] = [
  'scroll',
  'scroll-opacity',
  'opacity',
  'scale',
  'scale-opacity',
];

/** What a background reader reports besides the settings. */
export interface BackgroundResult {
  readonly background: BackgroundSettings;
  /** Set when a background video was asked for but its source is not allowed. */
  readonly invalidVideoSource?: string;
}

/**
 * Background settings of `element` (the element carrying `data-background-images` and the video
 * attributes). `overlaySource` carries `data-video-overlay-color` when it is a child element.
 */
export function readBackground(
  element: Element,
  style: ElementStyle,
  url: UrlContext,
  overlaySource?: Element,
): BackgroundResult {
  const images = readJsonAttribute(element.getAttribute('data-background-images'));
  const image = (key: string): string | undefined => {
    const raw = stringProperty(images, key);
    return raw === undefined ? undefined : sanitizeResourceUrl(raw, url);
  };
  const wantsVideo = element.getAttribute('data-background-type') === 'video';
  const rawVideo = element.getAttribute('data-video-src');
  const source = wantsVideo ? parseVideoSource(rawVideo, url) : undefined;
  const overlay =
    element.getAttribute('data-video-overlay-color') ??
    overlaySource?.getAttribute('data-video-overlay-color') ??
    undefined;
  const fallback = element.getAttribute('data-video-fallback-src');
  const background: BackgroundSettings = compact({
    desktopImage: image('desktop_image'),
    mobileImage: image('mobile_image'),
    backgroundSize: cssValue(style, 'background-size'),
    backgroundPosition: cssValue(style, 'background-position'),
    backgroundAttachment: cssValue(style, 'background-attachment'),
    backgroundRepeat: cssValue(style, 'background-repeat'),
    backgroundType: source === undefined ? 'image' : 'video',
    enableParallax: readBoolean(element.getAttribute('data-enable-parallax')),
    parallaxSpeed: readParallaxSpeed(element.getAttribute('data-parallax-speed')),
    parallaxType: oneOf(element.getAttribute('data-parallax-type'), PARALLAX_TYPES, 'scroll'),
    video:
      source === undefined
        ? undefined
        : compact({
            source,
            fallbackSrc: fallback === null ? undefined : sanitizeResourceUrl(fallback, url),
            loop: readBoolean(element.getAttribute('data-video-loop')),
            playOnlyVisible: readBoolean(element.getAttribute('data-video-play-only-visible')),
            lazyLoading: readBoolean(element.getAttribute('data-video-lazy-load')),
            overlayColor:
              overlay !== undefined && overlay !== '' && isSafeCssValue(overlay)
                ? overlay
                : undefined,
          }),
  });
  return wantsVideo && source === undefined
    ? { background, invalidVideoSource: rawVideo ?? '' }
    : { background };
}
