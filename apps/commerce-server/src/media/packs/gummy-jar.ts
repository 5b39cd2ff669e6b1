/** Gummies: a wide white jar with a lid in the range's colour. */
import type { Packaging } from './packaging.ts';
import { scatter } from './packaging.ts';
import { cylinderGradient, shade } from './svg.ts';

export const gummyJar: Packaging = {
  id: 'gummy-jar',
  label: { x: 282, y: 470, w: 436, h: 330 },
  curved: true,
  radius: 6,
  body(colour) {
    return `<defs>${cylinderGradient('gj-body', '#f6f3ee')}${cylinderGradient('gj-lid', colour)}</defs>
<path d="M262 420 Q262 380 300 376 L700 376 Q738 380 738 420 L738 840 Q738 890 688 890 L312 890 Q262 890 262 840 Z" fill="url(#gj-body)"/>
<rect x="282" y="262" width="436" height="126" rx="18" fill="url(#gj-lid)"/>
<rect x="282" y="262" width="436" height="16" rx="8" fill="#fff" opacity="0.28"/>
<rect x="282" y="366" width="436" height="12" fill="#000" opacity="0.1"/>`;
  },
  gloss: () => `<rect x="296" y="420" width="16" height="420" rx="8" fill="#fff" opacity="0.3"/>`,
  contents(colour) {
    // Sugar-coated gummies in three shades of the range's colour.
    const tones = [colour, shade(colour, 0.3), shade(colour, -0.18)];
    return scatter(
      (_, index) =>
        `<ellipse cx="0" cy="22" rx="38" ry="10" fill="#000" opacity="0.12"/><path d="M-34 10 Q-40 -26 0 -30 Q40 -26 34 10 Q30 26 0 26 Q-30 26 -34 10 Z" fill="${tones[index % 3]}"/><path d="M-20 -12 Q-8 -24 12 -20" stroke="#fff" stroke-opacity="0.55" stroke-width="7" fill="none" stroke-linecap="round"/>${[-14, 4, 18, -4].map((x, i) => `<circle cx="${x}" cy="${(i % 2) * 12}" r="2.5" fill="#fff" opacity="0.7"/>`).join('')}`,
    );
  },
};
