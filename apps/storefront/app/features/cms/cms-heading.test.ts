import type { ParsedRichContent } from '@vitrine/rich-content';
import { describe, expect, it } from 'vitest';
import { cmsPageHeading } from './cms-heading.ts';

const withHeading = (level: 1 | 2): ParsedRichContent =>
  ({
    blocks: [{ type: 'heading', id: 'h', level, text: 'Notre histoire' }],
    warnings: [],
  }) as unknown as ParsedRichContent;

describe('a CMS page’s h1', () => {
  it('is the content’s own when it has one, so the page has a single h1', () => {
    expect(cmsPageHeading('Notre histoire', withHeading(1))).toBeNull();
  });

  it('is the page’s heading otherwise', () => {
    expect(cmsPageHeading('Notre histoire', withHeading(2))).toBe('Notre histoire');
    expect(cmsPageHeading('', withHeading(2))).toBeNull();
  });
});
