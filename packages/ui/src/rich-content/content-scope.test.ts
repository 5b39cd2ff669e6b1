import { parseRichContent } from '@vitrine/rich-content/server';
import { FIXTURE_SITE_ORIGIN } from '@vitrine/rich-content/testing';
import { describe, expect, it } from 'vitest';
import { contentScope } from './content-scope.ts';

const blocksOf = (html: string) =>
  parseRichContent(html, { siteOrigin: FIXTURE_SITE_ORIGIN }).blocks;

describe('contentScope', () => {
  it('is the same for the same content, and a valid class-name part', () => {
    const html = '<div data-content-type="text"><p>Magnésium marin</p></div>';
    expect(contentScope(blocksOf(html))).toBe(contentScope(blocksOf(html)));
    expect(contentScope(blocksOf(html))).toMatch(/^s[0-9a-z]+$/);
  });

  it('differs when the content differs', () => {
    const first = contentScope(blocksOf('<div data-content-type="text"><p>Zinc</p></div>'));
    const second = contentScope(blocksOf('<div data-content-type="text"><p>Fer</p></div>'));
    expect(first).not.toBe(second);
  });
});
