import type {
  CmsBlockBlock,
  DividerBlock,
  DynamicBlockBlock,
  HeadingBlock,
  HtmlBlock,
  ImageBlock,
  ImageSource,
  ImageUrlResolver,
  ParsedRichContent,
  TextBlock,
} from '@vitrine/rich-content';
import { useEffect, useState } from 'react';
import { cx } from '../internal/cx.ts';
import { preloadRichContent } from './block-families.ts';
import { useBlockClass } from './block-scope.tsx';
import { Blocks } from './blocks.tsx';
import { LinkedContent } from './linked-content.tsx';
import { IMAGE_QUALITY, IMAGE_WIDTHS, MOBILE_MEDIA_QUERY } from './rich-content.constants.ts';
import { useRichContentServices } from './rich-content.services.tsx';
import styles from './rich-content.module.css';
import { RichText } from './rich-text.tsx';
import { RichContent } from './rich-content.tsx';

export function TextView({ block }: { block: TextBlock }) {
  const cls = useBlockClass(block);
  return (
    <RichText html={block.content} className={cx(styles.text, cls(), ...block.style.cssClasses)} />
  );
}

export function HtmlView({ block }: { block: HtmlBlock }) {
  const cls = useBlockClass(block);
  return (
    <RichText html={block.content} className={cx(styles.html, cls(), ...block.style.cssClasses)} />
  );
}

export function HeadingView({ block }: { block: HeadingBlock }) {
  const cls = useBlockClass(block);
  const Tag = `h${block.level}` as const;
  return <Tag className={cx(styles.heading, cls(), ...block.style.cssClasses)}>{block.text}</Tag>;
}

export function DividerView({ block }: { block: DividerBlock }) {
  const cls = useBlockClass(block);
  return (
    <div className={cx(styles.divider, cls(), ...block.style.cssClasses)}>
      <hr className={cx(styles.dividerLine, cls('line'))} />
    </div>
  );
}

/** `src` at each served width up to the image's own width (no upscaling). */
export function imageSrcSet(
  image: ImageSource,
  resolve: ImageUrlResolver | undefined,
): string | undefined {
  if (resolve === undefined) return undefined;
  const widths = IMAGE_WIDTHS.filter((width) => image.width === undefined || width <= image.width);
  const chosen = widths.length > 0 ? widths : [IMAGE_WIDTHS[0]];
  return chosen
    .map(
      (width) =>
        `${resolve(image.src, { type: 'image-wysiwyg', quality: IMAGE_QUALITY, width })} ${width}w`,
    )
    .join(', ');
}

/**
 * A block image: the desktop rendition with the mobile one as a `<source>` for phones. An image with
 * only a mobile rendition is hidden above the mobile breakpoint, as Page Builder's own
 * `pagebuilder-mobile-only` class does.
 */
export function ImageView({ block }: { block: ImageBlock }) {
  const cls = useBlockClass(block);
  const { resolveImageUrl } = useRichContentServices();
  const main = block.desktopImage ?? block.mobileImage;
  if (main === undefined) return null;
  const mobileOnly = block.desktopImage === undefined;
  const mobile = mobileOnly ? undefined : block.mobileImage;
  const picture = (
    <picture>
      {mobile !== undefined && (
        <source
          media={MOBILE_MEDIA_QUERY}
          srcSet={imageSrcSet(mobile, resolveImageUrl) ?? mobile.src}
          sizes="100vw"
        />
      )}
      <img
        className={cx(styles.image, cls('img'))}
        src={
          resolveImageUrl === undefined
            ? main.src
            : resolveImageUrl(main.src, { type: 'image-wysiwyg', quality: IMAGE_QUALITY })
        }
        srcSet={imageSrcSet(main, resolveImageUrl)}
        sizes="(max-width: 1440px) 100vw, 1440px"
        width={main.width}
        height={main.height}
        alt={block.altText}
        title={block.title}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
  return (
    <figure
      className={cx(
        styles.figure,
        mobileOnly && styles.mobileOnly,
        cls(),
        ...block.style.cssClasses,
      )}
    >
      {block.link === undefined ? (
        picture
      ) : (
        <LinkedContent link={block.link} label={block.altText || block.title}>
          {picture}
        </LinkedContent>
      )}
      {block.caption !== undefined && (
        <figcaption className={styles.caption}>{block.caption}</figcaption>
      )}
    </figure>
  );
}

export function CmsBlockView({ block }: { block: CmsBlockBlock }) {
  const cls = useBlockClass(block);
  return (
    <div className={cx(styles.cmsBlock, cls(), ...block.style.cssClasses)}>
      <Blocks blocks={block.children} />
    </div>
  );
}

/** A dynamic block: its banners come from the storefront's loader after mount (they vary by visitor). */
export function DynamicBlockView({ block }: { block: DynamicBlockBlock }) {
  const cls = useBlockClass(block);
  const { loadDynamicBlocks, onWarning } = useRichContentServices();
  const [content, setContent] = useState<ParsedRichContent | undefined>(undefined);
  useEffect(() => {
    if (loadDynamicBlocks === undefined) return undefined;
    let cancelled = false;
    loadDynamicBlocks({
      uids: block.uids,
      ...(block.displayMode === undefined ? {} : { displayMode: block.displayMode }),
    })
      // Drawn once the renderers its blocks need are there too (decision 105).
      .then(async (loaded) => {
        await preloadRichContent(loaded.blocks);
        if (!cancelled) setContent(loaded);
      })
      .catch((error: unknown) =>
        (onWarning ?? console.warn)(
          `[rich-content] dynamic block ${block.uids.join(',')} failed: ${String(error)}`,
        ),
      );
    return () => {
      cancelled = true;
    };
  }, [block.uids, block.displayMode, loadDynamicBlocks, onWarning]);
  if (content === undefined) return null;
  return (
    <div
      className={cx(
        styles.dynamicBlock,
        block.displayInline && styles.dynamicInline,
        cls(),
        ...block.style.cssClasses,
      )}
    >
      <RichContent content={content} />
    </div>
  );
}
