import type { ContentLink } from '@vitrine/rich-content';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { CmsBlockDialog } from './cms-block-dialog.tsx';
import { ContentAnchor } from './content-link.tsx';

/** Props of {@link BlockDialogTrigger}. */
export interface BlockDialogTriggerProps {
  identifier: string;
  title: string;
  className?: string;
  label?: string;
  children?: ReactNode;
}

/** A button that opens a CMS block in a dialog; the block's content loads on the first opening. */
export function BlockDialogTrigger({
  identifier,
  title,
  className,
  label,
  children,
}: BlockDialogTriggerProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      >
        {children}
      </button>
      {opened && (
        <CmsBlockDialog
          identifier={identifier}
          title={title}
          open={open}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** Props of {@link LinkedContent}. */
export interface LinkedContentProps {
  link: ContentLink;
  className?: string;
  /** Accessible name when the content is not text (an image). */
  label?: string;
  /** Title of the dialog a block link opens, when the link itself has none. */
  dialogTitle?: string;
  children?: ReactNode;
}

/** Content behind a block's link: a dialog trigger for block links, an anchor otherwise. */
export function LinkedContent({
  link,
  className,
  label,
  dialogTitle,
  children,
}: LinkedContentProps) {
  if (link.linkType === 'block') {
    return (
      <BlockDialogTrigger
        identifier={link.identifier}
        title={link.title ?? dialogTitle ?? ''}
        className={className}
        label={label}
      >
        {children}
      </BlockDialogTrigger>
    );
  }
  return (
    <ContentAnchor link={link} className={className} label={label}>
      {children}
    </ContentAnchor>
  );
}
