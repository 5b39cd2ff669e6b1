import type { ParsedRichContent } from '@vitrine/rich-content';
import { useContext, useEffect, useMemo } from 'react';
import { CspNonceContext } from '../internal/csp-nonce.ts';
import { cx } from '../internal/cx.ts';
import { BlockScopeProvider } from './block-scope.tsx';
import { blockFamilies } from './block-families.ts';
import { richContentStyleSheet } from './block-styles.ts';
import { Blocks } from './blocks.tsx';
import { contentScope } from './content-scope.ts';
import { useRichContentServices } from './rich-content.services.tsx';
import styles from './rich-content.module.css';

/** Props of {@link RichContent}. */
export interface RichContentProps {
  /** The tree from `@vitrine/rich-content` (parsed on the server and sent with the route data). */
  content: ParsedRichContent;
  className?: string;
}

/**
 * Renders a parsed rich-content tree: every block type, its Page Builder styles as one scoped style
 * sheet, and the parser's warnings logged to the console (spec §2: unsupported blocks are skipped
 * with a console warning). Services (navigation, loaders, image URLs) come from
 * {@link RichContentProvider}.
 */
export function RichContent({ content, className }: RichContentProps) {
  const { resolveImageUrl, onWarning } = useRichContentServices();
  // The page's policy runs inline style sheets that carry its nonce only.
  const nonce = useContext(CspNonceContext);
  // Derived from the content, so class names survive hydration whichever runtime hydrates.
  const scope = useMemo(() => contentScope(content.blocks), [content.blocks]);
  const css = useMemo(
    () => richContentStyleSheet(content.blocks, scope, resolveImageUrl),
    [content.blocks, scope, resolveImageUrl],
  );
  // The renderers fetched on demand that these blocks need: the browser entry fetches them before
  // hydrating (decision 105).
  const families = useMemo(() => blockFamilies(content.blocks).join(' '), [content.blocks]);
  useEffect(() => {
    const warn = onWarning ?? console.warn;
    for (const warning of content.warnings) warn(`[rich-content] ${warning.detail}`, warning);
  }, [content.warnings, onWarning]);
  if (content.blocks.length === 0) return null;
  return (
    <BlockScopeProvider value={scope}>
      <div
        className={cx(styles.root, className)}
        data-block-families={families === '' ? undefined : families}
      >
        {css !== '' && <style nonce={nonce}>{css}</style>}
        <Blocks blocks={content.blocks} />
      </div>
    </BlockScopeProvider>
  );
}
