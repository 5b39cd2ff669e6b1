import type { SliderBlock } from '@vitrine/rich-content';
import { cx } from '../internal/cx.ts';
import { Slider } from '../slider/slider.tsx';
import { useBlockClass } from './block-scope.tsx';
import { BlockView } from './blocks.tsx';
import { richContentMessages } from './rich-content.messages.ts';
import styles from './rich-content.module.css';

/**
 * Slider over the design system's Slider (arrows, dots, autoplay paused on hover and focus with a
 * pause button, off under reduced motion, fade, infinite), with the author's settings. Slides fill
 * the slider's min-height.
 */
export function SliderView({ block }: { block: SliderBlock }) {
  const cls = useBlockClass(block);
  if (block.children.length === 0) return null;
  return (
    <Slider
      className={cx(styles.sliderBlock, cls(), ...block.style.cssClasses)}
      label={richContentMessages.sliderLabel}
      slides={block.children.map((slide) => (
        <BlockView key={slide.id} block={slide} />
      ))}
      autoplay={block.autoplay}
      autoplaySpeed={block.autoplaySpeed}
      fade={block.fade}
      infinite={block.infinite}
      showArrows={block.showArrows}
      showDots={block.showDots}
    />
  );
}
