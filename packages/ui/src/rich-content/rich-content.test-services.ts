import type { ImageUrlResolver } from '@vitrine/rich-content';

/** The image helper used when the seeded page is rendered in tests: the commerce server's query parameters. */
export const seededPageImageUrl: ImageUrlResolver = (src, options) => {
  const url = new URL(src, 'http://placeholder.invalid');
  url.searchParams.set('auto', 'webp');
  url.searchParams.set('quality', String(options.quality));
  if (options.width !== undefined) url.searchParams.set('width', String(options.width));
  return url.origin === 'http://placeholder.invalid' ? `${url.pathname}${url.search}` : url.href;
};
