import type { ButtonItemBlock, ButtonsBlock, ButtonType } from '@vitrine/rich-content';
import buttonStyles from '../button/button.module.css';
import { cx } from '../internal/cx.ts';
import linkStyles from '../link/link.module.css';
import { useBlockClass } from './block-scope.tsx';
import { Blocks } from './blocks.tsx';
import { LinkedContent } from './linked-content.tsx';
import styles from './rich-content.module.css';

const LOOKS: Record<ButtonType, string> = {
  primary: cx(buttonStyles.button, buttonStyles.high),
  secondary: cx(buttonStyles.button, buttonStyles.normal),
  tertiary: cx(buttonStyles.button, buttonStyles.low),
  link: cx(linkStyles.link, linkStyles.standalone),
  invertedLink: cx(linkStyles.link, linkStyles.standalone, styles.inverted),
  underlineInvertedLink: cx(linkStyles.link, linkStyles.inline, styles.inverted),
};

/** The design system's look for a Page Builder button type (primary = high priority, and so on). */
export function buttonLookClass(type: ButtonType): string {
  return LOOKS[type];
}

// Page Builder aligns buttons with the container's text-align; the flex layout needs it explicitly.
const JUSTIFY: Readonly<Record<string, string | undefined>> = {
  center: styles.justifyCenter,
  right: styles.justifyEnd,
  end: styles.justifyEnd,
};

export function ButtonsView({ block }: { block: ButtonsBlock }) {
  const cls = useBlockClass(block);
  return (
    <div
      className={cx(
        styles.buttons,
        block.appearance === 'stacked' ? styles.buttonsStacked : styles.buttonsInline,
        block.isSameWidth && styles.buttonsSameWidth,
        JUSTIFY[block.style.textAlign ?? ''],
        cls(),
        ...block.style.cssClasses,
      )}
    >
      <Blocks blocks={block.children} />
    </div>
  );
}

/**
 * A button: a link (client-side when internal), a block link that opens the CMS block in a dialog,
 * or — without a link — the same look on plain text.
 */
export function ButtonItemView({ block }: { block: ButtonItemBlock }) {
  const cls = useBlockClass(block);
  const className = cx(
    styles.buttonItem,
    buttonLookClass(block.buttonType),
    cls(),
    ...block.style.cssClasses,
  );
  if (block.link === undefined) return <span className={className}>{block.text}</span>;
  return (
    <LinkedContent
      link={block.link}
      className={className}
      dialogTitle={block.blockTitle ?? block.text}
    >
      {block.text}
    </LinkedContent>
  );
}
