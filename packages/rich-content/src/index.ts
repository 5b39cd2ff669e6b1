// Public entry: the DOM-agnostic parser core. `./server` binds it to jsdom, `./browser` to the page.
export { createRichContentParser } from './parser.ts';
export type { ParseOptions, RichContentEnvironment, RichContentParser } from './parser.ts';
export { INTERNAL_LINK_ATTRIBUTE, ALLOWED_EMBED_PREFIXES } from './sanitize.ts';
export type { RichTextOptions } from './sanitize.ts';
export { RICH_TEXT_IMAGE_OPTIONS } from './image-url.types.ts';
export type { ImageUrlOptions, ImageUrlResolver } from './image-url.types.ts';
export { isInternalPath, sanitizeLinkUrl, sanitizeResourceUrl } from './url.ts';
export type { UrlContext } from './url.ts';
export { parseVideoSource } from './video-source.ts';
export { isSupportedType } from './readers/index.ts';
export { blocksOfType } from './blocks.ts';
export {
  DEFAULT_AUTOPLAY_SPEED,
  DEFAULT_EMBED_SCRIPT_HOSTS,
  DEFAULT_GRID_SIZE,
  DEFAULT_PARALLAX_SPEED,
  PARALLAX_SPEED_RANGE,
} from './constants.ts';
export type {
  BannerAppearance,
  BannerBackground,
  BannerBlock,
  ButtonItemBlock,
  ButtonsAppearance,
  ButtonsBlock,
  CmsBlockBlock,
  ColumnAppearance,
  ColumnBlock,
  ColumnGroupBlock,
  ColumnLineBlock,
  DividerBlock,
  DynamicBlockBlock,
  FaqBlock,
  FaqItemBlock,
  HeadingBlock,
  HtmlBlock,
  ImageBlock,
  MapBlock,
  MapLocation,
  ParsedRichContent,
  ProductsAppearance,
  ProductsBlock,
  ProductsCarouselSettings,
  RichContentBlock,
  RichContentBlockType,
  RichContentWarning,
  RowAppearance,
  RowBlock,
  SlideBlock,
  SliderBlock,
  TabItemBlock,
  TabsAlignment,
  TabsBlock,
  TextBlock,
  TintupBlock,
  TrustbeautyBlock,
  VideoBlock,
} from './block.types.ts';
export type {
  BackgroundSettings,
  BackgroundVideo,
  BoxSides,
  ButtonType,
  ContentLink,
  CssDeclarations,
  ImageSource,
  LinkType,
  MediaQueryStyle,
  ParallaxType,
  StyleSettings,
  VerticalAlignment,
  VideoSource,
  Visibility,
} from './settings.types.ts';
