import type { WindowLike } from 'dompurify';
import { InvalidSettingsError } from './attributes.ts';
import type { BlockContext } from './block-context.ts';
import type {
  HtmlBlock,
  ParsedRichContent,
  RichContentBlock,
  RichContentWarning,
} from './block.types.ts';
import { DEFAULT_EMBED_SCRIPT_HOSTS } from './constants.ts';
import {
  emptyPageBuilderStyles,
  lastValues,
  parseDeclarations,
  readPageBuilderStyleSheet,
  type PageBuilderStyles,
} from './css.ts';
import { contentTypeOf, elementChildren } from './dom.ts';
import { readLink } from './link.ts';
import { BLOCK_READERS, isSupportedType } from './readers/index.ts';
import { createSanitizer, type RichTextOptions } from './sanitize.ts';
import { readStyleSettings, type ElementStyle } from './style-settings.ts';

/** Options of one parse: rich-text rewriting plus the embed script allowlist. */
export interface ParseOptions extends RichTextOptions {
  /** Hosts the social feed script may come from; defaults to TINT's CDN. */
  readonly embedScriptHosts?: readonly string[];
}

/**
 * The DOM the parser runs on: any window with `DOMParser` (the page's window in the browser, a jsdom
 * window on the server). Markup is parsed into inert documents; nothing is attached or executed.
 */
export interface RichContentEnvironment {
  readonly window: WindowLike;
  /**
   * Builds the inert document the tree is read from; defaults to `new window.DOMParser()`. Tests use
   * it to read the tree with a second, independent DOM implementation while DOMPurify keeps `window`.
   */
  readonly parseDocument?: (html: string) => Document;
}

/** A parser bound to one window. */
export interface RichContentParser {
  /** Parses Page Builder (or plain) HTML into a sanitised block tree. Never throws. */
  parse(html: unknown, options?: ParseOptions): ParsedRichContent;
  /** Sanitises and rewrites one rich-text fragment, as the parser does for every HTML field. */
  sanitize(html: string, options?: RichTextOptions): string;
}

/** Content-type nesting deeper than this is skipped: real pages stay under ten levels. */
const MAX_DEPTH = 40;
const PAGE_BUILDER_MARKER = /data-content-type\s*=/i;

function emptyStyle(): HtmlBlock['style'] {
  return { margins: {}, paddings: {}, cssClasses: [], mediaQueries: [] };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Creates a parser over `environment.window`. */
export function createRichContentParser(environment: RichContentEnvironment): RichContentParser {
  const sanitizer = createSanitizer(environment.window);
  const parseDocument =
    environment.parseDocument ??
    ((html: string) => new environment.window.DOMParser().parseFromString(html, 'text/html'));

  function parsePageBuilder(html: string, options: ParseOptions): ParsedRichContent {
    const document = parseDocument(html);
    const styles: PageBuilderStyles = emptyPageBuilderStyles();
    for (const sheet of Array.from(document.getElementsByTagName('style'))) {
      readPageBuilderStyleSheet(sheet.textContent ?? '', styles);
    }
    const warnings: RichContentWarning[] = [];
    const url = { siteOrigin: options.siteOrigin, mediaBaseUrl: options.mediaBaseUrl };
    const embedScriptHosts = options.embedScriptHosts ?? DEFAULT_EMBED_SCRIPT_HOSTS;

    const styleOf = (element: Element): ElementStyle => {
      const id = element.getAttribute('data-pb-style');
      const ruled = id === null ? [] : (styles.rules.get(id) ?? []);
      return {
        declarations: [...parseDeclarations(element.getAttribute('style') ?? ''), ...ruled],
        media: id === null ? [] : (styles.media.get(id) ?? []),
      };
    };

    const collect = (
      container: Element,
      parentId: string | null,
      depth: number,
    ): RichContentBlock[] => {
      const blocks: RichContentBlock[] = [];
      let index = 0;
      const visit = (element: Element): void => {
        for (const child of elementChildren(element)) {
          const type = contentTypeOf(child);
          if (type === null) {
            visit(child);
            continue;
          }
          const id = parentId === null ? `b${index}` : `${parentId}-${index}`;
          index += 1;
          const block = readBlock(child, type, id, depth);
          if (block !== undefined) blocks.push(block);
        }
      };
      visit(container);
      return blocks;
    };

    const readBlock = (
      element: Element,
      type: string,
      id: string,
      depth: number,
    ): RichContentBlock | undefined => {
      if (lastValues(styleOf(element).declarations).get('display') === 'none') return undefined;
      if (!isSupportedType(type)) {
        warnings.push({
          code: 'unsupported-type',
          contentType: type.slice(0, 64),
          detail: `content type "${type.slice(0, 64)}" is not supported; block skipped`,
        });
        return undefined;
      }
      if (depth > MAX_DEPTH) {
        warnings.push({
          code: 'invalid-content',
          contentType: type,
          detail: `nesting deeper than ${MAX_DEPTH} levels; block skipped`,
        });
        return undefined;
      }
      const context: BlockContext = {
        element,
        id,
        appearance: element.getAttribute('data-appearance'),
        url,
        embedScriptHosts,
        styleOf,
        settings: (styleSource, classSource = styleSource) =>
          readStyleSettings(styleOf(styleSource), classSource),
        children: (container) => collect(container, id, depth + 1),
        sanitize: (fragment, variant) => sanitizer.sanitize(fragment, options, variant),
        link: (anchor) => readLink(anchor, url),
        warn: (warning) => warnings.push({ ...warning, contentType: type }),
      };
      const mark = warnings.length;
      try {
        return BLOCK_READERS[type](context);
      } catch (error) {
        // Warnings of the skipped block's children would describe blocks nobody will see.
        warnings.length = mark;
        warnings.push({
          code: 'invalid-settings',
          contentType: type,
          detail:
            error instanceof InvalidSettingsError
              ? error.message
              : `settings could not be read: ${describe(error)}`,
        });
        return undefined;
      }
    };

    const blocks = document.body === null ? [] : collect(document.body, null, 0);
    return { blocks, warnings };
  }

  return {
    parse(html, options = {}) {
      if (typeof html !== 'string' || html.trim() === '') return { blocks: [], warnings: [] };
      try {
        if (PAGE_BUILDER_MARKER.test(html)) return parsePageBuilder(html, options);
        const content = sanitizer.sanitize(html, options);
        if (content.trim() === '') return { blocks: [], warnings: [] };
        const block: HtmlBlock = {
          type: 'html',
          id: 'b0',
          appearance: 'default',
          style: emptyStyle(),
          content,
        };
        return { blocks: [block], warnings: [] };
      } catch (error) {
        return {
          blocks: [],
          warnings: [
            {
              code: 'invalid-content',
              contentType: 'root',
              detail: `content could not be parsed: ${describe(error)}`,
            },
          ],
        };
      }
    },
    sanitize(html, options = {}) {
      return sanitizer.sanitize(html, options);
    },
  };
}
