import { describe, expect, it, vi } from 'vitest';
import type { ParsedRichContent } from './block.types.ts';
import { parseRichContent } from './index.server.ts';
import { ParseCache } from './parse-cache.ts';
import { TEXT_FIXTURE } from './testing/index.ts';

const tree = (id: string): ParsedRichContent => ({
  blocks: [],
  warnings: [{ code: 'invalid-content', contentType: id, detail: id }],
});

describe('ParseCache', () => {
  it('answers identical content and options from the cache', () => {
    const cache = new ParseCache(10);
    const parse = vi.fn(() => tree('a'));
    const first = cache.get('<p>a</p>', { siteOrigin: 'https://www.orsalis.fr' }, parse);
    expect(cache.get('<p>a</p>', { siteOrigin: 'https://www.orsalis.fr' }, parse)).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('parses again when the options or the image helper differ', () => {
    const cache = new ParseCache(10);
    const parse = vi.fn(() => tree('a'));
    const resolve = (src: string) => src;
    cache.get('<p>a</p>', {}, parse);
    cache.get('<p>a</p>', { siteOrigin: 'https://www.orsalis.fr' }, parse);
    cache.get('<p>a</p>', { mediaBaseUrl: 'https://m.orsalis.fr/' }, parse);
    cache.get('<p>a</p>', { resolveImageUrl: resolve }, parse);
    cache.get('<p>a</p>', { resolveImageUrl: (src: string) => src }, parse);
    cache.get('<p>a</p>', { embedScriptHosts: ['x.example'] }, parse);
    expect(parse).toHaveBeenCalledTimes(6);
    cache.get('<p>a</p>', { resolveImageUrl: resolve }, parse);
    expect(parse).toHaveBeenCalledTimes(6);
  });

  it('forgets the least recently used entry beyond its limit', () => {
    const cache = new ParseCache(2);
    const parse = vi.fn((id: string) => tree(id));
    cache.get('a', {}, () => parse('a'));
    cache.get('b', {}, () => parse('b'));
    cache.get('a', {}, () => parse('a'));
    cache.get('c', {}, () => parse('c'));
    cache.get('a', {}, () => parse('a'));
    cache.get('b', {}, () => parse('b'));
    expect(parse.mock.calls.map(([id]) => id)).toEqual(['a', 'b', 'c', 'b']);
  });

  it('never keeps what was not a string', () => {
    const cache = new ParseCache(2);
    const parse = vi.fn(() => tree('x'));
    cache.get(undefined, {}, parse);
    cache.get(undefined, {}, parse);
    expect(parse).toHaveBeenCalledTimes(2);
  });
});

describe('the server entry’s cache', () => {
  it('returns the same tree for the same content, and an equal one from a fresh parse', () => {
    const options = { siteOrigin: 'https://www.orsalis.fr' };
    const first = parseRichContent(TEXT_FIXTURE, options);
    expect(parseRichContent(TEXT_FIXTURE, options)).toBe(first);
    expect(parseRichContent(`${TEXT_FIXTURE} `, options)).toEqual(first);
  });
});
