import { startCommerceServer, type StartedCommerceServer } from '@vitrine/test-harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RichContentBlock } from './block.types.ts';
import { createServerRichContentParser, parseRichContent } from './index.server.ts';
import { isSupportedType } from './readers/index.ts';
import { treeFindings } from './testing/inspect.ts';

// The home page the commerce server seeds (Page Builder markup of most block types), fetched the way
// the storefront fetches it.
let server: StartedCommerceServer | undefined;
let home = '';

beforeAll(async () => {
  server = await startCommerceServer({ timeoutMs: 180_000 });
  const query = encodeURIComponent('{ cmsPage(identifier: "home") { content } }');
  const response = await fetch(`${server.url}/graphql?query=${query}`, {
    headers: { Store: 'fr' },
  });
  const body = (await response.json()) as { data?: { cmsPage?: { content?: string } } };
  home = body.data?.cmsPage?.content ?? '';
}, 200_000);

afterAll(async () => {
  await server?.stop();
});

function types(blocks: readonly RichContentBlock[], found = new Set<string>()): Set<string> {
  for (const block of blocks) {
    found.add(block.type);
    if ('children' in block) types(block.children, found);
  }
  return found;
}

describe('the seeded home page', () => {
  it('parses without a warning for any supported type, and without anything unsafe', () => {
    expect(home).toContain('data-content-type="row"');
    const parsed = parseRichContent(home, { siteOrigin: server?.url });
    expect(parsed.warnings.filter((warning) => isSupportedType(warning.contentType))).toEqual([]);
    expect(treeFindings(parsed)).toEqual([]);
    expect([...types(parsed.blocks)].sort()).toEqual(
      expect.arrayContaining([
        'banner',
        'block',
        'buttons',
        'column',
        'column-line',
        'faq',
        'image',
        'products',
        'row',
        'slider',
        'tabs',
        'text',
        'video',
      ]),
    );
  });

  it('gives the same tree to an independent parser', () => {
    const independent = createServerRichContentParser();
    try {
      expect(independent.parse(home, { siteOrigin: server?.url })).toEqual(
        parseRichContent(home, { siteOrigin: server?.url }),
      );
    } finally {
      independent.close();
    }
  });
});
