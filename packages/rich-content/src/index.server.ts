// Server entry: the parser over jsdom. Importing it from browser code would pull jsdom into the bundle,
// hence the separate `./server` export.
import { JSDOM } from 'jsdom';
import type { ParsedRichContent } from './block.types.ts';
import { ParseCache } from './parse-cache.ts';
import { createRichContentParser, type ParseOptions, type RichContentParser } from './parser.ts';
import type { RichTextOptions } from './sanitize.ts';

/**
 * The shared window is closed and replaced after this many calls. jsdom releases the documents
 * DOMPurify creates only once the event loop turns (a synchronous loop of sanitisations grows the heap
 * by ~55 kB a call; a server answering requests does not — `pnpm bench` measures it); replacing the
 * window now and then bounds anything a window keeps. Creating one costs ~50 ms, hence the rarity.
 */
const CALLS_PER_WINDOW = 10_000;

interface SharedParser {
  readonly close: () => void;
  readonly parser: RichContentParser;
  calls: number;
}

let shared: SharedParser | undefined;

/** How many distinct (content, options) trees the server keeps; a shop has a few dozen CMS contents. */
const CACHED_TREES = 200;
const cache = new ParseCache(CACHED_TREES);

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

/**
 * Closes the shared window; the next call starts a fresh one. For operations (memory pressure) and
 * for tests of the recycling itself.
 */
export function recycleServerWindow(): void {
  shared?.close();
  shared = undefined;
}

/**
 * Parses Page Builder (or plain) HTML on the server into a sanitised block tree. Never throws.
 * Identical content with identical options is answered from a cache of recent trees (shared, so
 * never mutate a result).
 */
export function parseRichContent(html: unknown, options: ParseOptions = {}): ParsedRichContent {
  return cache.get(html, options, () => sharedParser().parse(html, options));
}

/** Sanitises and rewrites one rich-text fragment on the server. */
export function sanitizeRichText(html: string, options?: RichTextOptions): string {
  return sharedParser().sanitize(html, options);
}
