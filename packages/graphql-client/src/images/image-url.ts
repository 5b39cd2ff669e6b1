/**
 * Image URLs for the media server (spec §7 "Other calls", §9 "Images"): a path or URL of a product,
 * category, swatch or rich-text image becomes a URL on the media backend with resizing parameters
 * (`auto=webp`, `format` png or pjpg, `width`, `height`, `quality`, `fit`, `crop`).
 */
import { DEFAULT_IMAGE_RATIO, IMAGE_QUALITY, IMAGE_WIDTHS } from '../shop.constants.ts';

/** The kinds of image the shop asks for; each has its folder under the media base. */
export type ImageType = 'image-product' | 'image-category' | 'image-swatch' | 'image-wysiwyg';

/** Folder of each image type under the media base URL. */
export const IMAGE_TYPE_PATHS: Readonly<Record<ImageType, string>> = {
  'image-product': 'catalog/product/',
  'image-category': 'catalog/category/',
  'image-swatch': 'attribute/swatch/',
  'image-wysiwyg': 'wysiwyg/',
};

/** The media base used when none is configured, so pages still render (spec §8). */
export const FALLBACK_MEDIA_BASE_URL = 'https://backend.test/media/';

/** The warning spec §8 logs when no media backend URL is configured. */
export const MISSING_MEDIA_BACKEND_WARNING = 'A media backend URL should be defined in your config';

/** Resizing parameters of one image URL. */
export interface ImageUrlOptions {
  type: ImageType;
  width?: number;
  height?: number;
  /** @defaultValue none (the media server's default); rich-text and srcset images use 85 */
  quality?: number;
  fit?: 'cover' | 'contain' | 'fill' | 'inside' | 'outside';
  crop?: boolean;
}

/** Options of {@link createImageUrls}. */
export interface ImageUrlsOptions {
  /**
   * The media base URL (`store_view_secure_base_media_url`, e.g. `https://shop.example/media/`).
   * Missing → the warning of spec §8 and {@link FALLBACK_MEDIA_BASE_URL}.
   */
  mediaBaseUrl?: string | null;
  /** The site origin: URLs on it are returned as root-relative paths. */
  origin?: string;
  /** Where the missing-media-base warning goes. @defaultValue `console.warn` */
  warn?: (message: string) => void;
}

/** Builds image URLs and `srcset`s for one media base. */
export interface ImageUrls {
  /** The resized URL of one image. */
  url(path: string, options: ImageUrlOptions): string;
  /**
   * A `srcset` over the shop's widths (40 … 2560), each `width × width/ratio` at quality 85,
   * cropped to cover.
   * @param ratio - width ÷ height; @defaultValue 0.8
   */
  srcSet(path: string, type: ImageType, ratio?: number): string;
}

/** Creates the image URL builder for a media base (one per page, like the client). */
export function createImageUrls({
  mediaBaseUrl,
  origin,
  warn = (message) => console.warn(message),
}: ImageUrlsOptions = {}): ImageUrls {
  let base = mediaBaseUrl;
  if (!base) {
    warn(MISSING_MEDIA_BACKEND_WARNING);
    base = FALLBACK_MEDIA_BASE_URL;
  }
  const mediaBase = base.endsWith('/') ? base : `${base}/`;

  const siteOrigin = origin === undefined ? undefined : new URL(origin).origin;

  // Where a path resolves to, once per path and type: a page asks for each image at every width
  // of its srcset, and parsing URLs is most of the cost of drawing a product grid on a phone.
  const resolved = new Map<
    string,
    { prefix: string; search: string; hash: string; png: boolean }
  >();
  const resolve = (path: string, type: ImageType) => {
    const key = `${type}\n${path}`;
    let entry = resolved.get(key);
    if (entry) return entry;
    const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(path);
    const folder = IMAGE_TYPE_PATHS[type];
    // As Magento's storefront does: a path already inside the type's folder (a rewritten URL, a
    // `/media/wysiwyg/...` link) is kept; a bare file path (`/o/m/omega.jpg`) goes into the folder.
    let target = new URL(path, mediaBase);
    if (!absolute && !target.pathname.includes(folder)) {
      target = new URL(`${folder}${path.replace(/^\/+/, '')}`, mediaBase);
    }
    const sameOrigin = siteOrigin !== undefined && target.origin === siteOrigin;
    const { search, hash } = target;
    target.search = '';
    target.hash = '';
    entry = {
      prefix: sameOrigin ? target.pathname : target.href,
      search,
      hash: sameOrigin ? '' : hash,
      png: /\.png$/i.test(target.pathname),
    };
    resolved.set(key, entry);
    return entry;
  };

  const url = (path: string, options: ImageUrlOptions): string => {
    const { prefix, search, hash, png } = resolve(path, options.type);
    const params = new URLSearchParams(search);
    params.set('auto', 'webp');
    params.set('format', png ? 'png' : 'pjpg');
    const { width, height, quality, fit, crop } = options;
    if (width !== undefined) params.set('width', String(Math.round(width)));
    if (height !== undefined) params.set('height', String(Math.round(height)));
    if (quality !== undefined) params.set('quality', String(quality));
    if (fit !== undefined) params.set('fit', fit);
    if (crop !== undefined) params.set('crop', String(crop));
    return `${prefix}?${params.toString()}${hash}`;
  };

  return {
    url,
    srcSet: (path, type, ratio = DEFAULT_IMAGE_RATIO) =>
      IMAGE_WIDTHS.map(
        (width) =>
          `${url(path, { type, width, height: width / ratio, quality: IMAGE_QUALITY, fit: 'cover', crop: false })} ${width}w`,
      ).join(', '),
  };
}
