import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { breakpoint, breakpointRem, color, layer, toCssVariables } from './tokens.ts';
import { contrastRatio } from './contrast.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const css = readFileSync(path.join(here, 'tokens.css'), 'utf8');

function rootDeclarations(source: string): Record<string, string> {
  const root = /:root\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  const out: Record<string, string> = {};
  for (const match of root
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    out[match[1]!] = match[2]!.replace(/\s+/g, ' ').trim();
  }
  return out;
}

function moduleStylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.module.css'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('design tokens', () => {
  it('declares in tokens.css exactly the values of tokens.ts', () => {
    expect(rootDeclarations(css)).toEqual(toCssVariables());
  });

  it('keeps the layer order of the spec', () => {
    expect(layer).toEqual({
      foreground: 10,
      button: 20,
      header: 40,
      mask: 60,
      menu: 70,
      dialog: 80,
      toast: 90,
      overlay: 999,
    });
  });

  it.each([
    ['text', color.text],
    ['textMuted', color.textMuted],
    ['accent', color.accent],
    ['positive', color.positive],
    ['negative', color.negative],
    ['warning', color.warning],
    ['info', color.info],
  ])('gives %s text at least 4.5:1 contrast on every light surface', (_name, foreground) => {
    for (const background of [color.bg, color.surface, color.surfaceSunken, color.surfaceStrong]) {
      expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each([
    ['onPrimary on primary', color.onPrimary, color.primary],
    ['onPrimary on primaryHover', color.onPrimary, color.primaryHover],
    ['onPrimary on negative', color.onPrimary, color.negative],
    ['onPrimary on negativeHover', color.onPrimary, color.negativeHover],
    ['positive on positiveBg', color.positive, color.positiveBg],
    ['negative on negativeBg', color.negative, color.negativeBg],
    ['warning on warningBg', color.warning, color.warningBg],
    ['info on infoBg', color.info, color.infoBg],
    ['text on positiveBg', color.text, color.positiveBg],
  ])('gives %s at least 4.5:1 contrast', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('makes the focus ring and strong borders visible (3:1) against the page', () => {
    expect(contrastRatio(color.focus, color.bg)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(color.borderStrong, color.surface)).toBeGreaterThanOrEqual(2.5);
  });

  it('uses only the spec breakpoints in component media queries', () => {
    const allowed = new Set<string>([
      ...Object.values(breakpoint).flatMap((px) => [`${px}px`, `${px - 1}px`]),
      ...Object.values(breakpointRem),
    ]);
    const stylesheets = moduleStylesheets(path.join(here, '..'));
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const file of stylesheets) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\((?:min|max)-width:\s*([\d.]+(?:px|rem))\)/g)) {
        expect(allowed, `${path.basename(file)} uses ${match[1]}`).toContain(match[1]);
      }
    }
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#6b5343', '#6b5343')).toBe(1);
  });

  it('accepts three-digit hex', () => {
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
  });
});
