import { describe, expect, it } from 'vitest';
import { blocks } from './cms.seed.ts';

describe('the seeded CMS blocks', () => {
  it('do not repeat their title as a heading (a dialog shows the title already)', () => {
    const repeated = Object.entries(blocks()).filter(([, block]) => {
      const headings = [...block.content.matchAll(/<h\d[^>]*>([^<]*)<\/h\d>/g)].map((m) => m[1]);
      return headings.includes(block.title);
    });
    expect(repeated.map(([identifier]) => identifier)).toEqual([]);
  });
});
