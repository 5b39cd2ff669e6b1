import type { ParsedRichContent } from './block.types.ts';
import type { ParseOptions } from './parser.ts';

/**
 * Recently parsed trees, most recent last. The same CMS content (the home page, a category's
 * description, a footer block) is parsed on every server render and jsdom needs ~15 ms for a home
 * page, so identical input with identical options is answered from here. Trees are immutable data,
 * safe to share between requests.
 */
export class ParseCache {
  private readonly byResolver = new WeakMap<object, Map<string, ParsedRichContent>>();
  private readonly noResolver = new Map<string, ParsedRichContent>();

  constructor(private readonly limit: number) {}

  private entries(options: ParseOptions): Map<string, ParsedRichContent> {
    const resolver = options.resolveImageUrl;
    if (resolver === undefined) return this.noResolver;
    let entries = this.byResolver.get(resolver);
    if (entries === undefined) {
      entries = new Map();
      this.byResolver.set(resolver, entries);
    }
    return entries;
  }

  private static key(html: string, options: ParseOptions): string {
    return JSON.stringify([
      options.siteOrigin ?? null,
      options.mediaBaseUrl ?? null,
      options.embedScriptHosts ?? null,
      html,
    ]);
  }

  /** The cached tree, or the one `parse` makes (kept unless the input was not a string). */
  get(html: unknown, options: ParseOptions, parse: () => ParsedRichContent): ParsedRichContent {
    if (typeof html !== 'string' || this.limit <= 0) return parse();
    const entries = this.entries(options);
    const key = ParseCache.key(html, options);
    const cached = entries.get(key);
    if (cached !== undefined) {
      // Map order is insertion order: moving the hit to the end makes eviction least-recently used.
      entries.delete(key);
      entries.set(key, cached);
      return cached;
    }
    const parsed = parse();
    entries.set(key, parsed);
    if (entries.size > this.limit) {
      const oldest = entries.keys().next();
      if (oldest.done !== true) entries.delete(oldest.value);
    }
    return parsed;
  }
}
