import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { parseDeclarations, isSafeCssValue } from './css.ts';
import { RICH_TEXT_IMAGE_OPTIONS, type ImageUrlResolver } from './image-url.types.ts';
import {
  isInternalPath,
  isMediaUrl,
  sanitizeLinkUrl,
  sanitizeResourceUrl,
  type UrlContext,
} from './url.ts';

/** How rich text is rewritten while it is sanitised. */
export interface RichTextOptions extends UrlContext {
  /** Re-sources store media images; without it image URLs are kept as they are. */
  readonly resolveImageUrl?: ImageUrlResolver;
}

/** The attribute that flags a link for client-side navigation in sanitised rich text. */
export const INTERNAL_LINK_ATTRIBUTE = 'data-internal-link';

/** Iframe sources allowed in rich text: the two video services' players and map embeds. */
export const ALLOWED_EMBED_PREFIXES: readonly string[] = [
  'https://www.youtube.com/embed/',
  'https://www.youtube-nocookie.com/embed/',
  'https://player.vimeo.com/video/',
  'https://www.google.com/maps/embed',
  'https://www.openstreetmap.org/export/embed.html',
];

// DOMPurify's default scheme list minus ftp, callto, cid, xmpp and matrix (reliability §3.1).
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel|sms):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const BASE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'script',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'object',
    'embed',
    'base',
    'meta',
    'link',
    'template',
    'noscript',
  ],
  ADD_TAGS: ['iframe'],
  ADD_ATTR: ['target', 'allow', 'allowfullscreen', 'frameborder', 'loading', 'referrerpolicy'],
  // Form controls and plugins go with their content: keeping the content of a removed `<button>` can
  // leave markup the parser then re-nests differently (`<li><button><li>` → `<li><li>`), and
  // sanitising twice would not give the same result.
  ADD_FORBID_CONTENTS: ['button', 'form', 'select', 'textarea', 'option', 'object', 'embed'],
  FORBID_ATTR: ['srcset', 'sizes', 'srcdoc', 'formaction', 'ping'],
  ALLOWED_URI_REGEXP,
  ALLOW_DATA_ATTR: false,
  SANITIZE_NAMED_PROPS: true,
};

/** Per-call variants: embeds such as the social feed need their `data-*` configuration attributes. */
export interface SanitizeVariant {
  readonly allowDataAttributes?: boolean;
}

function isAllowedEmbed(src: string | null): boolean {
  return src !== null && ALLOWED_EMBED_PREFIXES.some((prefix) => src.startsWith(prefix));
}

/**
 * Inline style properties rich text may keep: what the WYSIWYG editor writes for text, tables and
 * images. Anything else (positioning, animations, unknown names) is dropped.
 */
const RICH_TEXT_STYLE_PROPERTIES: ReadonlySet<string> = new Set([
  'color',
  'background-color',
  'text-align',
  'text-decoration',
  'text-transform',
  'text-indent',
  'font-size',
  'font-style',
  'font-weight',
  'letter-spacing',
  'line-height',
  'vertical-align',
  'white-space',
  'list-style-type',
  'width',
  'height',
  'max-width',
  'min-width',
  'float',
  'clear',
  'display',
  'border',
  'border-width',
  'border-style',
  'border-color',
  'border-collapse',
  'border-spacing',
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
]);

function cleanStyle(value: string): string {
  return parseDeclarations(value)
    .filter(
      ([property, declared]) =>
        RICH_TEXT_STYLE_PROPERTIES.has(property) && isSafeCssValue(declared),
    )
    .map(([property, declared]) => `${property}: ${declared}`)
    .join('; ');
}

function rewriteLink(element: Element, options: RichTextOptions): void {
  element.removeAttribute(INTERNAL_LINK_ATTRIBUTE);
  const rawHref = element.getAttribute('href');
  if (rawHref !== null) {
    const href = sanitizeLinkUrl(rawHref, options);
    if (href === undefined) element.removeAttribute('href');
    else element.setAttribute('href', href);
  }
  const target = element.getAttribute('target');
  if (target !== null && target !== '_blank') element.removeAttribute('target');
  if (element.getAttribute('target') === '_blank') {
    element.setAttribute('rel', 'noopener noreferrer');
    return;
  }
  const href = element.getAttribute('href');
  if (href !== null && isInternalPath(href)) element.setAttribute(INTERNAL_LINK_ATTRIBUTE, '');
}

function rewriteImage(element: Element, options: RichTextOptions): void {
  const rawSrc = element.getAttribute('src');
  if (rawSrc !== null && !rawSrc.trim().toLowerCase().startsWith('data:')) {
    const src = sanitizeResourceUrl(rawSrc, options);
    if (src === undefined) element.removeAttribute('src');
    else {
      const resolved =
        options.resolveImageUrl !== undefined && isMediaUrl(src, options)
          ? sanitizeResourceUrl(options.resolveImageUrl(src, RICH_TEXT_IMAGE_OPTIONS), options)
          : undefined;
      element.setAttribute('src', resolved ?? src);
    }
  }
  element.setAttribute('loading', 'lazy');
  element.setAttribute('decoding', 'async');
}

function hardenIframe(element: Element): void {
  element.setAttribute('loading', 'lazy');
  element.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  element.setAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-presentation allow-popups',
  );
}

/** A sanitiser bound to one window (jsdom on the server, the page's window in the browser). */
export interface Sanitizer {
  /** Sanitises and rewrites an HTML fragment; idempotent for an idempotent image resolver. */
  sanitize(html: string, options: RichTextOptions, variant?: SanitizeVariant): string;
}

/** Creates a DOMPurify instance over `window` with the storefront's policy (reliability §3.1). */
export function createSanitizer(window: WindowLike): Sanitizer {
  const purify: DOMPurify = createDOMPurify(window);
  return {
    sanitize(html, options, variant = {}) {
      // Hooks carry the per-call rewrite options; sanitising is synchronous, so adding them for the
      // duration of one call cannot leak into another.
      purify.removeAllHooks();
      purify.addHook('uponSanitizeElement', (node, event) => {
        if (event.tagName === 'iframe' && !isAllowedEmbed((node as Element).getAttribute('src'))) {
          node.parentNode?.removeChild(node);
        }
      });
      purify.addHook('afterSanitizeAttributes', (element) => {
        const tag = element.nodeName.toLowerCase();
        // `target` is allowed for links only; elsewhere it means nothing and is dropped.
        if (tag !== 'a' && tag !== 'area') element.removeAttribute('target');
        if (tag === 'a' || tag === 'area') rewriteLink(element, options);
        else if (tag === 'img') rewriteImage(element, options);
        else if (tag === 'iframe') hardenIframe(element);
        const style = element.getAttribute('style');
        if (style !== null) {
          const cleaned = cleanStyle(style);
          if (cleaned === '') element.removeAttribute('style');
          else element.setAttribute('style', cleaned);
        }
      });
      try {
        return purify.sanitize(html, {
          ...BASE_CONFIG,
          ALLOW_DATA_ATTR: variant.allowDataAttributes === true,
        });
      } finally {
        purify.removeAllHooks();
      }
    },
  };
}
