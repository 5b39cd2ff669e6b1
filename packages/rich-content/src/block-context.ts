import type { RichContentBlock, RichContentWarning } from './block.types.ts';
import type { ContentLink, StyleSettings } from './settings.types.ts';
import type { SanitizeVariant } from './sanitize.ts';
import type { ElementStyle } from './style-settings.ts';
import type { UrlContext } from './url.ts';

/** What a block reader gets: its element plus the parser's helpers bound to the current document. */
export interface BlockContext {
  readonly element: Element;
  readonly id: string;
  /** `data-appearance`, or null when absent. */
  readonly appearance: string | null;
  readonly url: UrlContext;
  /** Hosts allowed for embed scripts (social feed, reviews widget). */
  readonly embedScriptHosts: readonly string[];
  /** The effective style (attribute plus style-block rules) of any element of the block. */
  styleOf(element: Element): ElementStyle;
  /** Common settings from `styleSource`, author classes from `classSource` (default: same element). */
  settings(styleSource: Element, classSource?: Element): StyleSettings;
  /** Parses the content-type elements below `container` as this block's children. */
  children(container: Element): RichContentBlock[];
  /** Sanitises and rewrites an HTML fragment. */
  sanitize(html: string, variant?: SanitizeVariant): string;
  /** Reads the link of an `<a>` (href, `data-link-type`, target). */
  link(anchor: Element | undefined): ContentLink | undefined;
  /** Records a warning without skipping the block. */
  warn(warning: Omit<RichContentWarning, 'contentType'>): void;
}

/** Reads one content type into a block; throws InvalidSettingsError to skip it with a warning. */
export type BlockReader = (context: BlockContext) => RichContentBlock;
