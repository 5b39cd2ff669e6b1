import { describe, expect, it } from 'vitest';
import { pickCartImage, readImageCache, writeImageToCache } from './cart-image.ts';
import { badgeText } from './cart-badge.ts';
import { MemoryStorage } from './testing/memory-storage.ts';

describe('the cached cart image', () => {
  it('takes the media entry at position 1, else the first usable one', () => {
    expect(
      pickCartImage([
        { file: '/b', position: 2 },
        { file: '/a', position: 1 },
      ])?.file,
    ).toBe('/a');
    expect(
      pickCartImage([
        { file: '/b', position: 3 },
        { file: '/c', position: 2 },
      ])?.file,
    ).toBe('/b');
    expect(
      pickCartImage([
        { file: '/x', position: 1, disabled: true },
        { file: '/y', position: 4 },
      ])?.file,
    ).toBe('/y');
    expect(pickCartImage([])).toBeNull();
  });

  it('writes the image under its SKU and survives a corrupt cache', () => {
    const storage = new MemoryStorage({ imagesBySku: '{not json' });
    expect(readImageCache(storage)).toEqual({});
    writeImageToCache(storage, 'SKU', [{ file: '/a', position: 1 }]);
    writeImageToCache(storage, 'OTHER', undefined);
    expect(readImageCache(storage)).toEqual({ SKU: { file: '/a', position: 1 } });
  });
});

describe('badge text', () => {
  it('hides a zero count and caps at 99+', () => {
    expect([0, 1, 99, 100, 1000].map((count) => badgeText(count))).toEqual([
      null,
      '1',
      '99',
      '99+',
      '99+',
    ]);
  });
});
