import type { Locator, Page } from 'playwright-core';
import { CONSENT_STORAGE_KEY } from '../src/browser.ts';

/** Where YouTube's thumbnails come from (`packages/ui/src/rich-content/video/video-thumbnail.ts`). */
export const THUMBNAIL_HOST = 'i.ytimg.com';

/** Whether a request goes to the shop itself (the storefront on loopback) or a browser scheme. */
export function isShopRequest(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:') return true;
  return hostname === '127.0.0.1' || hostname === 'localhost';
}

// Tags whose address a browser fetches as it reads the page (links to pages are not fetched).
const FETCHED = /<(img|script|iframe|source|video|audio|link)\b[^>]*>/gi;
const ADDRESS = /\s(?:src|href|srcset|poster|data)="([^"]*)"/gi;

/**
 * The tags of server HTML that would make a browser ask another host for something before any
 * consent: `<img src>`, `<script src>`, `<iframe src>`, `<link rel=preconnect|preload|stylesheet>`…
 */
export function foreignTagsIn(html: string): string[] {
  const found: string[] = [];
  for (const [tag, name = ''] of html.matchAll(FETCHED)) {
    // An <a>-like <link> (canonical, alternate) is not fetched; the others are.
    if (name.toLowerCase() === 'link' && /\srel="(canonical|alternate)"/i.test(tag)) continue;
    for (const [, address = ''] of tag.matchAll(ADDRESS)) {
      const urls = address.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '');
      if (
        urls.some(
          (url) =>
            /^(https?:)?\/\//i.test(url) && !isShopRequest(new URL(url, 'http://127.0.0.1').href),
        )
      )
        found.push(tag);
    }
  }
  return found;
}

/** What the consent store keeps in the browser, or null when the visitor has not chosen. */
export async function storedChoices(
  page: Page,
): Promise<{ version: number; choices: Record<string, { granted: boolean; at: string }> } | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as never);
}

/** An element's box, failing when it has none (not rendered). */
export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (box === null) throw new Error(`${String(locator)} has no box`);
  return box;
}

/** The smallest JPEG (1×1, grey): what a thumbnail server answers in the journey. */
export function tinyJpeg(): Buffer {
  return Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
    'base64',
  );
}
