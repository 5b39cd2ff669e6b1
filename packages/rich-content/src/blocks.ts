import type { ParsedRichContent, RichContentBlock } from './block.types.ts';

/**
 * Every block of one type in a parsed tree, in document order (children after their parent), so
 * the server can do the work a block would otherwise ask the browser for, such as loading the
 * products of a products block.
 */
export function blocksOfType<T extends RichContentBlock['type']>(
  content: ParsedRichContent,
  type: T,
): Extract<RichContentBlock, { type: T }>[] {
  const found: Extract<RichContentBlock, { type: T }>[] = [];
  const visit = (blocks: readonly RichContentBlock[]) => {
    for (const block of blocks) {
      if (block.type === type) found.push(block as Extract<RichContentBlock, { type: T }>);
      if ('children' in block) visit(block.children);
    }
  };
  visit(content.blocks);
  return found;
}
