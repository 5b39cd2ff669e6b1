import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeContract } from '../testing/backends.ts';

describeContract('media', (server) => {
  const url = (path: string) => `${server().url}/media/${path}`;

  it('draws and resizes a product image from its gallery URL', async () => {
    const { body } = await server().gql<{ products: { items: Array<{ image: { url: string } }> } }>(
      '{ products(filter: { sku: { eq: "ORS-000001" } }) { items { image { url } } } }',
    );
    const imageUrl = body.data?.products.items[0]?.image.url ?? '';
    const response = await fetch(`${imageUrl}?width=320&height=320&fit=cover`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([320, 320]);
  });

  it('gives each product three views — front, back label, contents on a plate — each served', async () => {
    const { body } = await server().gql<{
      products: {
        items: Array<{
          media_gallery: Array<{ url: string; label: string; position: number; disabled: boolean }>;
        }>;
      };
    }>(
      '{ products(filter: { sku: { eq: "ORS-000001" } }) { items { media_gallery { url label position disabled } } } }',
    );
    const gallery = body.data?.products.items[0]?.media_gallery ?? [];
    expect(gallery.map((entry) => [entry.position, entry.disabled])).toEqual([
      [1, false],
      [2, false],
      [3, false],
    ]);
    expect(gallery[1]?.label).toMatch(/dos de l’étiquette et composition$/);
    expect(gallery[2]?.label).toMatch(/sur une assiette$/);
    for (const entry of gallery) {
      const response = await fetch(`${entry.url}?width=120`);
      expect(response.status, entry.url).toBe(200);
    }
    // A chosen variant keeps the three views: its own front, the parent's back and plate.
    const variants = await server().gql<{
      products: {
        items: Array<{ variants: Array<{ product: { media_gallery: Array<{ url: string }> } }> }>;
      };
    }>(
      '{ products(filter: { sku: { eq: "ORS-000003" } }) { items { ... on ConfigurableProduct { variants { product { media_gallery { url } } } } } } }',
    );
    const children = variants.body.data?.products.items[0]?.variants ?? [];
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) {
      expect(child.product.media_gallery.map((entry) => entry.url.split('/').pop())).toEqual([
        expect.stringMatching(/\.png$/),
        expect.stringMatching(/-dos\.png$/),
        expect.stringMatching(/-contenu\.png$/),
      ]);
    }
  });

  it('converts with format=pjpg, auto=webp (when accepted) and crops to a ratio', async () => {
    const jpeg = await fetch(url('wysiwyg/accueil-sommeil.png?width=640&format=pjpg&quality=70'));
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    const webp = await fetch(url('catalog/category/vitamines.png?width=400&auto=webp'), {
      headers: { Accept: 'image/avif,image/webp,*/*' },
    });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const noWebp = await fetch(url('catalog/category/vitamines.png?width=400&auto=webp'), {
      headers: { Accept: 'image/png' },
    });
    expect(noWebp.headers.get('content-type')).toBe('image/png');
    const cropped = await fetch(url('wysiwyg/accueil-sommeil.png?crop=1:1&width=200'));
    const meta = await sharp(Buffer.from(await cropped.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([200, 200]);
  });

  it('answers bad parameters with 400 and unknown or escaping paths with 404', async () => {
    for (const query of [
      'width=0',
      'width=99999',
      'width=abc',
      'quality=0',
      'format=gif',
      'fit=stretch',
      'crop=huge',
      'auto=avif',
    ]) {
      const response = await fetch(url(`catalog/product/v/i/vitamine-c-acerola.png?${query}`));
      expect(response.status, query).toBe(400);
    }
    expect((await fetch(url('catalog/product/x/y/unknown.png'))).status).toBe(404);
    expect((await fetch(url('catalog/product/..%2F..%2Fpackage.json'))).status).toBe(404);
    expect((await fetch(url('other/file.png'))).status).toBe(404);
  });
});
