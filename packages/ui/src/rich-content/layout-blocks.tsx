import type {
  ColumnBlock,
  ColumnGroupBlock,
  ColumnLineBlock,
  RowBlock,
  TabItemBlock,
  VerticalAlignment,
} from '@vitrine/rich-content';
import { cx } from '../internal/cx.ts';
import { hasBackgroundLayers, hasParallaxImage } from './background/background-kind.ts';
import { BlockBackground } from './background/block-background.tsx';
import { useBlockClass } from './block-scope.tsx';
import { Blocks } from './blocks.tsx';
import styles from './rich-content.module.css';
import { backgroundTone, TONE_CLASS } from './surface-tone.ts';

const ALIGNMENT_CLASS: Record<VerticalAlignment, string | undefined> = {
  top: styles.alignTop,
  middle: styles.alignMiddle,
  bottom: styles.alignBottom,
};

/**
 * Classes of an element that carries a background: its own `-bg` rule unless a parallax layer draws
 * it, and the text tone its colour calls for (decision 045).
 */
function backgroundClasses(
  block: RowBlock | ColumnBlock | TabItemBlock,
  cls: (part?: string) => string,
) {
  const tone = backgroundTone(block.background, block.style.backgroundColor);
  return cx(
    !hasParallaxImage(block.background) && cls('bg'),
    hasBackgroundLayers(block.background) && styles.layered,
    tone === undefined ? undefined : TONE_CLASS[tone],
  );
}

function alignmentClass(alignment: VerticalAlignment | undefined): string | undefined {
  return alignment === undefined ? undefined : cx(styles.flexColumn, ALIGNMENT_CLASS[alignment]);
}

/** Row: contained (max 1440 px), full-width (background edge to edge, content contained) or full-bleed. */
export function RowView({ block }: { block: RowBlock }) {
  const cls = useBlockClass(block);
  const content = (
    <>
      <BlockBackground background={block.background} className={cls('bg')} />
      {block.appearance === 'full-width' ? (
        <div className={cx(styles.contained, styles.layerContent)}>
          <Blocks blocks={block.children} />
        </div>
      ) : (
        <Blocks blocks={block.children} />
      )}
    </>
  );
  const settings = cx(
    cls(),
    backgroundClasses(block, cls),
    alignmentClass(block.verticalAlignment),
  );
  if (block.appearance === 'contained') {
    return (
      <div className={cx(styles.row, styles.contained, ...block.style.cssClasses)}>
        <div className={cx(styles.rowInner, settings)}>{content}</div>
      </div>
    );
  }
  return <div className={cx(styles.row, settings, ...block.style.cssClasses)}>{content}</div>;
}

export function ColumnGroupView({ block }: { block: ColumnGroupBlock }) {
  const cls = useBlockClass(block);
  const hasLines = block.children.some((child) => child.type === 'column-line');
  return (
    <div
      className={cx(
        styles.columnGroup,
        !hasLines && styles.columnLine,
        cls(),
        ...block.style.cssClasses,
      )}
    >
      <Blocks blocks={block.children} />
    </div>
  );
}

export function ColumnLineView({ block }: { block: ColumnLineBlock }) {
  const cls = useBlockClass(block);
  return (
    <div className={cx(styles.columnLine, cls(), ...block.style.cssClasses)}>
      <Blocks blocks={block.children} />
    </div>
  );
}

const COLUMN_CLASS: Record<ColumnBlock['appearance'], string | undefined> = {
  'full-height': styles.columnFullHeight,
  'align-top': styles.columnTop,
  'align-center': styles.columnCenter,
  'align-bottom': styles.columnBottom,
};

export function ColumnView({ block }: { block: ColumnBlock }) {
  const cls = useBlockClass(block);
  return (
    <div
      className={cx(
        styles.column,
        COLUMN_CLASS[block.appearance],
        cls(),
        backgroundClasses(block, cls),
        alignmentClass(block.verticalAlignment),
        ...block.style.cssClasses,
      )}
    >
      <BlockBackground background={block.background} className={cls('bg')} />
      <Blocks blocks={block.children} />
    </div>
  );
}

/** A tab's panel content (the Tabs renderer provides the panel element around it). */
export function TabItemContent({ block }: { block: TabItemBlock }) {
  const cls = useBlockClass(block);
  return (
    <div
      className={cx(
        styles.tabItem,
        cls(),
        backgroundClasses(block, cls),
        alignmentClass(block.verticalAlignment),
        ...block.style.cssClasses,
      )}
    >
      <BlockBackground background={block.background} className={cls('bg')} />
      <Blocks blocks={block.children} />
    </div>
  );
}
