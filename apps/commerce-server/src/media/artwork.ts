/**
 * Draws the catalogue's images as SVG (no downloaded assets): product packs (packs/: one packaging
 * per form, in three views) and banners and scenes for CMS and categories.
 */
import { escapeXml, wrap } from './packs/svg.ts';
import type { LabelText } from './packs/label.ts';
import { packDrawing, packViewSvg } from './packs/views.ts';

export interface AssetSpec {
  /**
   * `backdrop`: a banner without words, for Page Builder banners and slides that overlay their own
   * text. `scene`: a still life for image blocks (a pack before an arch, with the `motif`'s props).
   */
  kind: 'pack' | 'pack-back' | 'pack-plate' | 'banner' | 'backdrop' | 'scene';
  /** What a scene shows: `sleep` (moon and stars), `delivery` (a parcel). */
  motif?: 'sleep' | 'delivery';
  name?: string;
  title?: string;
  subtitle?: string;
  colour?: string;
  form?: string;
  brand?: string;
  variant?: string;
  /** The pack's count or net quantity printed on the label ("60 gélules", "300 g"). */
  keyLine?: string;
  /** The back label's composition and usage. */
  ingredients?: string;
  dosage?: string;
}

/**
 * Bumped whenever the drawings change: the media cache keys carry it, so a cache directory kept
 * across deployments never serves the previous drawings.
 */
export const ARTWORK_VERSION = 3;

/** Pixel size of the drawn originals. */
export const PACK_SIZE = 1000;
export const BANNER_SIZE = { width: 1600, height: 700 } as const;
export const SCENE_SIZE = { width: 1200, height: 900 } as const;

const colourOf = (spec: AssetSpec) =>
  /^#[0-9a-f]{6}$/i.test(spec.colour ?? '') ? (spec.colour as string) : '#3b7ea1';

/** What the pack's labels print, from the asset's spec. */
function labelText(spec: AssetSpec): LabelText {
  return {
    name: spec.name ?? 'Orsalis',
    brand: spec.brand ?? 'Orsalis',
    colour: colourOf(spec),
    ...(spec.keyLine ? { keyLine: spec.keyLine } : {}),
    ...(spec.variant ? { variant: spec.variant } : {}),
    ...(spec.ingredients ? { ingredients: spec.ingredients } : {}),
    ...(spec.dosage ? { dosage: spec.dosage } : {}),
  };
}

const PACK_VIEWS = { pack: 'front', 'pack-back': 'back', 'pack-plate': 'plate' } as const;

function bannerSvg(spec: AssetSpec): string {
  const colour = colourOf(spec);
  const lines = wrap(spec.title ?? 'Maison Orsalis', 22, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_SIZE.width}" height="${BANNER_SIZE.height}" viewBox="0 0 1600 700">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#2d1e14"/></linearGradient></defs>
<rect width="1600" height="700" fill="url(#g)"/><circle cx="1300" cy="350" r="260" fill="#ffffff" opacity="0.12"/><circle cx="1380" cy="250" r="120" fill="#f6efe6" opacity="0.25"/>
${lines.map((line, index) => `<text x="120" y="${320 + index * 90}" font-family="DejaVu Serif, serif" font-size="76" fill="#f6efe6">${escapeXml(line)}</text>`).join('')}
<text x="120" y="560" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#f6efe6" letter-spacing="6">MAISON ORSALIS</text></svg>`;
}

/** A wordless banner: the gradient with soft botanical shapes, so text laid over it stays legible. */
function backdropSvg(spec: AssetSpec): string {
  const colour = colourOf(spec);
  const leaf = (x: number, y: number, scale: number, angle: number, opacity: number) =>
    `<path transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})" d="M0 0 C40 -60 120 -60 160 0 C120 60 40 60 0 0 Z M0 0 L160 0" fill="#f6efe6" stroke="#f6efe6" stroke-width="2" opacity="${opacity}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_SIZE.width}" height="${BANNER_SIZE.height}" viewBox="0 0 1600 700">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#2d1e14"/></linearGradient></defs>
<rect width="1600" height="700" fill="url(#g)"/><circle cx="1300" cy="350" r="260" fill="#ffffff" opacity="0.10"/><circle cx="1380" cy="250" r="120" fill="#f6efe6" opacity="0.18"/>
${leaf(1120, 520, 1.6, -35, 0.22)}${leaf(1250, 180, 1.1, 20, 0.18)}${leaf(1420, 560, 0.9, -70, 0.15)}${leaf(980, 200, 0.8, 60, 0.12)}</svg>`;
}

