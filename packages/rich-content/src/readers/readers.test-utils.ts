import { expect } from 'vitest';
import { parseRichContent } from '../index.server.ts';
import type { ParseOptions } from '../parser.ts';
import { FIXTURE_SITE_ORIGIN } from '../testing/index.ts';

/** Parses fixture markup as the shop's site would, with extra parse options when a test needs them. */
export const parse = (html: string, options: Partial<ParseOptions> = {}) =>
  parseRichContent(html, { siteOrigin: FIXTURE_SITE_ORIGIN, ...options });

/** The one block a fixture holds, asserting it parsed without warnings. */
export const only = (html: string) => {
  const { blocks, warnings } = parse(html);
  expect(warnings).toEqual([]);
  expect(blocks).toHaveLength(1);
  return blocks[0];
};
