import type { RichContentBlock } from '@vitrine/rich-content';

/**
 * The class-name scope of a rich-content tree's style sheet, derived from the tree itself (FNV-1a
 * over its JSON). It is the same wherever the tree renders, on the server and in the browser
 * whichever React runtime hydrates there, where `useId` values differ (decision 016). Two copies of
 * the same content on one page share a scope, and their identical rules with it.
 */
export function contentScope(blocks: readonly RichContentBlock[]): string {
  const text = JSON.stringify(blocks);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `s${(hash >>> 0).toString(36)}`;
}
