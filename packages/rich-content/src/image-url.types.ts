/** Options the rich-text rewriter passes to the image URL helper. */
export interface ImageUrlOptions {
  /** Image kind; rich text always uses `image-wysiwyg`. */
  readonly type: 'image-wysiwyg';
  /** JPEG/WebP quality; rich text always uses 85. */
  readonly quality: number;
  readonly width?: number;
  readonly height?: number;
  readonly fit?: 'cover';
  readonly crop?: boolean;
}

/**
 * The storefront's image URL helper (graphql-client provides the real one). It must be idempotent:
 * `resolve(resolve(src, o), o) === resolve(src, o)`, because sanitising already-rewritten rich text
 * must change nothing.
 */
export type ImageUrlResolver = (src: string, options: ImageUrlOptions) => string;

/** The rewrite rich text images get (spec §7). */
export const RICH_TEXT_IMAGE_OPTIONS: ImageUrlOptions = { type: 'image-wysiwyg', quality: 85 };
