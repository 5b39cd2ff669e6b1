import { useMemo, useRef } from 'react';
import type { MouseEvent } from 'react';
import { FamilyView } from './block-registry.tsx';
import { holdBackEmbeds } from './held-embeds.model.ts';
import { useRichContentServices } from './rich-content.services.tsx';

/** Props of {@link RichText}. */
export interface RichTextProps {
  /** HTML sanitised by `@vitrine/rich-content` (never pass anything else). */
  html: string;
  className?: string;
}

/**
 * Sanitised rich text. Clicks on links the parser flagged as internal (`data-internal-link`) become
 * client-side navigations; modified clicks (new tab, new window) and other links keep the browser's
 * behaviour. Embedded frames (a video service's player, a map) get their source only once the
 * visitor allows their purpose; a consent placeholder stands in their place until then.
 */
export function RichText({ html, className }: RichTextProps) {
  const { navigate } = useRichContentServices();
  const ref = useRef<HTMLDivElement>(null);
  const held = useMemo(() => holdBackEmbeds(html), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (navigate === undefined || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor =
      event.target instanceof Element ? event.target.closest('a[data-internal-link]') : null;
    const href = anchor?.getAttribute('href');
    if (anchor === null || !href || !event.currentTarget.contains(anchor)) return;
    event.preventDefault();
    navigate(href);
  };
  // The content was sanitised once by the parser with DOMPurify (decision 040).
  return (
    <>
      <div
        ref={ref}
        className={className}
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: held }}
      />
      {held === html ? null : (
        <FamilyView family="held-embeds" render={(m) => <m.HeldEmbeds container={ref} />} />
      )}
    </>
  );
}
