import { expectConsole } from '@vitrine/test-harness';
import { describe, expect, it } from 'vitest';
import { createImageUrls } from './image-url.ts';

const media = 'https://shop.test/media/';

describe('image URLs', () => {
  it('puts a product image under catalog/product with the resizing parameters', () => {
    const images = createImageUrls({ mediaBaseUrl: media });
    expect(
      images.url('/o/m/omega-3.jpg', {
        type: 'image-product',
        width: 640,
        height: 800,
        quality: 85,
        fit: 'cover',
        crop: false,
      }),
    ).toBe(
      'https://shop.test/media/catalog/product/o/m/omega-3.jpg?auto=webp&format=pjpg&width=640&height=800&quality=85&fit=cover&crop=false',
    );
  });

  it('asks png for png images and pjpg otherwise', () => {
    const images = createImageUrls({ mediaBaseUrl: media });
    expect(images.url('logo.PNG', { type: 'image-category' })).toBe(
      'https://shop.test/media/catalog/category/logo.PNG?auto=webp&format=png',
    );
  });

  it('maps each type to its folder', () => {
    const images = createImageUrls({ mediaBaseUrl: media });
    expect(images.url('red.jpg', { type: 'image-swatch' })).toContain(
      '/media/attribute/swatch/red.jpg?',
    );
    expect(images.url('home/hero.jpg', { type: 'image-wysiwyg' })).toContain(
      '/media/wysiwyg/home/hero.jpg?',
    );
  });

  it('keeps an absolute URL or a path already in its folder, adding only the parameters', () => {
    const images = createImageUrls({ mediaBaseUrl: media });
    expect(
      images.url('https://cdn.test/media/catalog/product/a.jpg?v=2', {
        type: 'image-product',
        width: 40,
      }),
    ).toBe('https://cdn.test/media/catalog/product/a.jpg?v=2&auto=webp&format=pjpg&width=40');
    expect(images.url('catalog/product/a.jpg', { type: 'image-product' })).toBe(
      'https://shop.test/media/catalog/product/a.jpg?auto=webp&format=pjpg',
    );
  });

  it('returns a root-relative URL for images on the site origin', () => {
    const images = createImageUrls({
      mediaBaseUrl: 'https://shop.test/media',
      origin: 'https://shop.test',
    });
    expect(images.url('a.jpg', { type: 'image-product', width: 80 })).toBe(
      '/media/catalog/product/a.jpg?auto=webp&format=pjpg&width=80',
    );
  });

  it('is idempotent, as the rich-text sanitiser needs', () => {
    const onOrigin = createImageUrls({
      mediaBaseUrl: 'https://shop.test/media/',
      origin: 'https://shop.test',
    });
    const elsewhere = createImageUrls({ mediaBaseUrl: media });
    for (const images of [onOrigin, elsewhere]) {
      for (const src of [
        'home/hero.jpg',
        '/media/wysiwyg/home/hero.png',
        'https://cdn.test/media/wysiwyg/a.jpg',
      ]) {
        const once = images.url(src, { type: 'image-wysiwyg', quality: 85 });
        expect(images.url(once, { type: 'image-wysiwyg', quality: 85 })).toBe(once);
      }
    }
  });

  it('builds a srcset over the widths 40 to 2560 at ratio 0.8 and quality 85', () => {
    const images = createImageUrls({ mediaBaseUrl: media });
    const entries = images.srcSet('a.jpg', 'image-product').split(', ');
    expect(entries.map((entry) => entry.split(' ')[1])).toEqual([
      '40w',
      '80w',
      '160w',
      '320w',
      '640w',
      '960w',
      '1280w',
      '1600w',
      '2560w',
    ]);
    expect(entries[4]).toBe(
      'https://shop.test/media/catalog/product/a.jpg?auto=webp&format=pjpg&width=640&height=800&quality=85&fit=cover&crop=false 640w',
    );
    expect(images.srcSet('a.jpg', 'image-product', 1).split(', ')[0]).toContain(
      'width=40&height=40&',
    );
  });

  it('gives each call only its own parameters when a path is asked for again', () => {
    const images = createImageUrls({ mediaBaseUrl: media });
    const path = 'https://cdn.test/media/catalog/product/a.jpg?v=2#front';
    expect(images.url(path, { type: 'image-product', width: 40, fit: 'cover' })).toBe(
      'https://cdn.test/media/catalog/product/a.jpg?v=2&auto=webp&format=pjpg&width=40&fit=cover#front',
    );
    expect(images.url(path, { type: 'image-product' })).toBe(
      'https://cdn.test/media/catalog/product/a.jpg?v=2&auto=webp&format=pjpg#front',
    );
  });

  it('warns and falls back to a test media base when none is configured', () => {
    const warnings = expectConsole('warn');
    const images = createImageUrls({ mediaBaseUrl: null });
    expect(warnings.calls).toEqual([['A media backend URL should be defined in your config']]);
    expect(images.url('a.jpg', { type: 'image-product' })).toBe(
      'https://backend.test/media/catalog/product/a.jpg?auto=webp&format=pjpg',
    );
  });
});
