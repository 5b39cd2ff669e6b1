/**
 * Draws the catalogue's images as SVG (no downloaded assets): product packs — a bottle, a jar, a
 * tub or a box with a coloured label carrying the product name — and banners for CMS and categories.
 */

export interface AssetSpec {
  /** `backdrop`: a banner without words, for Page Builder banners and slides that overlay their own text. */
  kind: 'pack' | 'pack-back' | 'banner' | 'backdrop';
  name?: string;
  title?: string;
  subtitle?: string;
  colour?: string;
  form?: string;
  brand?: string;
  variant?: string;
}

/** Pixel size of the drawn originals. */
export const PACK_SIZE = 1000;
export const BANNER_SIZE = { width: 1600, height: 700 } as const;

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Splits a label into lines of at most `width` characters (whole words). */
export function wrap(text: string, width: number, maxLines = 3): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, maxLines);
}

const colourOf = (spec: AssetSpec) =>
  /^#[0-9a-f]{6}$/i.test(spec.colour ?? '') ? (spec.colour as string) : '#3b7ea1';

function container(
  form: string | undefined,
  colour: string,
): { body: string; label: { x: number; y: number; w: number; h: number } } {
  switch (form) {
    case 'Poudre':
      return {
        body: `<rect x="230" y="260" width="540" height="600" rx="60" fill="#f4f1ea" stroke="#d8d0c0" stroke-width="6"/><rect x="210" y="200" width="580" height="110" rx="30" fill="${colour}"/>`,
        label: { x: 250, y: 380, w: 500, h: 360 },
      };
    case 'Ampoules':
      return {
        body: `<rect x="200" y="220" width="600" height="640" rx="24" fill="#faf7f2" stroke="#d8d0c0" stroke-width="6"/><path d="M200 300 L800 300" stroke="${colour}" stroke-width="14"/>`,
        label: { x: 240, y: 380, w: 520, h: 360 },
      };
    case 'Gummies':
      return {
        body: `<rect x="250" y="280" width="500" height="580" rx="90" fill="#fff8ef" stroke="#e5d6bf" stroke-width="6"/><rect x="280" y="190" width="440" height="120" rx="28" fill="${colour}"/>${[0, 1, 2, 3].map((i) => `<circle cx="${330 + i * 110}" cy="800" r="28" fill="${colour}" opacity="0.55"/>`).join('')}`,
        label: { x: 280, y: 380, w: 440, h: 340 },
      };
    default:
      return {
        body: `<path d="M330 300 Q330 250 380 240 L620 240 Q670 250 670 300 L700 360 L700 860 Q700 890 670 890 L330 890 Q300 890 300 860 L300 360 Z" fill="#fbfaf7" stroke="#d8d0c0" stroke-width="6"/><rect x="360" y="140" width="280" height="110" rx="18" fill="${colour}"/>`,
        label: { x: 300, y: 430, w: 400, h: 340 },
      };
  }
}

function packSvg(spec: AssetSpec): string {
  const colour = colourOf(spec);
  const { body, label } = container(spec.form, colour);
  const lines = wrap(spec.name ?? 'Orsalis', 16);
  const nameSize = lines.some((line) => line.length > 12) ? 40 : 48;
  const text = lines
    .map(
      (line, index) =>
        `<text x="${label.x + label.w / 2}" y="${label.y + 150 + index * (nameSize + 8)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${nameSize}" font-weight="bold" fill="#2d1e14" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const back = spec.kind === 'pack-back';
  const details = back
    ? `<text x="${label.x + label.w / 2}" y="${label.y + 300}" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#2d1e14" text-anchor="middle">Conseils d’utilisation au dos</text>`
    : `<text x="${label.x + label.w / 2}" y="${label.y + 300}" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#2d1e14" text-anchor="middle">${escapeXml([spec.subtitle, spec.variant].filter(Boolean).join(' · '))}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PACK_SIZE}" height="${PACK_SIZE}" viewBox="0 0 1000 1000">
<rect width="1000" height="1000" fill="#f6efe6"/><ellipse cx="500" cy="905" rx="300" ry="28" fill="#000" opacity="0.08"/>${body}
<rect x="${label.x}" y="${label.y}" width="${label.w}" height="${label.h}" rx="16" fill="${back ? '#fffdf8' : colour}" opacity="${back ? 1 : 0.18}"/>
<rect x="${label.x}" y="${label.y}" width="${label.w}" height="70" rx="16" fill="${colour}"/>
<text x="${label.x + label.w / 2}" y="${label.y + 48}" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="bold" fill="#ffffff" text-anchor="middle" letter-spacing="4">${escapeXml((spec.brand ?? 'Orsalis').toUpperCase())}</text>
${text}${details}</svg>`;
}

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
  return packSvg(spec);
}
