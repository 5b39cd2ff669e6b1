import type { ContentLink } from '@vitrine/rich-content';
import type { ReactNode } from 'react';
import { useText } from '../i18n/format-message.tsx';
import { useLinkComponent } from '../link/link-component.tsx';
import { linkMessages } from '../link/link.messages.ts';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';

/** Props of {@link ContentAnchor}. */
export interface ContentAnchorProps {
  link: Exclude<ContentLink, { linkType: 'block' }>;
  className?: string;
  /** Accessible name when the link wraps non-text content. */
  label?: string;
  children?: ReactNode;
}

/**
 * A block's link: internal links without new-tab go through the app's link component (client-side
 * navigation, decision 042); new-tab links open a window with `noopener`; the rest are plain links.
 */
export function ContentAnchor({ link, className, label, children }: ContentAnchorProps) {
  const AppLink = useLinkComponent();
  const t = useText();
  if (link.openInNewTab) {
    return (
      <a
        href={link.href}
        className={className}
        aria-label={label}
        target="_blank"
        rel="noopener noreferrer"
      >
        {children} <VisuallyHidden>{t(linkMessages.newTab)}</VisuallyHidden>
      </a>
    );
  }
  if (link.internal) {
    return (
      <AppLink href={link.href} className={className} aria-label={label}>
        {children}
      </AppLink>
    );
  }
  return (
    <a href={link.href} className={className} aria-label={label}>
      {children}
    </a>
  );
}
