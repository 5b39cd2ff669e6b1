/**
 * Settings shared by several block types, read from Page Builder markup (spec §3 "Rich-content block
 * settings"). Every string here has been validated: CSS values are safe to emit inside a style sheet and
 * URLs use an allowed scheme.
 */

/** CSS declarations keyed by kebab-case property name, every value validated. */
export type CssDeclarations = Readonly<Record<string, string>>;

/** One `@media` rule of a block's 2.4.3+ style block, e.g. `only screen and (max-width: 768px)`. */
export interface MediaQueryStyle {
  readonly media: string;
  readonly style: CssDeclarations;
}

/** The four sides of a margin or padding; only the sides set in the markup are present. */
export interface BoxSides {
  readonly top?: string;
  readonly right?: string;
  readonly bottom?: string;
  readonly left?: string;
}

/** The common ("advanced") settings every block type carries. */
export interface StyleSettings {
  readonly minHeight?: string;
  readonly backgroundColor?: string;
  readonly textAlign?: string;
  /** The CSS border-style (Page Builder calls it "border"). */
  readonly border?: string;
  readonly borderColor?: string;
  readonly borderWidth?: string;
  readonly borderRadius?: string;
  readonly margins: BoxSides;
  readonly paddings: BoxSides;
  /** Class names from the `class` attribute, Page Builder's structural classes removed. */
  readonly cssClasses: readonly string[];
  readonly mediaQueries: readonly MediaQueryStyle[];
}

/** How a link behaves once rendered. */
export type LinkType = 'default' | 'block' | 'category' | 'product' | 'page';

/**
 * A link read from a block. `internal` links stay on the storefront's origin and navigate client-side
 * (unless `openInNewTab`); a `block` link opens a CMS block in a dialog.
 */
export type ContentLink =
  | {
      readonly linkType: Exclude<LinkType, 'block'>;
      /** A path (`/omega-3.html?x=1`) when internal, an absolute URL otherwise. */
      readonly href: string;
      readonly internal: boolean;
      readonly openInNewTab: boolean;
    }
  | {
      readonly linkType: 'block';
      /** Identifier of the CMS block shown in the dialog. */
      readonly identifier: string;
      /** Dialog title, when the markup gives one. */
      readonly title?: string;
    };

export type VerticalAlignment = 'top' | 'middle' | 'bottom';

/** Parallax effects (the names of the jarallax library Page Builder uses). */
export type ParallaxType = 'scroll' | 'scroll-opacity' | 'opacity' | 'scale' | 'scale-opacity';

/** A background or content video source that passed validation. */
export type VideoSource =
  | {
      readonly provider: 'youtube' | 'vimeo';
      readonly id: string;
      /** The canonical embed URL of the player. */
      readonly embedUrl: string;
      /** Seconds; where a loop restarts. */
      readonly startTime: number;
      /** Seconds; 0 means "until the end". */
      readonly endTime: number;
    }
  | {
      readonly provider: 'local';
      readonly sources: readonly { readonly type: 'mp4' | 'webm' | 'ogv'; readonly url: string }[];
      readonly startTime: number;
      readonly endTime: number;
    };

/** Background video settings of a row, column, banner or slide. */
export interface BackgroundVideo {
  readonly source: VideoSource;
  /** Still image shown before the video starts and after a non-looping video ends. */
  readonly fallbackSrc?: string;
  readonly loop: boolean;
  readonly playOnlyVisible: boolean;
  readonly lazyLoading: boolean;
  readonly overlayColor?: string;
}

/** Background of a row, column, tab item, banner or slide. */
export interface BackgroundSettings {
  readonly desktopImage?: string;
  readonly mobileImage?: string;
  readonly backgroundSize?: string;
  readonly backgroundPosition?: string;
  readonly backgroundAttachment?: string;
  readonly backgroundRepeat?: string;
  readonly backgroundType: 'image' | 'video';
  readonly enableParallax: boolean;
  /** Clamped to [-1, 2]; 0.5 when absent or unreadable. */
  readonly parallaxSpeed: number;
  readonly parallaxType: ParallaxType;
  /** Present only when `backgroundType` is `video` and the source is valid. */
  readonly video?: BackgroundVideo;
}

/** One image rendition of an image block. */
export interface ImageSource {
  readonly src: string;
  readonly width?: number;
  readonly height?: number;
  /** width ÷ height (from the dimensions, or the stated `ratio`), when known. */
  readonly ratio?: number;
}

export type ButtonType =
  'primary' | 'secondary' | 'tertiary' | 'link' | 'invertedLink' | 'underlineInvertedLink';

export type Visibility = 'always' | 'hover' | 'never';
