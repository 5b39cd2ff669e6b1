/** Poudre: a stand-up pouch (doypack) in the range's colour, zip seal and tear notch on top. */
import type { Packaging } from './packaging.ts';
import { shade } from './svg.ts';

export const pouch: Packaging = {
  id: 'pouch',
  label: { x: 318, y: 380, w: 364, h: 400 },
  curved: false,
  radius: 14,
  body(colour) {
    const ridges = Array.from({ length: 4 }, (_, i) => 238 + i * 9)
      .map(
        (y) =>
          `<line x1="268" y1="${y}" x2="732" y2="${y}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`,
      )
      .join('');
    return `<defs><linearGradient id="po-body" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(colour, -0.2)}"/><stop offset="0.3" stop-color="${shade(colour, 0.14)}"/><stop offset="0.6" stop-color="${colour}"/><stop offset="1" stop-color="${shade(colour, -0.3)}"/></linearGradient>
<linearGradient id="po-fold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient></defs>
<path d="M262 210 L738 210 L742 300 Q770 600 752 860 Q750 890 720 890 L280 890 Q250 890 248 860 Q230 600 258 300 Z" fill="url(#po-body)"/>
<path d="M250 800 Q500 850 750 800 L752 860 Q750 890 720 890 L280 890 Q250 890 248 860 Z" fill="url(#po-fold)"/>
${ridges}<path d="M262 210 L738 210 L739 225 L261 225 Z" fill="#fff" opacity="0.2"/>
<path d="M738 262 L722 270 L738 278 Z" fill="#f3ece1"/>`;
  },
  gloss: () =>
    `<path d="M292 320 Q280 600 292 840" stroke="#fff" stroke-opacity="0.22" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  contents(colour) {
    // A mound of powder with a measuring scoop, lightly tinted by the flavour's colour.
    const tint = shade(colour, 0.78);
    return `<ellipse cx="-40" cy="30" rx="190" ry="46" fill="#000" opacity="0.08"/>
<path d="M-220 30 Q-170 -40 -60 -70 Q-20 -80 20 -68 Q120 -40 150 30 Q-40 56 -220 30 Z" fill="${tint}"/>
<path d="M-160 0 Q-100 -50 -40 -62 Q-60 -30 -120 6 Z" fill="#fff" opacity="0.55"/>
${[-180, -120, 90, 130, 170].map((x, i) => `<circle cx="${x}" cy="${36 + (i % 2) * 10}" r="${4 + (i % 3)}" fill="${tint}"/>`).join('')}
<g transform="translate(170 -10) rotate(-12)"><ellipse cx="0" cy="0" rx="62" ry="30" fill="#f7f5f1" stroke="#ddd6ca" stroke-width="4"/><ellipse cx="0" cy="-4" rx="48" ry="18" fill="${tint}"/><rect x="58" y="-8" width="120" height="16" rx="8" fill="#f7f5f1" stroke="#ddd6ca" stroke-width="3"/></g>`;
  },
};
