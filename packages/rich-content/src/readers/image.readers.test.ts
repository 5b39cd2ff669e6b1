import { describe, expect, it } from 'vitest';
import { IMAGE_FIXTURE, IMAGE_MOBILE_ONLY_FIXTURE } from '../testing/index.ts';
import { only } from './readers.test-utils.ts';

const image = (html: string) => {
  const block = only(html);
  if (block?.type !== 'image')
    throw new Error(`expected an image, got ${block?.type ?? 'nothing'}`);
  return block;
};

describe('image renditions', () => {
  it('keeps an image with only a mobile rendition mobile-only', () => {
    const block = image(IMAGE_MOBILE_ONLY_FIXTURE);
    expect(block.desktopImage).toBeUndefined();
    expect(block.mobileImage).toEqual({ src: '/media/wysiwyg/home/livraison-mobile.jpg' });
    expect([block.altText, block.title, block.imageStyle]).toEqual([
      'Livraison offerte dès 49 €',
      'Livraison offerte',
      { border: 'none', borderWidth: '1px', borderRadius: '0' },
    ]);
  });

  it('still reads both renditions when they are tagged', () => {
    const block = image(IMAGE_FIXTURE);
    expect([block.desktopImage?.src, block.mobileImage?.src]).toEqual([
      '/media/wysiwyg/home/vitamine-d3.jpg',
      '/media/wysiwyg/home/vitamine-d3-mobile.jpg',
    ]);
  });

  it('reads untagged images as desktop then mobile, by their Page Builder classes first', () => {
    const untagged = (images: string) =>
      image(
        `<figure data-content-type="image" data-appearance="full-width" data-element="main">${images}</figure>`,
      );
    const inOrder = untagged(
      '<img src="/media/wysiwyg/a.jpg" alt="A"><img src="/media/wysiwyg/a-mobile.jpg" alt="A">',
    );
    expect([inOrder.desktopImage?.src, inOrder.mobileImage?.src]).toEqual([
      '/media/wysiwyg/a.jpg',
      '/media/wysiwyg/a-mobile.jpg',
    ]);
    const mobileOnly = untagged(
      '<img class="pagebuilder-mobile-only" src="/media/wysiwyg/b-mobile.jpg" alt="B">',
    );
    expect([mobileOnly.desktopImage, mobileOnly.mobileImage?.src]).toEqual([
      undefined,
      '/media/wysiwyg/b-mobile.jpg',
    ]);
  });
});
