/** Comprimés: a tall tube of effervescent tablets, its stopper in the range's colour. */
import type { Packaging } from './packaging.ts';
import { scatter } from './packaging.ts';
import { cylinderGradient } from './svg.ts';

export const tabletTube: Packaging = {
  id: 'tablet-tube',
  label: { x: 370, y: 330, w: 260, h: 500 },
  curved: true,
  radius: 3,
  body(colour) {
    return `<defs>${cylinderGradient('tt-body', '#e9ebec')}${cylinderGradient('tt-cap', colour)}</defs>
<rect x="370" y="250" width="260" height="640" rx="10" fill="url(#tt-body)"/>
<rect x="358" y="170" width="284" height="100" rx="14" fill="url(#tt-cap)"/>
<rect x="358" y="170" width="284" height="14" rx="7" fill="#fff" opacity="0.3"/>
<path d="M358 250 L642 250" stroke="#000" stroke-opacity="0.12" stroke-width="4"/>
<rect x="370" y="860" width="260" height="30" rx="8" fill="#000" opacity="0.06"/>`;
  },
  gloss: () => `<rect x="392" y="290" width="14" height="560" rx="7" fill="#fff" opacity="0.3"/>`,
  contents() {
    // Round white tablets with their score line, a few lying tilted.
    return scatter(
      (spot, index) =>
        `<g transform="rotate(${-spot.angle}) scale(1 ${index % 3 === 0 ? 0.55 : 0.72})"><ellipse cx="0" cy="14" rx="46" ry="44" fill="#000" opacity="0.1"/><circle r="46" fill="#f7f5f0"/><circle r="46" fill="none" stroke="#c8bfae" stroke-width="4"/><circle cx="-10" cy="-12" r="22" fill="#fff" opacity="0.6"/><line x1="-34" y1="0" x2="34" y2="0" stroke="#cfc8bb" stroke-width="4"/></g>`,
      7,
    );
  },
};