/** SVG source of an asset. */
export function assetSvg(spec: AssetSpec): string {
  if (spec.kind === 'banner') return bannerSvg(spec);
  if (spec.kind === 'backdrop') return backdropSvg(spec);
  if (spec.kind === 'scene') return sceneSvg(spec);
  return packViewSvg(PACK_VIEWS[spec.kind], spec.form, labelText(spec));
}

/** A sprig of leaves from (x, y), leaning by `angle` degrees. */
function sprig(x: number, y: number, angle: number, scale: number): string {
  const leaf = (t: number, side: number) =>
    `<path transform="translate(0 ${-t}) rotate(${side * 38}) scale(${0.9 - t / 900})" d="M0 0 C18 -22 58 -26 86 -4 C58 14 20 14 0 0 Z" fill="#7d8b6a"/>`;
  const leaves = [60, 120, 180, 240].map((t, index) => leaf(t, index % 2 === 0 ? 1 : -1)).join('');
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})"><path d="M0 0 Q6 -150 0 -300" stroke="#6b7a58" stroke-width="5" fill="none"/>${leaves}<path transform="translate(0 -300) rotate(-90)" d="M0 0 C18 -22 58 -26 86 -4 C58 14 20 14 0 0 Z" fill="#7d8b6a"/></g>`;
}

/** A four-pointed star of radius `r`. */
const star = (x: number, y: number, r: number) =>
  `<path d="M${x} ${y - r} Q${x} ${y} ${x + r} ${y} Q${x} ${y} ${x} ${y + r} Q${x} ${y} ${x - r} ${y} Q${x} ${y} ${x} ${y - r} Z" fill="#f6efe6"/>`;

function sleepProps(): string {
  return `<mask id="crescent"><rect width="1200" height="900" fill="#fff"/><circle cx="668" cy="250" r="56" fill="#000"/></mask><circle cx="640" cy="270" r="62" fill="#f6efe6" mask="url(#crescent)"/>${star(520, 220, 16)}${star(760, 330, 12)}${star(560, 360, 9)}${star(720, 190, 8)}`;
}

function deliveryProps(colour: string): string {
  // A kraft parcel beside the pack, its tape in the brand colour.
  return `<g transform="translate(700 560)"><path d="M0 60 L180 0 L300 50 L120 110 Z" fill="#d9b98f"/><path d="M0 60 L120 110 L120 240 L0 190 Z" fill="#c49a6c"/><path d="M120 110 L300 50 L300 180 L120 240 Z" fill="#b38758"/><path d="M60 85 L240 25 L262 34 L82 94 Z" fill="${colour}"/><path d="M190 86 L212 79 L212 209 L190 216 Z" fill="${colour}" opacity="0.9"/></g>`;
}

/**
 * A still life for image blocks: a pack standing before an arch of the motif's colour on the
 * brand's cream, with leaves and the motif's props. No words but the pack's label.
 */
function sceneSvg(spec: AssetSpec): string {
  const colour = colourOf(spec);
  const props = spec.motif === 'delivery' ? deliveryProps(colour) : sleepProps();
  // The pack is drawn at half size: 200 px wide, its base on the floor line (y 790).
  const packX = spec.motif === 'delivery' ? 290 : 350;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_SIZE.width}" height="${SCENE_SIZE.height}" viewBox="0 0 1200 900">
<defs><linearGradient id="arch" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#2d1e14" stop-opacity="0.85"/></linearGradient></defs>
<rect width="1200" height="900" fill="#f3ebdf"/><rect y="760" width="1200" height="140" fill="#eadfce"/>
<path d="M360 780 V330 A240 240 0 0 1 840 330 V780 Z" fill="url(#arch)"/>${props}
${sprig(300, 790, -18, 1)}${spec.motif === 'delivery' ? sprig(1080, 790, 14, 0.7) : sprig(930, 790, 16, 0.8)}
<ellipse cx="${packX + 250}" cy="792" rx="150" ry="14" fill="#2d1e14" opacity="0.14"/>
<g transform="translate(${packX} 345) scale(0.5)">${packDrawing(spec.form, labelText(spec))}</g></svg>`;
}
