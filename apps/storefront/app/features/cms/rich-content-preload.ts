import type { ParsedRichContent } from '@vitrine/rich-content';
import { preloadRichContent } from '@vitrine/ui';

/**
 * Fetches the block renderers a page's rich content needs (decision 105), for a client-side
 * navigation's `clientLoader`: the new page is drawn when its data and their code are both here.
 * Never rejects (a renderer still missing suspends its block alone).
 */
export function preloadPageRichContent(
  ...contents: readonly (ParsedRichContent | null | undefined)[]
): Promise<void> {
  return preloadRichContent(contents.flatMap((content) => content?.blocks ?? []));
}
