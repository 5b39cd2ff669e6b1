import type { ParsedRichContent } from '@vitrine/rich-content';
import { useEffect, useState } from 'react';
import { preloadRichContent } from './block-families.ts';
import { useRichContentServices } from './rich-content.services.tsx';

/** The state of a CMS block loaded for a dialog. */
export type CmsBlockState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly content: ParsedRichContent }
  | { readonly status: 'empty' }
  | { readonly status: 'failed' };

/**
 * Loads a CMS block once, when first needed (the dialog mounts on first opening and stays mounted,
 * so reopening shows the loaded content at once).
 */
export function useCmsBlock(identifier: string): CmsBlockState {
  const { loadCmsBlock, onWarning } = useRichContentServices();
  const [state, setState] = useState<CmsBlockState>({ status: 'loading' });
  useEffect(() => {
    if (loadCmsBlock === undefined) {
      setState({ status: 'empty' });
      return undefined;
    }
    let cancelled = false;
    loadCmsBlock(identifier)
      // Drawn once the renderers its blocks need are there too (decision 105).
      .then(async (content) => {
        if (content !== null) await preloadRichContent(content.blocks);
        return content;
      })
      .then((content) => {
        if (cancelled) return;
        setState(
          content === null || content.blocks.length === 0
            ? { status: 'empty' }
            : { status: 'loaded', content },
        );
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        (onWarning ?? console.warn)(
          `[rich-content] CMS block "${identifier}" failed to load: ${String(error)}`,
        );
        setState({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [identifier, loadCmsBlock, onWarning]);
  return state;
}
