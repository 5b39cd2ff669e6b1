/** Small SVG helpers shared by the pack drawings: escaping, word wrapping, colour shading. */

export const SANS = 'DejaVu Sans, Liberation Sans, sans-serif';
export const SERIF = 'DejaVu Serif, Liberation Serif, serif';
/** The ink of every label: a warm near-black, softer than pure black on cream. */
export const INK = '#2d1e14';
export const CREAM = '#fbf7f0';

/** A rectangle in the 1000 × 1000 drawing space. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Splits a text into lines of at most `width` characters (whole words; a longer word stays whole). */
export function wrap(text: string, width: number, maxLines = 3): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  // Cut text ends on an ellipsis rather than mid-sentence without a sign.
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[,.;:]?$/, '')}…`;
  return kept;
}

const channel = (hex: string, offset: number) => parseInt(hex.slice(offset, offset + 2), 16);

/** Mixes `hex` towards white (amount > 0) or black (amount < 0); amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const mix = Math.abs(amount);
  return `#${[1, 3, 5]
    .map((offset) => {
      const value = Math.round(channel(hex, offset) + (target - channel(hex, offset)) * mix);
      return value.toString(16).padStart(2, '0');
    })
    .join('')}`;
}

/** A horizontal gradient that shades a cylinder lit from the upper left. */
export function cylinderGradient(id: string, colour: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(colour, -0.16)}"/><stop offset="0.22" stop-color="${shade(colour, 0.12)}"/><stop offset="0.34" stop-color="${shade(colour, 0.3)}"/><stop offset="0.55" stop-color="${colour}"/><stop offset="1" stop-color="${shade(colour, -0.28)}"/></linearGradient>`;
}

/** Lines of text centred on `cx`, the first baseline at `y`. */
export function textLines(
  lines: readonly string[],
  cx: number,
  y: number,
  options: { size: number; weight?: string; fill?: string; family?: string; gap?: number },
): string {
  const step = options.size + (options.gap ?? Math.round(options.size * 0.22));
  return lines
    .map(
      (line, index) =>
        `<text x="${cx}" y="${y + index * step}" font-family="${options.family ?? SANS}" font-size="${options.size}"${options.weight ? ` font-weight="${options.weight}"` : ''} fill="${options.fill ?? INK}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
}

/** Characters of a sans font of `size` that fit in `width` px (DejaVu's average advance ≈ 0.6 em). */
export const charsIn = (width: number, size: number) =>
  Math.max(4, Math.floor(width / (size * 0.6)));
