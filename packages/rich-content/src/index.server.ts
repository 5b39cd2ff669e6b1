// Server entry: the parser over jsdom. Importing it from browser code would pull jsdom into the bundle,
// hence the separate `./server` export.
import { JSDOM } from 'jsdom';
import type { ParsedRichContent } from './block.types.ts';
import { createRichContentParser, type ParseOptions, type RichContentParser } from './parser.ts';
import type { RichTextOptions } from './sanitize.ts';

/**
 * A long-lived jsdom window grows its heap with every document DOMPurify creates (isomorphic-dompurify
 * #368), so the shared window is closed and replaced after this many calls.
 */
const CALLS_PER_WINDOW = 500;

interface SharedParser {
  readonly close: () => void;
  readonly parser: RichContentParser;
  calls: number;
}

let shared: SharedParser | undefined;

/** Creates an independent parser over a fresh jsdom window; `close` frees the window. */
export function createServerRichContentParser(): RichContentParser & { close(): void } {
  const dom = new JSDOM('<!doctype html><html><body></body></html>');
  const parser = createRichContentParser({ window: dom.window });
  return { ...parser, close: () => dom.window.close() };
}

function sharedParser(): RichContentParser {
  if (shared === undefined || shared.calls >= CALLS_PER_WINDOW) {
    shared?.close();
    const parser = createServerRichContentParser();
    shared = { parser, close: () => parser.close(), calls: 0 };
  }
  shared.calls += 1;
  return shared.parser;
}

/** Parses Page Builder (or plain) HTML on the server into a sanitised block tree. Never throws. */
export function parseRichContent(html: unknown, options?: ParseOptions): ParsedRichContent {
  return sharedParser().parse(html, options);
}

/** Sanitises and rewrites one rich-text fragment on the server. */
export function sanitizeRichText(html: string, options?: RichTextOptions): string {
  return sharedParser().sanitize(html, options);
}
