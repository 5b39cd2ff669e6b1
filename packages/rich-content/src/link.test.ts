import { describe, expect, it } from 'vitest';
import type { RichContentBlock } from './block.types.ts';
import { parse } from './readers/readers.test-utils.ts';
import { HASH_LINKS_FIXTURE } from './testing/index.ts';

function linksOf(blocks: readonly RichContentBlock[]): [string, unknown][] {
  return blocks.flatMap((block): [string, unknown][] => [
    ...('link' in block ? [[block.type, block.link] as [string, unknown]] : []),
    ...(block.type === 'text' ? [[block.type, block.content] as [string, unknown]] : []),
    ...('children' in block ? linksOf(block.children) : []),
  ]);
}

describe('placeholder links', () => {
  it('keep href="#" on buttons, banners, slides, images and rich text (an empty href reloads)', () => {
    const { blocks, warnings } = parse(HASH_LINKS_FIXTURE);
    expect(warnings).toEqual([]);
    const placeholder = { linkType: 'default', href: '#', internal: false, openInNewTab: false };
    expect(linksOf(blocks)).toEqual([
      ['button-item', placeholder],
      ['banner', placeholder],
      ['slide', placeholder],
      ['image', placeholder],
      ['text', '<p><a href="#">Haut de page</a></p>'],
    ]);
  });
});
