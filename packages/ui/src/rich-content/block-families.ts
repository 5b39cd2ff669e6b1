import type { RichContentBlock } from '@vitrine/rich-content';
import { hasBackgroundLayers } from './background/background-kind.ts';
import { blockFamilyRegistry } from './block-registry.tsx';
import type { BlockFamily } from './block-registry.tsx';
import { holdBackEmbeds } from './held-embeds.model.ts';

/**
 * The family whose renderer draws each block type, `null` for the light ones drawn statically. A
 * new block type fails to compile until it is listed here (and drawn in `BlockView`).
 */
const FAMILY_OF_TYPE: Readonly<Record<RichContentBlock['type'], BlockFamily | null>> = {
  row: null,
  'column-group': null,
  'column-line': null,
  column: null,
  image: null,
  heading: null,
  text: null,
  divider: null,
  html: null,
  block: null,
  dynamic_block: null,
  // Outside tabs (malformed content) a tab item renders statically, as a section.
  'tab-item': null,
  faq: 'faq',
  'faq-item': 'faq',
  products: 'products',
  banner: 'slider',
  slider: 'slider',
  slide: 'slider',
  tabs: 'tabs',
  buttons: 'buttons',
  'button-item': 'buttons',
  video: 'video',
  map: 'embeds',
  tintup: 'embeds',
  trustbeauty: 'embeds',
};

/** The rich text a block draws (through `RichText`, which holds back embedded frames). */
function richTextOf(block: RichContentBlock): readonly string[] {
  switch (block.type) {
    case 'text':
    case 'html':
      return [block.content];
    case 'faq-item':
      return [block.answer];
    case 'banner':
    case 'slide':
      return block.legal === undefined ? [block.content] : [block.content, block.legal];
    default:
      return [];
  }
}

/**
 * The block families a content tree needs, in a stable order: the renderers of its block types,
 * the background layers of blocks with a parallax image or a video background, and the consent
 * placeholders of rich text holding an embedded frame. Pure: the server writes its answer into the
 * page, and a client-side navigation asks it of the new content.
 */
export function blockFamilies(blocks: readonly RichContentBlock[]): BlockFamily[] {
  const needed = new Set<BlockFamily>();
  const visit = (block: RichContentBlock) => {
    const family = FAMILY_OF_TYPE[block.type];
    if (family !== null) needed.add(family);
    if ('background' in block && hasBackgroundLayers(block.background)) needed.add('background');
    if (richTextOf(block).some((html) => holdBackEmbeds(html) !== html)) needed.add('held-embeds');
    if ('children' in block) for (const child of block.children) visit(child);
  };
  for (const block of blocks) visit(block);
  return [...needed].sort();
}

/**
 * Fetches the renderers `blocks` need and resolves once they are all there (each failed fetch tried
 * again after 0.4 s and 1.5 s). Never rejects: a family still missing suspends its blocks, which
 * ask for it again.
 */
export function preloadRichContent(blocks: readonly RichContentBlock[]): Promise<void> {
  return blockFamilyRegistry.preload(blockFamilies(blocks));
}
