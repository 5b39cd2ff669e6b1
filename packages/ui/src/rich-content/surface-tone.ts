/**
 * Which text colour reads on an author's colour (decision 045). Page Builder lets authors lay text
 * over a background colour or an overlay without choosing a text colour; the renderers pick the
 * brand's cream or brown, whichever contrasts more, so text never sits dark on dark.
 */

import styles from './rich-content.module.css';

/** `dark`: cream text reads on it; `light`: brown text does. */
export type SurfaceTone = 'dark' | 'light';

/** The class that sets the text colours (and the buttons' and links') for a tone. */
export const TONE_CLASS: Readonly<Record<SurfaceTone, string | undefined>> = {
  dark: styles.onDark,
  light: styles.onLight,
};

/** The brand's text colours (tokens `--color-text` and `--color-text-inverse`). */
const BROWN_TEXT = [0x2f, 0x20, 0x16] as const;
const CREAM_TEXT = [0xfd, 0xfa, 0xf4] as const;
/** Below this opacity a colour tints what is behind it rather than replacing it: no decision. */
const MIN_DECISIVE_ALPHA = 0.3;

type Rgba = readonly [number, number, number, number];

function channel(value: string): number | undefined {
  const number = value.endsWith('%') ? (Number(value.slice(0, -1)) * 255) / 100 : Number(value);
  return Number.isFinite(number) && number >= 0 && number <= 255 ? number : undefined;
}

function alphaOf(value: string | undefined): number | undefined {
  if (value === undefined) return 1;
  const number = value.endsWith('%') ? Number(value.slice(0, -1)) / 100 : Number(value);
  return Number.isFinite(number) && number >= 0 && number <= 1 ? number : undefined;
}

/** `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()` and `rgba()` (comma or space syntax). */
export function parseColour(css: string): Rgba | undefined {
  const value = css.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex !== undefined) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const parts = [0, 2, 4, 6].map((index) => parseInt(full.slice(index, index + 2) || 'ff', 16));
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, (parts[3] ?? 255) / 255];
  }
  const functional = /^rgba?\(\s*([^)]*)\)$/.exec(value)?.[1];
  if (functional === undefined) return undefined;
  const [colours, alpha] = functional.includes('/')
    ? [functional.split('/')[0] ?? '', functional.split('/')[1]?.trim()]
    : [functional, undefined];
  const parts = colours
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const [r, g, b, commaAlpha] = parts;
  if (r === undefined || g === undefined || b === undefined || parts.length > 4) return undefined;
  const rgb = [channel(r), channel(g), channel(b)];
  const a = alphaOf(alpha ?? commaAlpha);
  if (rgb.some((part) => part === undefined) || a === undefined) return undefined;
  return [rgb[0] ?? 0, rgb[1] ?? 0, rgb[2] ?? 0, a];
}

function luminance([r, g, b]: readonly number[]): number {
  const linear = (value = 0) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The tone of a CSS colour: `dark` when cream text contrasts more with it than brown text does.
 * `undefined` when the colour is unreadable or too transparent to decide (it only tints an image).
 */
export function surfaceTone(css: string | undefined): SurfaceTone | undefined {
  if (css === undefined) return undefined;
  const colour = parseColour(css);
  if (colour === undefined || colour[3] < MIN_DECISIVE_ALPHA) return undefined;
  return contrast(colour, CREAM_TEXT) > contrast(colour, BROWN_TEXT) ? 'dark' : 'light';
}

/**
 * The tone of a row, column or tab item: its video's overlay colour, else its background colour
 * when no image or video covers it (an image's own tones are unknown: the author's choice stands).
 */
export function backgroundTone(
  background: {
    readonly desktopImage?: string;
    readonly mobileImage?: string;
    readonly video?: { readonly overlayColor?: string };
  },
  backgroundColor: string | undefined,
): SurfaceTone | undefined {
  if (background.video !== undefined) return surfaceTone(background.video.overlayColor);
  if (background.desktopImage !== undefined || background.mobileImage !== undefined)
    return undefined;
  return surfaceTone(backgroundColor);
}
