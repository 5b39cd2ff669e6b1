import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useConsent } from '../consent/consent-context.tsx';
import { ConsentPlaceholder, purposeOf } from './consent-placeholder.tsx';
import type { PlaceholderKind } from './consent-placeholder.tsx';
import { embedOf } from './held-embeds.model.ts';

interface HeldFrame {
  frame: HTMLIFrameElement;
  src: string;
  kind: PlaceholderKind;
  provider: string;
  /** Where the placeholder renders, in the frame's place. */
  slot: HTMLDivElement | undefined;
}

/**
 * Gives the held frames of rendered rich text their sources once the visitor allows their
 * purpose, and until then shows a consent placeholder of the frame's size in each one's place.
 */
export function HeldEmbeds({ container }: { container: RefObject<HTMLElement | null> }) {
  const videos = useConsent('videos');
  const maps = useConsent('maps');
  const [held, setHeld] = useState<HeldFrame[]>([]);
  const focusNext = useRef<HTMLIFrameElement | null>(null);

  useEffect(() => {
    const root = container.current;
    if (root === null) return undefined;
    const granted = (kind: PlaceholderKind) =>
      purposeOf(kind) === 'videos' ? videos.granted : maps.granted;
    const frames = [...root.querySelectorAll<HTMLIFrameElement>('iframe[data-held-src]')].map(
      (frame): HeldFrame => {
        const src = frame.dataset.heldSrc ?? '';
        return { frame, src, ...embedOf(src), slot: undefined };
      },
    );
    const waiting: HeldFrame[] = [];
    for (const item of frames) {
      if (granted(item.kind)) {
        item.frame.hidden = false;
        if (item.frame.getAttribute('src') !== item.src) item.frame.src = item.src;
        continue;
      }
      const slot = item.frame.ownerDocument.createElement('div');
      const { width, height } = item.frame.getBoundingClientRect();
      // The frame's own box, so that showing it later moves nothing.
      slot.style.width = width > 0 ? `${width}px` : '100%';
      slot.style.maxWidth = '100%';
      slot.style.height = height > 0 ? `${height}px` : '16rem';
      item.frame.before(slot);
      item.frame.hidden = true;
      waiting.push({ ...item, slot });
    }
    setHeld(waiting);
    if (focusNext.current?.isConnected === true && !focusNext.current.hidden) {
      focusNext.current.focus();
      focusNext.current = null;
    }
    return () => {
      for (const item of waiting) item.slot?.remove();
    };
  }, [container, videos.granted, maps.granted]);

  return held.map((item, index) => {
    const consent = purposeOf(item.kind) === 'videos' ? videos : maps;
    return item.slot
      ? createPortal(
          <ConsentPlaceholder
            kind={item.kind}
            provider={item.provider}
            consent={{
              openPreferences: consent.openPreferences,
              allow: () => {
                focusNext.current = item.frame;
                consent.grant();
              },
            }}
          />,
          item.slot,
          String(index),
        )
      : null;
  });
}
