import { createImageUrls } from '@vitrine/graphql-client';
import type { ImageType, ImageUrls } from '@vitrine/graphql-client';
import type { ImageUrlBuilder } from '@vitrine/ui';

/**
 * Images are always served through the storefront's own /media/ proxy, so the URLs are built
 * root-relative: the same string on the server and in the browser, whatever host serves the page.
 * The origin below only anchors the URL arithmetic; it never appears in the output.
 */
const ANCHOR_ORIGIN = 'https://storefront.invalid';

export const siteImages: ImageUrls = createImageUrls({
  mediaBaseUrl: `${ANCHOR_ORIGIN}/media/`,
  origin: ANCHOR_ORIGIN,
});

/** The backend answers with absolute media URLs on its own host; the site serves them at the same path. */
export function toSitePath(url: string): string {
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(url)) return url;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** A `buildUrl` for the design system's Image, for one image type (quality 85, cropped to cover). */
export function imageUrlBuilder(type: ImageType): ImageUrlBuilder {
  return (src, { width, height }) =>
    siteImages.url(toSitePath(src), { type, width, height, quality: 85, fit: 'cover' });
}
