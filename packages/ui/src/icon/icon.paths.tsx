import type { ReactElement } from 'react';

/*
 * The icon set: 24 × 24, 1.5 px strokes in currentColor, round caps — drawn for this brand, light
 * and geometric like the type. Each entry is the SVG content inside the viewBox.
 */
const circle = (cx: number, cy: number, r: number) => <circle cx={cx} cy={cy} r={r} />;

export const iconPaths = {
  'chevron-down': <path d="M6 9l6 6 6-6" />,
  'chevron-up': <path d="M6 15l6-6 6 6" />,
  'chevron-left': <path d="M15 6l-6 6 6 6" />,
  'chevron-right': <path d="M9 6l6 6-6 6" />,
  'arrow-left': <path d="M19 12H5M11 6l-6 6 6 6" />,
  'arrow-right': <path d="M5 12h14M13 6l6 6-6 6" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  search: (
    <>
      {circle(11, 11, 6.5)}
      <path d="M16 16l4.5 4.5" />
    </>
  ),
  user: (
    <>
      {circle(12, 8, 4)}
      <path d="M4.5 20c1.2-3.8 4.1-5.5 7.5-5.5s6.3 1.7 7.5 5.5" />
    </>
  ),
  heart: (
    <path d="M12 19.5S4.5 15 4.5 9.6A3.9 3.9 0 0112 7.6a3.9 3.9 0 017.5 2c0 5.4-7.5 9.9-7.5 9.9z" />
  ),
  bag: <path d="M5 8h14l-1 12H6L5 8zM9 8V6.5a3 3 0 016 0V8" />,
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  info: (
    <>
      {circle(12, 12, 9)}
      <path d="M12 11v5.5M12 7.5v.5" />
    </>
  ),
  error: (
    <>
      {circle(12, 12, 9)}
      <path d="M12 7v6M12 16.5v.5" />
    </>
  ),
  warning: <path d="M12 3.5l9.5 16.5h-19L12 3.5zM12 10v4.5M12 17.5v.5" />,
  success: (
    <>
      {circle(12, 12, 9)}
      <path d="M8 12.5l3 3 5-6" />
    </>
  ),
  eye: (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      {circle(12, 12, 3)}
    </>
  ),
  'eye-off': (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      {circle(12, 12, 3)}
      <path d="M4 4l16 16" />
    </>
  ),
  star: <path d="M12 3.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z" />,
  phone: (
    <path d="M6.5 3.5h3l1.5 4.5-2 1.5a11 11 0 006 6l1.5-2 4.5 1.5v3a2 2 0 01-2 2A16.5 16.5 0 014.5 5.5a2 2 0 012-2z" />
  ),
  mail: (
    <>
      <rect x={3} y={5.5} width={18} height={13} rx={2} />
      <path d="M3.5 7l8.5 6.5L20.5 7" />
    </>
  ),
  wifi: <path d="M2.5 9a14 14 0 0119 0M5.5 12.5a9.5 9.5 0 0113 0M8.5 16a5 5 0 017 0M12 19.5v.01" />,
  'wifi-off': (
    <path d="M2.5 9a14 14 0 0119 0M5.5 12.5a9.5 9.5 0 0113 0M8.5 16a5 5 0 017 0M12 19.5v.01M3 3l18 18" />
  ),
  filter: <path d="M4 6h16M7 12h10M10 18h4" />,
  home: <path d="M3.5 11L12 4l8.5 7M6 9.5V20h12V9.5" />,
  clock: (
    <>
      {circle(12, 12, 9)}
      <path d="M12 7v5l3 2" />
    </>
  ),
  pause: <path d="M9 6v12M15 6v12" />,
  play: <path d="M8 5.5v13l10.5-6.5L8 5.5z" />,
  refresh: <path d="M19.5 12a7.5 7.5 0 11-2.2-5.3M19.5 4.5v4h-4" />,
} satisfies Record<string, ReactElement>;

/** Names of the icons in the set. */
export type IconName = keyof typeof iconPaths;
