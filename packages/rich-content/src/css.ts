/**
 * A small, pure CSS reader for the subset Page Builder writes: declaration lists in `style`
 * attributes and the 2.4.3+ `<style>` blocks of `#html-body [data-pb-style=ID]` rules. It never uses
 * the DOM's CSSOM, whose normalisation differs between jsdom and browsers (`#fff` vs `rgb(...)`),
 * which is what keeps the parser's output identical on the server and in the browser.
 */

/** One declaration, in source order. */
export type Declaration = readonly [property: string, value: string];

/** Splits `text` on `separator` outside parentheses and quotes. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quote !== null) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, ' ');
}

/** Parses a declaration list (`a: b; c: d !important`) into lower-cased properties and trimmed values. */
export function parseDeclarations(text: string): Declaration[] {
  const declarations: Declaration[] = [];
  for (const part of splitTopLevel(stripComments(text), ';')) {
    const colon = part.indexOf(':');
    if (colon <= 0) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (/^-?[a-z][a-z0-9-]*$/.test(property) && value !== '') declarations.push([property, value]);
  }
  return declarations;
}

/** The last value of each property (later declarations win, as in a style attribute). */
export function lastValues(declarations: readonly Declaration[]): Map<string, string> {
  return new Map(declarations);
}

const UNSAFE_VALUE =
  /[<>{};\\@"'`]|\/\*|\*\/|url\s*\(|expression\s*\(|image(?:-set)?\s*\(|element\s*\(|javascript:|-moz-binding|behaviou?r/i;

/** Whether `text` holds a C0 control character or DEL (checked by code point to keep the regex lint-clean). */
export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Whether a value can be written into a style sheet as is: no way to leave the declaration, load a
 * resource or run script. Quotes are refused too: Page Builder never writes them in the properties
 * we keep.
 */
export function isSafeCssValue(value: string): boolean {
  return (
    value.length > 0 &&
    value.length <= 200 &&
    !UNSAFE_VALUE.test(value) &&
    !hasControlCharacter(value)
  );
}

/** Properties kept in style settings and media query styles; anything else is dropped. */
export const KEPT_PROPERTIES: ReadonlySet<string> = new Set([
  'min-height',
  'height',
  'max-width',
  'width',
  'background-color',
  'background-size',
  'background-position',
  'background-attachment',
  'background-repeat',
  'text-align',
  'border-style',
  'border-color',
  'border-width',
  'border-radius',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'display',
  'justify-content',
  'align-self',
  'flex-direction',
]);

/** The safe declarations among `declarations`, restricted to {@link KEPT_PROPERTIES}, last one winning. */
export function keptDeclarations(declarations: readonly Declaration[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [property, value] of declarations) {
    if (KEPT_PROPERTIES.has(property) && isSafeCssValue(value)) kept[property] = value;
  }
  return kept;
}

/** One `@media` rule's declarations for a Page Builder style id. */
export interface MediaRule {
  readonly media: string;
  readonly declarations: readonly Declaration[];
}

/** The rules of all `<style>` blocks of a document, keyed by `data-pb-style` id. */
export interface PageBuilderStyles {
  readonly rules: Map<string, Declaration[]>;
  readonly media: Map<string, MediaRule[]>;
}

/** An empty rule set, for documents without style blocks. */
export function emptyPageBuilderStyles(): PageBuilderStyles {
  return { rules: new Map(), media: new Map() };
}

const PB_SELECTOR = /^#html-body\s*\[\s*data-pb-style\s*=\s*(["']?)([\w-]+)\1\s*\]$/;
const SAFE_MEDIA = /^[a-z0-9\s():.,-]{1,200}$/i;

/** Reads the balanced `{...}` block that starts at `open`; returns its body and the index after it. */
function readBlock(css: string, open: number): { body: string; end: number } {
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    const char = css[index];
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return { body: css.slice(open + 1, index), end: index + 1 };
    }
  }
  return { body: css.slice(open + 1), end: css.length };
}

function addRule(
  styles: PageBuilderStyles,
  prelude: string,
  body: string,
  media: string | null,
): void {
  const declarations = parseDeclarations(body);
  for (const selector of splitTopLevel(prelude, ',')) {
    const match = PB_SELECTOR.exec(selector.trim());
    const id = match?.[2];
    if (id === undefined) continue;
    if (media === null) {
      const existing = styles.rules.get(id) ?? [];
      styles.rules.set(id, [...existing, ...declarations]);
    } else {
      const existing = styles.media.get(id) ?? [];
      styles.media.set(id, [...existing, { media, declarations }]);
    }
  }
}

/**
 * Adds the Page Builder rules of one style sheet to `styles`. Rules for other selectors (themes' own
 * CSS, hover states) are ignored: the renderers style those concerns themselves.
 */
export function readPageBuilderStyleSheet(
  css: string,
  styles: PageBuilderStyles,
  media: string | null = null,
): void {
  const text = stripComments(css);
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf('{', index);
    const semicolon = text.indexOf(';', index);
    if (open === -1) return;
    // A statement at-rule such as `@import url(x);` ends at its semicolon, before any block.
    if (
      semicolon !== -1 &&
      semicolon < open &&
      text.slice(index, semicolon).trim().startsWith('@')
    ) {
      index = semicolon + 1;
      continue;
    }
    const prelude = text.slice(index, open).trim();
    const { body, end } = readBlock(text, open);
    index = end;
    if (prelude.startsWith('@media')) {
      const query = prelude.slice('@media'.length).trim();
      if (media === null && SAFE_MEDIA.test(query)) readPageBuilderStyleSheet(body, styles, query);
    } else if (!prelude.startsWith('@')) {
      addRule(styles, prelude, body, media);
    }
  }
}
