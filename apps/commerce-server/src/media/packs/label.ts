/**
 * The labels every pack carries, drawn into the box its packaging gives: the front (brand, product
 * name, key line, "Complément alimentaire") and the back (composition, usage, net quantity, a
 * barcode). Shared by every form so the range reads as one brand.
 */
import type { Box } from './svg.ts';
import { CREAM, INK, SERIF, charsIn, escapeXml, shade, textLines, wrap } from './svg.ts';

/** What a label prints; the seed stores it in the asset's spec. */
export interface LabelText {
  name: string;
  brand: string;
  colour: string;
  /** The pack's count or net quantity, e.g. "60 gélules", "300 g". */
  keyLine?: string;
  /** A configurable variant's value (flavour, cure length). */
  variant?: string;
  ingredients?: string;
  dosage?: string;
}

/** Darkens the edges of a label on a round container, so it follows the curve. */
function curveShading(id: string, box: Box, radius: number): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="0.18" stop-color="#000" stop-opacity="0.02"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.42" stop-color="#fff" stop-opacity="0"/><stop offset="0.8" stop-color="#000" stop-opacity="0.04"/><stop offset="1" stop-color="#000" stop-opacity="0.26"/></linearGradient><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="${radius}" fill="url(#${id})"/>`;
}

/** A small brand emblem: a leaf in a ring, in the range's colour. */
function emblem(cx: number, cy: number, r: number, colour: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-width="${Math.max(1.5, r / 9)}"/><path transform="translate(${cx} ${cy}) rotate(-40) scale(${r / 40})" d="M-24 0 C-12 -18 12 -18 24 0 C12 18 -12 18 -24 0 Z M-24 0 L20 0" fill="${colour}" stroke="${CREAM}" stroke-width="2"/>`;
}

/** The name's font size and lines: as large as fits `width` and `height`, at most three lines. */
function fitName(name: string, width: number, height: number, max: number) {
  for (let size = max; size > 14; size -= 2) {
    // Wrapped without a cut: the whole name must fit before a smaller size is tried.
    const lines = wrap(name, charsIn(width, size), 99);
    const widest = Math.max(...lines.map((line) => line.length));
    if (lines.length <= 3 && widest * size * 0.62 <= width && lines.length * size * 1.2 <= height)
      return { size, lines };
  }
  return { size: 14, lines: wrap(name, charsIn(width, 14), 3) };
}

export function frontLabel(
  box: Box,
  text: LabelText,
  options: { curved: boolean; radius?: number },
): string {
  const { x, y, w, h } = box;
  const cx = x + w / 2;
  const radius = options.radius ?? 10;
  const inner = w * 0.84;
  const unit = Math.min(w, h);
  const pad = h * 0.06;
  // Top down: emblem, brand; bottom up: "Complément alimentaire", the key line's band; the name
  // takes the room between, centred.
  const emblemR = unit * 0.045;
  const emblemY = y + pad + emblemR;
  const brandSize = Math.round(Math.min(w * 0.07, h * 0.075));
  const brandY = emblemY + emblemR + brandSize * 1.15;
  const small = Math.max(13, Math.round(unit * 0.045));
  const footY = y + h - pad * 0.9;
  const bandH = Math.round(h * 0.1);
  const bandY = footY - small * 1.5 - bandH;
  const variantSize = Math.round(small * 1.15);
  const top = brandY + brandSize * 0.6;
  const bottom = bandY - (text.variant ? variantSize * 1.8 : brandSize * 0.5);
  const name = fitName(text.name, inner, bottom - top, Math.round(w * 0.12));
  const blockH = name.lines.length * name.size * 1.2;
  const nameY = top + (bottom - top - blockH) / 2 + name.size * 0.95;
  const keySize = Math.min(
    Math.round(bandH * 0.42),
    Math.floor(inner / (Math.max(1, (text.keyLine ?? '').length) * 0.7)),
  );
  const variant = text.variant
    ? textLines([text.variant], cx, bandY - variantSize * 0.7, {
        size: variantSize,
        weight: 'bold',
        fill: shade(text.colour, -0.35),
      })
    : '';
  return `<g>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="${CREAM}"/>
<rect x="${x + w * 0.04}" y="${y + h * 0.03}" width="${w * 0.92}" height="${h * 0.94}" rx="${Math.max(4, radius - 4)}" fill="none" stroke="${text.colour}" stroke-width="${Math.max(1.5, w / 180)}" opacity="0.55"/>
${emblem(cx, emblemY, emblemR, text.colour)}
<text x="${cx}" y="${brandY}" font-family="${SERIF}" font-size="${brandSize}" fill="${shade(text.colour, -0.3)}" text-anchor="middle" letter-spacing="${brandSize * 0.28}">${escapeXml(text.brand.toUpperCase())}</text>
${textLines(name.lines, cx, nameY, { size: name.size, weight: 'bold', fill: INK, gap: Math.round(name.size * 0.2) })}
${variant}
<rect x="${x}" y="${bandY}" width="${w}" height="${bandH}" fill="${text.colour}"/>
${text.keyLine ? textLines([text.keyLine.toUpperCase()], cx, bandY + bandH / 2 + keySize * 0.36, { size: keySize, weight: 'bold', fill: '#ffffff' }) : ''}
${textLines(['Complément alimentaire'], cx, footY, { size: small, fill: INK })}
${options.curved ? curveShading(`curve-${Math.round(x)}-${Math.round(y)}`, box, radius) : ''}
</g>`;
}

/** Deterministic bars from the product name: a plausible EAN look, not a real code. */
function barcode(x: number, y: number, w: number, h: number, seed: string): string {
  let hash = 7;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const bars: string[] = [];
  const unit = w / 95;
  for (let i = 0; i < 95; i++) {
    hash = (hash * 1103515245 + 12345) >>> 0;
    const guard = i < 3 || i > 91 || (i >= 46 && i <= 48);
    if (guard ? i % 2 === 0 : hash % 3 === 0)
      bars.push(
        `<rect x="${(x + i * unit).toFixed(1)}" y="${y}" width="${unit.toFixed(2)}" height="${guard ? h + 6 : h}" fill="${INK}"/>`,
      );
  }
  return `<rect x="${x - 6}" y="${y - 6}" width="${w + 12}" height="${h + 18}" fill="#ffffff"/>${bars.join('')}`;
}

export function backLabel(
  box: Box,
  text: LabelText,
  options: { curved: boolean; radius?: number },
): string {
  const { x, y, w, h } = box;
  const cx = x + w / 2;
  const radius = options.radius ?? 10;
  const inner = w * 0.86;
  const body = Math.max(13, Math.min(20, Math.round(Math.min(w * 0.046, h * 0.05))));
  const heading = Math.round(body * 1.12);
  const perLine = charsIn(inner, body * 0.95);
  const parts: string[] = [];
  let cursor = y + h * 0.13;
  const section = (title: string, content: string | undefined, maxLines: number) => {
    if (!content) return;
    parts.push(
      textLines([title], cx, cursor, {
        size: heading,
        weight: 'bold',
        fill: shade(text.colour, -0.35),
      }),
    );
    cursor += heading * 1.35;
    const lines = wrap(content, perLine, maxLines);
    parts.push(
      textLines(lines, cx, cursor, { size: body, fill: INK, gap: Math.round(body * 0.3) }),
    );
    cursor += lines.length * body * 1.3 + heading * 0.6;
  };
  // The ingredients get the room they need; the usage what is left above the barcode.
  const room = (y + h * 0.75 - cursor) / (body * 1.3);
  section('Composition', text.ingredients, Math.max(2, Math.min(7, Math.floor(room * 0.62))));
  section(
    'Conseils d’utilisation',
    text.dosage,
    Math.max(1, Math.floor((y + h * 0.75 - cursor - heading * 1.35) / (body * 1.3))),
  );
  const footer = [text.keyLine ? `Contenu : ${text.keyLine}` : '', 'Fabriqué en France']
    .filter(Boolean)
    .join(' · ');
  const barW = Math.min(w * 0.6, 220);
  return `<g>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="${CREAM}"/>
<rect x="${x}" y="${y}" width="${w}" height="${h * 0.06}" fill="${text.colour}"/>
${parts.join('')}
${textLines([footer], cx, y + h * 0.78, { size: Math.max(12, body - 3), fill: INK })}
${barcode(cx - barW / 2, y + h * 0.83, barW, h * 0.08, text.name)}
${options.curved ? curveShading(`curve-back-${Math.round(x)}-${Math.round(y)}`, box, radius) : ''}
</g>`;
}
