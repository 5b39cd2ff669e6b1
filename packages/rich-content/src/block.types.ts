import type {
  BackgroundSettings,
  ButtonType,
  ContentLink,
  ImageSource,
  StyleSettings,
  VerticalAlignment,
  Visibility,
  VideoSource,
} from './settings.types.ts';

/**
 * Fields every block carries. `id` is derived from the block's position in the tree, so the same markup
 * gives the same ids in Node and in the browser (renderers use it for keys and scoped styles).
 */
interface BlockBase<Type extends string, Appearance extends string = 'default'> {
  readonly type: Type;
  readonly id: string;
  readonly appearance: Appearance;
  readonly style: StyleSettings;
}

// ---------------------------------------------------------------------------------------------- layout

export type RowAppearance = 'contained' | 'full-width' | 'full-bleed';

export interface RowBlock extends BlockBase<'row', RowAppearance> {
  readonly background: BackgroundSettings;
  readonly verticalAlignment?: VerticalAlignment;
  readonly children: readonly RichContentBlock[];
}

export interface ColumnGroupBlock extends BlockBase<'column-group'> {
  readonly gridSize: number;
  readonly children: readonly RichContentBlock[];
}

/** The wrapper Page Builder 1.7.1 (Magento 2.4.5) puts around each line of columns. */
export interface ColumnLineBlock extends BlockBase<'column-line'> {
  readonly gridSize?: number;
  readonly children: readonly RichContentBlock[];
}

export type ColumnAppearance = 'full-height' | 'align-top' | 'align-center' | 'align-bottom';

export interface ColumnBlock extends BlockBase<'column', ColumnAppearance> {
  /** CSS width, e.g. `50%`. */
  readonly width?: string;
  readonly background: BackgroundSettings;
  readonly verticalAlignment?: VerticalAlignment;
  readonly children: readonly RichContentBlock[];
}

// --------------------------------------------------------------------------------------------- content

/** Rich text (WYSIWYG HTML), sanitised and rewritten. */
export interface TextBlock extends BlockBase<'text'> {
  readonly content: string;
}

export interface HeadingBlock extends BlockBase<'heading'> {
  readonly level: 1 | 2 | 3 | 4 | 5 | 6;
  readonly text: string;
}

export interface DividerBlock extends BlockBase<'divider'> {
  /** The line's width, e.g. `100%`. */
  readonly width?: string;
  readonly color?: string;
  readonly thickness?: string;
}

/** Raw HTML, sanitised and rewritten; also used for content without Page Builder markup. */
export interface HtmlBlock extends BlockBase<'html'> {
  readonly content: string;
}

export interface ImageBlock extends BlockBase<'image', 'full-width'> {
  readonly desktopImage?: ImageSource;
  readonly mobileImage?: ImageSource;
  readonly altText: string;
  readonly title?: string;
  readonly link?: ContentLink;
  readonly caption?: string;
  readonly imageStyle: Pick<
    StyleSettings,
    'border' | 'borderColor' | 'borderWidth' | 'borderRadius'
  >;
}

/** A CMS block embedded by reference; its rendered content arrives parsed as children. */
export interface CmsBlockBlock extends BlockBase<'block'> {
  readonly children: readonly RichContentBlock[];
}

/** A dynamic block (Adobe Commerce banner widget) resolved at render time by an injected loader. */
export interface DynamicBlockBlock extends BlockBase<'dynamic_block'> {
  readonly uids: readonly string[];
  readonly displayMode?: string;
  readonly displayInline: boolean;
}

export type ProductsAppearance = 'grid' | 'carousel';

export interface ProductsCarouselSettings {
  readonly autoplay: boolean;
  readonly autoplaySpeed?: number;
  readonly infinite: boolean;
  readonly arrows: boolean;
  readonly dots: boolean;
  readonly carouselMode: 'default' | 'continuous';
  readonly centerPadding?: string;
}

export interface ProductsBlock extends BlockBase<'products', ProductsAppearance> {
  /** URL paths of the listed products (`/omega-3-marin.html`), in markup order, no duplicates. */
  readonly pathNames: readonly string[];
  /** SKUs when the markup carries them (Page Builder ≥ 1.3 product forms). */
  readonly skus: readonly string[];
  /** Present in carousel appearance only. */
  readonly carousel?: ProductsCarouselSettings;
}

export type BannerAppearance = 'poster' | 'collage-left' | 'collage-centered' | 'collage-right';

interface BannerFields {
  /** Sanitised rich text. */
  readonly content: string;
  /** Sanitised small-print text under the content. */
  readonly legal?: string;
  readonly link?: ContentLink;
  readonly showButton: Visibility;
  readonly buttonText?: string;
  readonly buttonType?: ButtonType;
  readonly showOverlay: Visibility;
  readonly overlayColor?: string;
  readonly background: BannerBackground;
}

