/** Values substituted into a message's `{placeholders}`. */
export type MessageValues = Readonly<Record<string, string | number>>;

const englishPlural = new Intl.PluralRules('en');

/**
 * Renders an English default message: `{name}` placeholders, and the ICU `plural` and `select`
 * forms the design system's own defaults use (`{count, plural, one {# review} other {# reviews}}`).
 * Unknown placeholders stay as written so a missing value is visible rather than blank. The
 * storefront formats translated messages with @formatjs/intl; this is only the fallback.
 */
export function interpolate(template: string, values: MessageValues = {}): string {
  let out = '';
  let index = 0;
  while (index < template.length) {
    const open = template.indexOf('{', index);
    if (open === -1) break;
    const close = matchingBrace(template, open);
    if (close === -1) break;
    out += template.slice(index, open);
    out += renderArgument(template.slice(open + 1, close), template.slice(open, close + 1), values);
    index = close + 1;
  }
  return out + template.slice(index);
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

function renderArgument(body: string, whole: string, values: MessageValues): string {
  const [name = '', kind, ...rest] = body.split(',');
  const key = name.trim();
  if (kind === undefined) {
    return Object.hasOwn(values, key) ? String(values[key]) : whole;
  }
  if (!Object.hasOwn(values, key)) return whole;
  const value = values[key]!;
  const cases = parseCases(rest.join(','));
  const type = kind.trim();
  if (type === 'plural' && typeof value === 'number') {
    const chosen =
      cases.get(`=${value}`) ?? cases.get(englishPlural.select(value)) ?? cases.get('other');
    return chosen === undefined ? whole : interpolate(chosen, values).replace(/#/g, String(value));
  }
  if (type === 'select') {
    const chosen = cases.get(String(value)) ?? cases.get('other');
    return chosen === undefined ? whole : interpolate(chosen, values);
  }
  return whole;
}

/** `one {# item} other {# items}` → Map { one → '# item', other → '# items' }. */
function parseCases(text: string): Map<string, string> {
  const cases = new Map<string, string>();
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf('{', index);
    if (open === -1) break;
    const close = matchingBrace(text, open);
    if (close === -1) break;
    cases.set(text.slice(index, open).trim(), text.slice(open + 1, close));
    index = close + 1;
  }
  return cases;
}
