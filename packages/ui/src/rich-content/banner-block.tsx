import type { BannerBlock, ButtonType, SlideBlock } from '@vitrine/rich-content';
import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../internal/cx.ts';
import { hasBackgroundLayers, hasParallaxImage } from './background/background-kind.ts';
import { BlockBackground } from './background/block-background.tsx';
import { useBlockClass } from './block-scope.tsx';
import { buttonLookClass } from './buttons-block.tsx';
import { ContentAnchor } from './content-link.tsx';
import { BlockDialogTrigger } from './linked-content.tsx';
import styles from './rich-content.module.css';
import { RichText } from './rich-text.tsx';
import { surfaceTone, TONE_CLASS } from './surface-tone.ts';
import type { SurfaceTone } from './surface-tone.ts';

const APPEARANCE_CLASS: Record<BannerBlock['appearance'], string | undefined> = {
  poster: styles.bannerPoster,
  'collage-left': styles.bannerCollageLeft,
  'collage-centered': styles.bannerCollageCentered,
  'collage-right': styles.bannerCollageRight,
};

const VISIBILITY_CLASS = {
  always: styles.showAlways,
  hover: styles.showOnHover,
  never: undefined,
} as const;

function CallToAction({
  text,
  type,
  show,
}: {
  text: string;
  type: ButtonType;
  show: BannerBlock['showButton'];
}) {
  // Inside the banner's link the call to action is a visual cue only: the link is the control.
  return (
    <span className={cx(styles.bannerButton, buttonLookClass(type), VISIBILITY_CLASS[show])}>
      {text}
    </span>
  );
}

/**
 * The tone the poster's text sits on (decision 045): the overlay colour when it always shows, else
 * the background colour when no image or video covers it. Collages put their text on a cream panel.
 */
export function posterTone(block: BannerBlock | SlideBlock): SurfaceTone | undefined {
  if (block.appearance !== 'poster') return undefined;
  if (block.showOverlay === 'always') {
    const tone = surfaceTone(block.overlayColor);
    if (tone !== undefined) return tone;
  }
  const { background } = block;
  const covered =
    background.desktopImage !== undefined ||
    background.mobileImage !== undefined ||
    background.video !== undefined;
  return covered ? undefined : surfaceTone(background.backgroundColor);
}

/**
 * Banner and slide (Venia renders a slide as a banner): background (image, parallax or video) on the
 * wrapper, an optional overlay colour, rich-text content, legal text and a call to action; the whole
 * banner is the link when it has one.
 */
export function BannerView({ block }: { block: BannerBlock | SlideBlock }) {
  const cls = useBlockClass(block);
  const { background, link } = block;
  const tone = posterTone(block);
  // A custom property, so the hover rule can show or hide the author's colour.
  const overlayStyle =
    block.overlayColor === undefined
      ? undefined
      : ({ '--rc-overlay-color': block.overlayColor } as CSSProperties);
  const blockLink = link?.linkType === 'block' ? link : undefined;
  const inner = (
    <div
      className={cx(
        styles.bannerWrapper,
        cls('wrapper'),
        !hasParallaxImage(background) && cls('bg'),
        hasBackgroundLayers(background) && styles.layered,
      )}
    >
      <BlockBackground background={background} className={cls('bg')} />
      <div
        className={cx(
          styles.bannerOverlay,
          cls('box'),
          block.showOverlay === 'hover' && styles.overlayOnHover,
        )}
        style={overlayStyle}
      >
        <div className={styles.bannerContent}>
          <RichText html={block.content} className={styles.bannerText} />
          {block.legal !== undefined && (
            <RichText html={block.legal} className={styles.bannerLegal} />
          )}
          {blockLink !== undefined && block.buttonText !== undefined ? (
            <BlockDialogTrigger
              identifier={blockLink.identifier}
              title={blockLink.title ?? block.buttonText}
              className={cx(
                styles.bannerButton,
                buttonLookClass(block.buttonType ?? 'primary'),
                VISIBILITY_CLASS[block.showButton],
              )}
            >
              {block.buttonText}
            </BlockDialogTrigger>
          ) : (
            block.buttonText !== undefined && (
              <CallToAction
                text={block.buttonText}
                type={block.buttonType ?? 'primary'}
                show={block.showButton}
              />
            )
          )}
        </div>
      </div>
    </div>
  );
  let body: ReactNode = inner;
  if (link !== undefined && link.linkType !== 'block') {
    body = (
      <ContentAnchor link={link} className={styles.bannerLink}>
        {inner}
      </ContentAnchor>
    );
  }
  return (
    <div
      className={cx(
        styles.banner,
        APPEARANCE_CLASS[block.appearance],
        tone === undefined ? undefined : TONE_CLASS[tone],
        cls(),
        ...block.style.cssClasses,
      )}
    >
      {body}
    </div>
  );
}

/** A slide outside a slider (malformed content) renders as a banner. */
export function SlideContent({ block }: { block: SlideBlock }) {
  return <BannerView block={block} />;
}