/** A banner's wrapper carries its own background, border and min-height. */
export interface BannerBackground extends BackgroundSettings {
  readonly minHeight?: string;
  readonly backgroundColor?: string;
}

export interface BannerBlock extends BlockBase<'banner', BannerAppearance>, BannerFields {}

export interface FaqBlock extends BlockBase<'faq'> {
  readonly children: readonly RichContentBlock[];
}

export interface FaqItemBlock extends BlockBase<'faq-item'> {
  readonly question: string;
  /** Sanitised rich text. */
  readonly answer: string;
  readonly image?: { readonly src: string; readonly alt: string };
}

// ----------------------------------------------------------------------------------------- interactive

export type TabsAlignment = 'left' | 'center' | 'right';

export interface TabsBlock extends BlockBase<'tabs'> {
  readonly defaultIndex: number;
  readonly tabNavigationAlignment: TabsAlignment;
  /** Tab titles, in order. */
  readonly headers: readonly string[];
  /** Min-height, border and radius of the content panel. */
  readonly contentStyle: StyleSettings;
  readonly children: readonly RichContentBlock[];
}

export interface TabItemBlock extends BlockBase<'tab-item'> {
  readonly tabName: string;
  readonly background: BackgroundSettings;
  readonly verticalAlignment?: VerticalAlignment;
  readonly children: readonly RichContentBlock[];
}

export type ButtonsAppearance = 'inline' | 'stacked';

export interface ButtonsBlock extends BlockBase<'buttons', ButtonsAppearance> {
  readonly isSameWidth: boolean;
  readonly children: readonly RichContentBlock[];
}

export interface ButtonItemBlock extends BlockBase<'button-item'> {
  readonly text: string;
  readonly buttonType: ButtonType;
  readonly link?: ContentLink;
  /** Title of the dialog a block link opens. */
  readonly blockTitle?: string;
  readonly openInNewTab: boolean;
}

export interface SliderBlock extends BlockBase<'slider'> {
  readonly autoplay: boolean;
  /** Milliseconds between slides. */
  readonly autoplaySpeed: number;
  readonly fade: boolean;
  readonly infinite: boolean;
  readonly showArrows: boolean;
  readonly showDots: boolean;
  readonly children: readonly RichContentBlock[];
}

export interface SlideBlock extends BlockBase<'slide', BannerAppearance>, BannerFields {
  readonly slideName?: string;
}

// ------------------------------------------------------------------------------------ media and embeds

export interface VideoBlock extends BlockBase<'video'> {
  readonly url: VideoSource;
  readonly autoplay: boolean;
  readonly muted: boolean;
  readonly maxWidth?: string;
}

export interface MapLocation {
  readonly name?: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly phone?: string;
  readonly address?: string;
  readonly city?: string;
  readonly state?: string;
  readonly zipcode?: string;
  readonly country?: string;
  readonly comment?: string;
}

export interface MapBlock extends BlockBase<'map'> {
  readonly locations: readonly MapLocation[];
  readonly showControls: boolean;
  readonly height?: string;
}

/** Social feed (TINT) embed: a script from an allowed host plus sanitised placeholder HTML. */
export interface TintupBlock extends BlockBase<'tintup'> {
  readonly scriptUrl: string;
  readonly html: string;
}

/** Reviews widget embed. */
export interface TrustbeautyBlock extends BlockBase<'trustbeauty'> {
  readonly apiKey: string;
}

/** Every block the parser produces; renderers switch on `type` exhaustively. */
export type RichContentBlock =
  | RowBlock
  | ColumnGroupBlock
  | ColumnLineBlock
  | ColumnBlock
  | FaqBlock
  | FaqItemBlock
  | ImageBlock
  | HeadingBlock
  | TextBlock
  | DividerBlock
  | HtmlBlock
  | CmsBlockBlock
  | DynamicBlockBlock
  | ProductsBlock
  | BannerBlock
  | TabsBlock
  | TabItemBlock
  | ButtonsBlock
  | ButtonItemBlock
  | SliderBlock
  | SlideBlock
  | VideoBlock
  | MapBlock
  | TintupBlock
  | TrustbeautyBlock;

/** The `type` discriminant of every supported block. */
export type RichContentBlockType = RichContentBlock['type'];

/** Why the parser left something out. Developer-facing; never shown to shoppers. */
export interface RichContentWarning {
  readonly code:
    'unsupported-type' | 'invalid-settings' | 'invalid-video-source' | 'invalid-content';
  /** The `data-content-type` concerned. */
  readonly contentType: string;
  readonly detail: string;
}

/** What the parser returns: a plain, JSON-serialisable tree (safe to send from SSR to hydration). */
export interface ParsedRichContent {
  readonly blocks: readonly RichContentBlock[];
  readonly warnings: readonly RichContentWarning[];
}
