import type { VideoSource } from '@vitrine/rich-content';
import { YOUTUBE_PLACEHOLDER_WIDTH } from '../rich-content.constants.ts';

/** How thumbnails are looked up; injected so tests need no network. */
export interface ThumbnailPorts {
  /** GET a JSON document. */
  readonly fetchJson: (url: string) => Promise<unknown>;
  /** Loads an image and reports its natural width (0 when it fails). */
  readonly probeImage: (url: string) => Promise<number>;
}

// Largest first; YouTube answers a missing size with its 120 px wide grey placeholder.
const YOUTUBE_SIZES = ['maxresdefault', 'sddefault', 'hqdefault', 'mqdefault'] as const;

/**
 * A still image for a video: Vimeo's `thumbnail_large` from its JSON endpoint (first item), or the
 * largest YouTube thumbnail that is not the 120 px placeholder. The store's own files have none
 * (their fallback image is set in Page Builder). Resolves `undefined` when nothing suitable exists.
 */
export async function videoThumbnail(
  source: VideoSource,
  ports: ThumbnailPorts,
): Promise<string | undefined> {
  if (source.provider === 'vimeo') {
    const data = await ports
      .fetchJson(`https://vimeo.com/api/v2/video/${source.id}.json`)
      .catch(() => undefined);
    const first: unknown = Array.isArray(data) ? data[0] : undefined;
    const url =
      typeof first === 'object' && first !== null
        ? (first as { thumbnail_large?: unknown }).thumbnail_large
        : undefined;
    return typeof url === 'string' && url.startsWith('https://') ? url : undefined;
  }
  if (source.provider === 'youtube') {
    for (const size of YOUTUBE_SIZES) {
      const url = `https://i.ytimg.com/vi/${source.id}/${size}.jpg`;
      const width = await ports.probeImage(url).catch(() => 0);
      if (width > YOUTUBE_PLACEHOLDER_WIDTH) return url;
    }
  }
  return undefined;
}

/** Browser implementations of the thumbnail ports. */
export function browserThumbnailPorts(
  view: Window,
  fetchJson?: (url: string) => Promise<unknown>,
): ThumbnailPorts {
  return {
    fetchJson:
      fetchJson ??
      (async (url) => {
        const response = await view.fetch(url);
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return (await response.json()) as unknown;
      }),
    probeImage: (url) =>
      new Promise((resolve) => {
        const image = view.document.createElement('img');
        image.addEventListener('load', () => resolve(image.naturalWidth));
        image.addEventListener('error', () => resolve(0));
        image.src = url;
      }),
  };
}
