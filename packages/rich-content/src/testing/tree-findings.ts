import type { ParsedRichContent } from '../block.types.ts';
import { executableContent } from './executable-content.ts';

const HTML_FIELDS = new Set(['content', 'answer', 'legal', 'html']);
const URL_FIELDS = new Set([
  'desktopImage',
  'mobileImage',
  'src',
  'href',
  'fallbackSrc',
  'scriptUrl',
  'embedUrl',
  'url',
]);
const SAFE_URL = /^(?:https:\/\/|http:\/\/|\/(?!\/)|#|mailto:|tel:|sms:)/i;

/**
 * Everything unsafe in a parsed tree: executable content in its HTML fields, URLs with other schemes
 * than http(s), paths, fragments and contact links, and reader failures that were not deliberate
 * (an internal error, not a refused setting). An empty list means the tree is safe to render.
 */
export function treeFindings(parsed: ParsedRichContent): string[] {
  const findings: string[] = [];
  const visit = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${path}[${index}]`));
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, entry] of Object.entries(value)) {
      if (typeof entry === 'string' && HTML_FIELDS.has(key)) {
        findings.push(...executableContent(entry).map((finding) => `${path}.${key}: ${finding}`));
      } else if (typeof entry === 'string' && URL_FIELDS.has(key) && !SAFE_URL.test(entry)) {
        findings.push(`${path}.${key}: unsafe URL ${entry}`);
      } else {
        visit(entry, `${path}.${key}`);
      }
    }
  };
  visit(parsed.blocks, 'blocks');
  for (const warning of parsed.warnings) {
    if (
      warning.detail.startsWith('settings could not be read') ||
      warning.detail.startsWith('content could not be parsed')
    ) {
      findings.push(`unexpected failure in ${warning.contentType}: ${warning.detail}`);
    }
  }
  return findings;
}
