/** Gouttes: an amber glass bottle with a dropper cap, its collar in the range's colour. */
import type { Packaging } from './packaging.ts';
import { scatter } from './packaging.ts';
import { cylinderGradient, shade } from './svg.ts';

export const dropperBottle: Packaging = {
  id: 'dropper-bottle',
  label: { x: 338, y: 505, w: 324, h: 345 },
  curved: true,
  radius: 6,
  body(colour) {
    return `<defs>${cylinderGradient('db-glass', '#9a5a22')}${cylinderGradient('db-collar', colour)}${cylinderGradient('db-bulb', '#3a302b')}</defs>
<path d="M320 880 L320 500 Q320 450 370 440 L440 428 L440 392 L560 392 L560 428 L630 440 Q680 450 680 500 L680 880 Q680 892 668 892 L332 892 Q320 892 320 880 Z" fill="url(#db-glass)"/>
<rect x="425" y="330" width="150" height="72" rx="8" fill="url(#db-collar)"/>
<rect x="425" y="330" width="150" height="10" rx="5" fill="#fff" opacity="0.3"/>
<path d="M455 334 L455 230 Q455 170 500 170 Q545 170 545 230 L545 334 Z" fill="url(#db-bulb)"/>
<path d="M470 320 L470 240 Q470 200 492 190" stroke="#fff" stroke-opacity="0.22" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  },
  gloss: () =>
    `<rect x="345" y="470" width="16" height="390" rx="8" fill="#fff" opacity="0.3"/><rect x="640" y="480" width="8" height="380" rx="4" fill="#fff" opacity="0.14"/>`,
  contents(colour) {
    // Drops of the liquid, and the pipette laid beside them.
    const drop = (scale: number) =>
      `<g transform="scale(${scale})"><ellipse cx="0" cy="20" rx="24" ry="6" fill="#000" opacity="0.1"/><path d="M0 -26 C10 -10 22 2 22 12 A22 18 0 0 1 -22 12 C-22 2 -10 -10 0 -26 Z" fill="${shade('#d9a441', 0.1)}" opacity="0.85"/><ellipse cx="-7" cy="6" rx="5" ry="8" fill="#fff" opacity="0.7"/></g>`;
    const drops = scatter(
      (_, index) =>
        `<g transform="rotate(${-[20, -35, 60, -10, 80, 5, -60][index]!})">${drop(0.8 + (index % 3) * 0.2)}</g>`,
      7,
    );
    return `<g transform="translate(-40 -10)">${drops}</g>
<g transform="translate(150 10) rotate(-18)"><rect x="-110" y="-9" width="150" height="18" rx="9" fill="#e8e2da" opacity="0.9"/><rect x="40" y="-22" width="40" height="44" rx="6" fill="${colour}"/><path d="M80 -18 Q140 -18 140 0 Q140 18 80 18 Z" fill="#3a302b"/></g>`;
  },
};
