import { JSDOM } from 'jsdom';
import { ALLOWED_EMBED_PREFIXES } from '../sanitize.ts';

const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'template',
  'noscript',
  'frame',
  'frameset',
  'svg',
  'math',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
  'cite',
  'longdesc',
  'ping',
  'srcdoc',
]);

const dom = new JSDOM('');

function normalisedUrl(value: string): string {
  // Browsers ignore ASCII whitespace and control characters inside a scheme (`java\tscript:`).
  let result = '';
  for (const char of value) if (char.charCodeAt(0) > 0x20) result += char;
  return result.toLowerCase();
}

/**
 * Lists what in `html` could run script or escape the sanitiser's policy once a browser parses it:
 * forbidden elements, event handler attributes, script-capable URLs (data: only for images), iframes
 * outside the allowed embeds, CSS that loads or evaluates, and new-tab links without `noopener`.
 * An empty list means the fragment is inert.
 */
export function executableContent(html: string): string[] {
  const template = dom.window.document.createElement('template');
  template.innerHTML = html;
  const findings: string[] = [];
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const tag = element.nodeName.toLowerCase();
    if (FORBIDDEN_ELEMENTS.has(tag)) findings.push(`<${tag}> element`);
    if (
      tag === 'iframe' &&
      !ALLOWED_EMBED_PREFIXES.some((prefix) =>
        (element.getAttribute('src') ?? '').startsWith(prefix),
      )
    ) {
      findings.push(`iframe to ${element.getAttribute('src') ?? '(no src)'}`);
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) findings.push(`${name} handler on <${tag}>`);
      if (name === 'srcdoc') findings.push(`srcdoc on <${tag}>`);
      if (URL_ATTRIBUTES.has(name)) {
        const url = normalisedUrl(attribute.value);
        const imageData = tag === 'img' && name === 'src' && url.startsWith('data:image/');
        if (
          /^(?:javascript|vbscript|livescript):/.test(url) ||
          (url.startsWith('data:') && !imageData)
        ) {
          findings.push(`${name}="${attribute.value}" on <${tag}>`);
        }
      }
      if (
        name === 'style' &&
        /url\s*\(|expression\s*\(|javascript:|@import|-moz-binding/i.test(attribute.value)
      ) {
        findings.push(`style="${attribute.value}" on <${tag}>`);
      }
    }
    if (
      element.getAttribute('target') === '_blank' &&
      !(element.getAttribute('rel') ?? '').split(/\s+/).includes('noopener')
    ) {
      findings.push(`target=_blank without noopener on <${tag}>`);
    }
  }
  return findings;
}
