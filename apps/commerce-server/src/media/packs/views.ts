/**
 * A product's pack in its three gallery views — front, back label with the composition, contents on
 * a plate — on one neutral backdrop lit from the upper left, so thumbnails read as one set.
 */
import { ampouleBox } from './ampoule-box.ts';
import { capsuleBottle } from './capsule-bottle.ts';
import { dropperBottle } from './dropper-bottle.ts';
import { gummyJar } from './gummy-jar.ts';
import { backLabel, frontLabel } from './label.ts';
import type { LabelText } from './label.ts';
import type { Packaging, PackagingId } from './packaging.ts';
import { pouch } from './pouch.ts';
import { tabletTube } from './tablet-tube.ts';

export type PackView = 'front' | 'back' | 'plate';

const PACKAGINGS: Record<PackagingId, Packaging> = {
  'capsule-bottle': capsuleBottle,
  'dropper-bottle': dropperBottle,
  'tablet-tube': tabletTube,
  pouch,
  'gummy-jar': gummyJar,
  'ampoule-box': ampouleBox,
};

/** The packaging of a catalogue form (the `form` attribute's label); capsules when unknown. */
export function packagingOf(form: string | undefined): PackagingId {
  switch ((form ?? '').toLowerCase()) {
    case 'gouttes':
    case 'spray':
      return 'dropper-bottle';
    case 'comprimés':
      return 'tablet-tube';
    case 'poudre':
      return 'pouch';
    case 'gummies':
      return 'gummy-jar';
    case 'ampoules':
      return 'ampoule-box';
    default:
      return 'capsule-bottle';
  }
}

/** The pack standing on the floor line, its label printed with the front or the back text. */
export function packDrawing(
  form: string | undefined,
  text: LabelText,
  side: 'front' | 'back' = 'front',
): string {
  const packaging = PACKAGINGS[packagingOf(form)];
  const options = { curved: packaging.curved, radius: packaging.radius };
  const label =
    side === 'back'
      ? backLabel(packaging.label, text, options)
      : frontLabel(packaging.label, text, options);
  return `${packaging.body(text.colour)}${label}${packaging.gloss(text.colour)}`;
}

/** The shared backdrop: warm neutral paper, a soft floor and the pack's blurred contact shadow. */
function backdrop(shadow: string): string {
  return `<defs><radialGradient id="bd" cx="0.38" cy="0.3" r="0.9"><stop offset="0" stop-color="#faf8f4"/><stop offset="0.7" stop-color="#efebe4"/><stop offset="1" stop-color="#e3ddd3"/></radialGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.05"/></linearGradient>
<filter id="soft" x="-30%" y="-200%" width="160%" height="500%"><feGaussianBlur stdDeviation="14"/></filter></defs>
<rect width="1000" height="1000" fill="url(#bd)"/><rect y="840" width="1000" height="160" fill="url(#floor)"/>${shadow}`;
}

const contactShadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx / 11)}" fill="#2d1e14" opacity="0.28" filter="url(#soft)"/><ellipse cx="${cx + 30}" cy="${cy}" rx="${rx * 1.1}" ry="${Math.round(rx / 6)}" fill="#2d1e14" opacity="0.08" filter="url(#soft)"/>`;

/** A plate seen from the front at a low angle, with the form's contents on it. */
function plate(packaging: Packaging, colour: string): string {
  return `<g transform="translate(560 760)">
<ellipse cx="10" cy="40" rx="345" ry="92" fill="#2d1e14" opacity="0.16" filter="url(#soft)"/>
<ellipse cx="0" cy="12" rx="340" ry="118" fill="#ded7cc"/>
<ellipse cx="0" cy="0" rx="340" ry="118" fill="#fdfcfa"/>
<ellipse cx="0" cy="4" rx="250" ry="80" fill="#f3efe9"/>
<ellipse cx="-60" cy="-40" rx="200" ry="36" fill="#fff" opacity="0.6"/>
<g transform="scale(1 0.9)">${packaging.contents(colour)}</g></g>`;
}

/** The 1000 × 1000 SVG of one view of a product's pack. */
export function packViewSvg(view: PackView, form: string | undefined, text: LabelText): string {
  const packaging = PACKAGINGS[packagingOf(form)];
  const open =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">';
  if (view === 'plate') {
    return `${open}${backdrop(contactShadow(296, 648, 130))}
<g transform="translate(-4 120) scale(0.6)">${packDrawing(form, text)}</g>${plate(packaging, text.colour)}</svg>`;
  }
  return `${open}${backdrop(contactShadow(500, 888, 230))}${packDrawing(form, text, view)}</svg>`;
}
