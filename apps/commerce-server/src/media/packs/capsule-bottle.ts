/** Gélules: a white pill bottle with a ribbed screw cap in the range's colour. */
import type { Packaging } from './packaging.ts';
import { scatter } from './packaging.ts';
import { cylinderGradient, shade } from './svg.ts';

export const capsuleBottle: Packaging = {
  id: 'capsule-bottle',
  label: { x: 318, y: 440, w: 364, h: 370 },
  curved: true,
  radius: 4,
  body(colour) {
    const ribs = Array.from({ length: 22 }, (_, i) => 392 + i * 10.5)
      .map(
        (x) =>
          `<line x1="${x}" y1="210" x2="${x}" y2="300" stroke="#000" stroke-opacity="0.09" stroke-width="3"/>`,
      )
      .join('');
    return `<defs>${cylinderGradient('cb-body', '#f4f2ee')}${cylinderGradient('cb-cap', colour)}</defs>
<path d="M300 880 L300 400 Q300 352 350 340 L410 326 L410 300 L590 300 L590 326 L650 340 Q700 352 700 400 L700 880 Q700 890 690 890 L310 890 Q300 890 300 880 Z" fill="url(#cb-body)"/>
<rect x="410" y="300" width="180" height="26" fill="${shade('#f4f2ee', -0.12)}"/>
<rect x="380" y="200" width="240" height="104" rx="12" fill="url(#cb-cap)"/>${ribs}
<rect x="380" y="200" width="240" height="14" rx="7" fill="#fff" opacity="0.25"/>`;
  },
  gloss: () => `<rect x="352" y="360" width="18" height="500" rx="9" fill="#fff" opacity="0.28"/>`,
  contents(colour) {
    // Two-tone capsules: one half in the range's colour, the other a pale shell.
    return scatter(
      () =>
        `<ellipse cx="0" cy="14" rx="40" ry="8" fill="#000" opacity="0.12"/><path d="M-42 0 A14 14 0 0 1 -28 -14 L0 -14 L0 14 L-28 14 A14 14 0 0 1 -42 0 Z" fill="${colour}"/><path d="M0 -14 L28 -14 A14 14 0 0 1 28 14 L0 14 Z" fill="#f6efe2"/><rect x="-36" y="-10" width="64" height="5" rx="2.5" fill="#fff" opacity="0.45"/>`,
    );
  },
};
