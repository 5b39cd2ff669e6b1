import type {
  BackgroundSettings,
  ImageUrlResolver,
  ParsedRichContent,
  RichContentBlock,
} from '@vitrine/rich-content';
import { backgroundImageUrls } from './block-styles.ts';
import { MOBILE_MEDIA_QUERY } from './rich-content.constants.ts';

/** A `<link rel="preload" as="image">` for the lead image: its URL and the media it is drawn at. */
export interface ImagePreload {
  href: string;
  /** Absent when the image is drawn at every width. */
  media?: string;
}

/** Blocks whose own media come first on screen: they end the search (so does a background video). */
const FOREGROUND_MEDIA = new Set<RichContentBlock['type']>(['image', 'video', 'map', 'products']);

function backgroundOf(block: RichContentBlock): BackgroundSettings | undefined {
  switch (block.type) {
    case 'row':
    case 'column':
    case 'banner':
    case 'slide':
    case 'tab-item':
      return block.background;
    default:
      return undefined;
  }
}

/** The children a visitor sees first: the first slide of a slider, the open tab of a tabs block. */
function visibleChildren(block: RichContentBlock): readonly RichContentBlock[] {
  if (block.type === 'slider') return block.children.slice(0, 1);
  if (block.type === 'tabs') {
    const open = block.children[block.defaultIndex] ?? block.children[0];
    return open === undefined ? [] : [open];
  }
  return 'children' in block ? block.children : [];
}

function leadBackground(
  blocks: readonly RichContentBlock[],
): BackgroundSettings | null | undefined {
  for (const block of blocks) {
    const background = backgroundOf(block);
    if (background?.video !== undefined) return null;
    if (background?.desktopImage !== undefined || background?.mobileImage !== undefined)
      return background;
    if (FOREGROUND_MEDIA.has(block.type)) return null;
    const inner = leadBackground(visibleChildren(block));
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/**
 * The preloads of a page's lead image: the first background image in reading order (the hero
 * banner or slide of a home page), unless an image, a video (block or background), a map or a product
 * list comes before it.
 * A background image is found only once the browser has parsed the page's style sheet and laid the
 * block out; preloaded from the head, it is the page's largest paint without waiting for scripts.
 * The URLs and media are exactly those of {@link richContentStyleSheet}, so nothing is fetched twice.
 */
export function leadImagePreloads(
  content: ParsedRichContent,
  resolve: ImageUrlResolver | undefined,
): ImagePreload[] {
  const background = leadBackground(content.blocks);
  if (!background) return [];
  const { desktop, mobile } = backgroundImageUrls(background, resolve);
  if (mobile === undefined) return desktop === undefined ? [] : [{ href: desktop }];
  if (desktop === undefined) return [{ href: mobile, media: MOBILE_MEDIA_QUERY }];
  return [
    { href: desktop, media: `not all and ${MOBILE_MEDIA_QUERY}` },
    { href: mobile, media: MOBILE_MEDIA_QUERY },
  ];
}
