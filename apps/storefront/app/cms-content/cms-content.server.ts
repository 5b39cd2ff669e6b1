import type { ParsedRichContent } from '@vitrine/rich-content';
import { parseRichContent } from '@vitrine/rich-content/server';
import { siteImages } from '../lib/images.ts';

/**
 * Parses CMS/Page Builder HTML on the server into the sanitised block tree the page renders
 * (sanitising happens once, here; the browser receives the tree, not the HTML).
 */
export function parseCmsContent(
  html: string | null | undefined,
  backendUrl: string,
): ParsedRichContent {
  return parseRichContent(html ?? '', {
    mediaBaseUrl: `${backendUrl}/media/`,
    siteOrigin: backendUrl,
    resolveImageUrl: (src, options) => siteImages.url(src, options),
  });
}
