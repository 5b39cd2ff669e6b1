import type { ParsedRichContent } from '@vitrine/rich-content';
import { blocksOfType } from '@vitrine/rich-content';

/**
 * The page's own heading (Magento's `content_heading`), or none when the content already opens
 * with a level-1 heading: a page has one h1 (issue 20: "Notre histoire" twice).
 */
export function cmsPageHeading(
  contentHeading: string | null | undefined,
  content: ParsedRichContent,
): string | null {
  if (!contentHeading) return null;
  const hasOwnH1 = blocksOfType(content, 'heading').some((block) => block.level === 1);
  return hasOwnH1 ? null : contentHeading;
}
