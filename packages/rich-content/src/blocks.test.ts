import { describe, expect, it } from 'vitest';
import { blocksOfType } from './blocks.ts';
import type { ParsedRichContent, RichContentBlock } from './block.types.ts';

const style = { cssClasses: [] } as unknown as RichContentBlock['style'];
const products = (id: string, path: string) =>
  ({
    type: 'products',
    id,
    appearance: 'grid',
    style,
    pathNames: [path],
    skus: [],
  }) as unknown as RichContentBlock;
const row = (id: string, children: RichContentBlock[]) =>
  ({
    type: 'row',
    id,
    appearance: 'contained',
    style,
    background: {},
    children,
  }) as unknown as RichContentBlock;

describe('blocksOfType', () => {
  it('finds the blocks of a type at any depth, in document order', () => {
    const content: ParsedRichContent = {
      blocks: [
        products('a', '/a.html'),
        row('r', [row('r2', [products('b', '/b.html')])]),
        products('c', '/c.html'),
      ],
      warnings: [],
    };
    expect(blocksOfType(content, 'products').map((block) => block.id)).toEqual(['a', 'b', 'c']);
    expect(blocksOfType(content, 'row').map((block) => block.id)).toEqual(['r', 'r2']);
  });

  it('finds nothing in an empty tree', () => {
    expect(blocksOfType({ blocks: [], warnings: [] }, 'products')).toEqual([]);
  });
});
