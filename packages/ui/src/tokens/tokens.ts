/**
 * Design tokens of the Orsalis look (spec §9), typed. `tokens.css` declares the same values as CSS
 * custom properties on `:root`; a test keeps the two files identical, so components style themselves
 * with `var(--…)` and scripts (image `sizes`, `matchMedia`, animation timers) read the same numbers
 * here. Names flatten as `group.camelKey` → `--group-kebab-key`.
 */

/** Raw palette: dark browns and creams, plus the semantic hues. Prefer the semantic `color` tokens. */
export const palette = {
  espresso: '#24170f',
  brown900: '#2f2016',
  brown800: '#3f2c1f',
  brown700: '#55402f',
  brown600: '#6b5343',
  brown400: '#a38b77',
  brown200: '#d8c7b3',
  cream50: '#fdfaf4',
  cream100: '#f8f1e5',
  cream200: '#f0e5d3',
  cream300: '#e4d5bf',
  white: '#ffffff',
  caramel: '#8a5424',
  green700: '#2d6a3e',
  green50: '#e9f3ea',
  red700: '#a52a21',
  red50: '#fbeceb',
  amber700: '#7d5100',
  amber50: '#fbf1dc',
  blue700: '#2c5673',
  blue50: '#e8f0f6',
} as const;

/** Semantic colours. Every `text`-like token has contrast ≥ 4.5:1 on `bg`, `surface` and `surfaceSunken`. */
export const color = {
  bg: palette.cream50,
  surface: palette.white,
  surfaceSunken: palette.cream100,
  surfaceStrong: palette.cream200,
  text: palette.brown900,
  textMuted: palette.brown600,
  textInverse: palette.cream50,
  border: palette.cream300,
  borderStrong: palette.brown400,
  primary: palette.brown900,
  primaryHover: palette.espresso,
  onPrimary: palette.cream50,
  accent: palette.caramel,
  focus: palette.caramel,
  positive: palette.green700,
  positiveBg: palette.green50,
  negative: palette.red700,
  negativeHover: '#87211a',
  negativeBg: palette.red50,
  warning: palette.amber700,
  warningBg: palette.amber50,
  info: palette.blue700,
  infoBg: palette.blue50,
  mask: 'rgb(36 23 15 / 0.48)',
  shimmerBase: palette.cream200,
  shimmerHighlight: palette.cream100,
} as const;

/** Type: a geometric sans stack that ends in system fonts; nothing is downloaded. */
export const font = {
  sans: "'Futura PT', Futura, 'Century Gothic', 'Avenir Next', Avenir, Montserrat, 'URW Gothic', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  sizeXs: '0.75rem',
  sizeSm: '0.875rem',
  sizeMd: '1rem',
  sizeLg: '1.125rem',
  sizeXl: '1.375rem',
  size2xl: '1.75rem',
  size3xl: '2.25rem',
  size4xl: '3rem',
  weightRegular: '400',
  weightMedium: '500',
  weightBold: '600',
  lineTight: '1.2',
  lineNormal: '1.5',
  trackingWide: '0.08em',
} as const;

/** Spacing scale in rem, from a 4 px step. */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '2.5rem',
  8: '3rem',
  9: '4rem',
  10: '6rem',
} as const;

/** Corner radii and elevation. */
export const radius = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const;

export const shadow = {
  raised: '0 1px 2px rgb(36 23 15 / 0.08), 0 2px 8px rgb(36 23 15 / 0.06)',
  floating: '0 8px 24px rgb(36 23 15 / 0.14), 0 2px 6px rgb(36 23 15 / 0.08)',
} as const;

/** Breakpoints of spec §9 in px (min-width). CSS media queries cannot read custom properties, so
 * module stylesheets write these numbers literally; a test checks they only use values listed here. */
export const breakpoint = {
  xs: 375,
  xsPlus: 475,
  sm: 640,
  md: 768,
  mdPlus: 800,
  dialog: 960,
  desktop: 1025,
  lgMinus: 1120,
  lg: 1280,
  xl: 1440,
  xlPlus: 1600,
  xxl: 1920,
} as const;

/** The rem breakpoints of spec §9: images, FAQ and tiles, image shimmer. */
export const breakpointRem = { image: '64rem', tile: '50rem', imageShimmer: '48rem' } as const;

/** Layer order of spec §9. */
export const layer = {
  foreground: 10,
  button: 20,
  header: 40,
  mask: 60,
  menu: 70,
  dialog: 80,
  toast: 90,
  overlay: 999,
} as const;

/** Animation durations of spec §9, in ms. */
export const duration = {
  short: 192,
  long: 384,
  dialogOpen: 224,
  dialogClose: 192,
  buttonIn: 256,
  buttonOut: 128,
  panel: 384,
  dropdown: 300,
  default: 384,
} as const;

export const easing = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  enter: 'cubic-bezier(0, 0, 0.2, 1)',
  exit: 'cubic-bezier(0.4, 0, 1, 1)',
} as const;

/** Layout sizes of spec §9. */
export const size = {
  maxWidth: '1440px',
  filterSidebar: '325px',
  modalWidth: '360px',
  modalMaxHeight: '90vh',
  sidePanel: '27.25rem',
  logoWidth: '158px',
  logoHeight: '64px',
  gutter: '1rem',
  gutterDesktop: '2.5rem',
  tapTarget: '44px',
} as const;

/** Every token group, keyed by its CSS custom property prefix. */
export const tokens = {
  palette,
  color,
  font,
  space,
  radius,
  shadow,
  breakpoint,
  breakpointRem,
  layer,
  duration,
  easing,
  size,
} as const;

/** Token groups whose numbers carry a unit in CSS. */
const cssUnits: Partial<Record<keyof typeof tokens, string>> = { breakpoint: 'px', duration: 'ms' };

/**
 * Flattens {@link tokens} into the custom properties `tokens.css` declares, e.g.
 * `{ '--color-text-muted': '#6b5343', '--duration-dialog-open': '224ms' }`.
 */
export function toCssVariables(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [group, values] of Object.entries(tokens) as [keyof typeof tokens, object][]) {
    for (const [key, value] of Object.entries(values) as [string, string | number][]) {
      const name = `--${group.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-${kebab(key)}`;
      out[name] = typeof value === 'number' ? `${value}${cssUnits[group] ?? ''}` : value;
    }
  }
  return out;
}

function kebab(key: string): string {
  return key.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase();
}
