import type { FaqBlock, FaqItemBlock } from '@vitrine/rich-content';
import { cx } from '../internal/cx.ts';
import { Icon } from '../icon/icon.tsx';
import { useBlockClass } from './block-scope.tsx';
import { Blocks } from './blocks.tsx';
import styles from './rich-content.module.css';
import { RichText } from './rich-text.tsx';

export function FaqView({ block }: { block: FaqBlock }) {
  const cls = useBlockClass(block);
  return (
    <div className={cx(styles.faq, cls(), ...block.style.cssClasses)}>
      <div className={styles.faqList}>
        <Blocks blocks={block.children} />
      </div>
    </div>
  );
}

/**
 * One question and its answer. A native disclosure (`details`/`summary`): keyboard and screen-reader
 * behaviour come from the browser, the answer is in the server-rendered HTML (found by search
 * engines and in-page search), and it works before hydration.
 */
export function FaqItemView({ block }: { block: FaqItemBlock }) {
  const cls = useBlockClass(block);
  return (
    <details className={cx(styles.faqItem, cls(), ...block.style.cssClasses)}>
      <summary className={styles.faqQuestion}>
        <span>{block.question}</span>
        <Icon name="chevron-down" className={styles.faqChevron} />
      </summary>
      <div className={styles.faqAnswer}>
        {block.image !== undefined && (
          <img
            className={styles.faqImage}
            src={block.image.src}
            alt={block.image.alt}
            loading="lazy"
            decoding="async"
          />
        )}
        <RichText html={block.answer} />
      </div>
    </details>
  );
}
