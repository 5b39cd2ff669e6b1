// Browser entry: the parser over the page's own window (native DOMParser), no jsdom.
import type { WindowLike } from 'dompurify';
import type { ParsedRichContent } from './block.types.ts';
import { createRichContentParser, type ParseOptions, type RichContentParser } from './parser.ts';
import type { RichTextOptions } from './sanitize.ts';

let parser: RichContentParser | undefined;

function browserParser(): RichContentParser {
  if (parser === undefined) {
    const { window } = globalThis as { window?: WindowLike };
    if (window === undefined) {
      throw new Error(
        '@vitrine/rich-content/browser needs a window; use @vitrine/rich-content/server in Node',
      );
    }
    parser = createRichContentParser({ window });
  }
  return parser;
}

/** Parses Page Builder (or plain) HTML in the browser into a sanitised block tree. Never throws on content. */
export function parseRichContent(html: unknown, options?: ParseOptions): ParsedRichContent {
  return browserParser().parse(html, options);
}

/** Sanitises and rewrites one rich-text fragment in the browser. */
export function sanitizeRichText(html: string, options?: RichTextOptions): string {
  return browserParser().sanitize(html, options);
}
