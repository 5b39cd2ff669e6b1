/** Ampoules: a carton box of drinkable ampoules, seen three-quarter, with one ampoule before it. */
import type { Packaging } from './packaging.ts';
import { scatter } from './packaging.ts';
import { shade } from './svg.ts';

const ampoule = (fill: string) =>
  `<ellipse cx="0" cy="16" rx="70" ry="8" fill="#000" opacity="0.1"/><path d="M-70 -12 L40 -12 Q54 -12 60 -6 L76 -6 L76 6 L60 6 Q54 12 40 12 L-70 12 Q-80 12 -80 0 Q-80 -12 -70 -12 Z" fill="${fill}" opacity="0.9"/><rect x="-70" y="-8" width="100" height="5" rx="2.5" fill="#fff" opacity="0.5"/>`;

export const ampouleBox: Packaging = {
  id: 'ampoule-box',
  label: { x: 272, y: 330, w: 366, h: 470 },
  curved: false,
  radius: 2,
  body(colour) {
    return `<path d="M660 300 L740 250 L740 840 L660 890 Z" fill="${shade(colour, -0.3)}"/>
<path d="M250 300 L330 250 L740 250 L660 300 Z" fill="${shade(colour, 0.25)}"/>
<rect x="250" y="300" width="410" height="590" fill="${colour}"/>`;
  },
  gloss: () => `<path d="M250 300 L660 300 L660 312 L250 312 Z" fill="#fff" opacity="0.25"/>`,
  contents() {
    return scatter(() => ampoule('#c98a2e'), 5);
  },
};
