// Test and story fixtures: Page Builder markup for every supported block type, and generators of it.
// Browser-safe; the jsdom-based inspection helpers are in `./testing/inspect`.
import {
  BANNER_FIXTURE,
  BLOCK_FIXTURE,
  DIVIDER_FIXTURE,
  DYNAMIC_BLOCK_FIXTURE,
  FAQ_FIXTURE,
  HEADING_FIXTURE,
  HTML_DECODED_FIXTURE,
  HTML_FIXTURE,
  IMAGE_FIXTURE,
  PRODUCTS_CAROUSEL_FIXTURE,
  PRODUCTS_GRID_FIXTURE,
  TEXT_FIXTURE,
} from './content.fixtures.ts';
import {
  BUTTONS_FIXTURE,
  MAP_FIXTURE,
  SLIDER_FIXTURE,
  TABS_FIXTURE,
  TINTUP_FIXTURE,
  TINTUP_FOREIGN_SCRIPT_FIXTURE,
  TRUSTBEAUTY_FIXTURE,
  VIDEO_INVALID_FIXTURE,
  VIDEO_LOCAL_FIXTURE,
  VIDEO_YOUTUBE_FIXTURE,
} from './interactive.fixtures.ts';
import {
  COLUMN_GROUP_LEGACY_FIXTURE,
  HIDDEN_AND_UNSUPPORTED_FIXTURE,
  ROW_CONTAINED_FIXTURE,
  ROW_FULL_BLEED_VIDEO_FIXTURE,
  ROW_FULL_WIDTH_PARALLAX_FIXTURE,
} from './layout.fixtures.ts';
import {
  HASH_LINKS_FIXTURE,
  HTML_ENCODED_STYLE_FIXTURE,
  HTML_RAW_FIXTURE,
  IMAGE_MOBILE_ONLY_FIXTURE,
  ROW_FULL_WIDTH_LEGACY_FIXTURE,
  ROW_WITHOUT_INNER_FIXTURE,
  VIDEO_MAIN_SETTINGS_FIXTURE,
} from './stored-variants.fixtures.ts';

export {
  BANNER_FIXTURE,
  BLOCK_FIXTURE,
  BUTTONS_FIXTURE,
  COLUMN_GROUP_LEGACY_FIXTURE,
  DIVIDER_FIXTURE,
  DYNAMIC_BLOCK_FIXTURE,
  FAQ_FIXTURE,
  HASH_LINKS_FIXTURE,
  HEADING_FIXTURE,
  HIDDEN_AND_UNSUPPORTED_FIXTURE,
  HTML_DECODED_FIXTURE,
  HTML_ENCODED_STYLE_FIXTURE,
  HTML_FIXTURE,
  HTML_RAW_FIXTURE,
  IMAGE_FIXTURE,
  IMAGE_MOBILE_ONLY_FIXTURE,
  MAP_FIXTURE,
  PRODUCTS_CAROUSEL_FIXTURE,
  PRODUCTS_GRID_FIXTURE,
  ROW_CONTAINED_FIXTURE,
  ROW_FULL_BLEED_VIDEO_FIXTURE,
  ROW_FULL_WIDTH_LEGACY_FIXTURE,
  ROW_FULL_WIDTH_PARALLAX_FIXTURE,
  ROW_WITHOUT_INNER_FIXTURE,
  SLIDER_FIXTURE,
  TABS_FIXTURE,
  TEXT_FIXTURE,
  TINTUP_FIXTURE,
  TINTUP_FOREIGN_SCRIPT_FIXTURE,
  TRUSTBEAUTY_FIXTURE,
  VIDEO_INVALID_FIXTURE,
  VIDEO_LOCAL_FIXTURE,
  VIDEO_MAIN_SETTINGS_FIXTURE,
  VIDEO_YOUTUBE_FIXTURE,
};

/** The storefront origin the fixtures are written for. */
export const FIXTURE_SITE_ORIGIN = 'https://www.orsalis.fr';

/** Every fixture by name, for table-driven tests (server/browser equality, sanitiser properties). */
export const RICH_CONTENT_FIXTURES: Readonly<Record<string, string>> = {
  rowContained: ROW_CONTAINED_FIXTURE,
  rowFullWidthParallax: ROW_FULL_WIDTH_PARALLAX_FIXTURE,
  rowFullBleedVideo: ROW_FULL_BLEED_VIDEO_FIXTURE,
  columnGroupLegacy: COLUMN_GROUP_LEGACY_FIXTURE,
  hiddenAndUnsupported: HIDDEN_AND_UNSUPPORTED_FIXTURE,
  text: TEXT_FIXTURE,
  heading: HEADING_FIXTURE,
  divider: DIVIDER_FIXTURE,
  html: HTML_FIXTURE,
  htmlDecoded: HTML_DECODED_FIXTURE,
  image: IMAGE_FIXTURE,
  block: BLOCK_FIXTURE,
  dynamicBlock: DYNAMIC_BLOCK_FIXTURE,
  productsCarousel: PRODUCTS_CAROUSEL_FIXTURE,
  productsGrid: PRODUCTS_GRID_FIXTURE,
  banner: BANNER_FIXTURE,
  faq: FAQ_FIXTURE,
  tabs: TABS_FIXTURE,
  buttons: BUTTONS_FIXTURE,
  slider: SLIDER_FIXTURE,
  videoYoutube: VIDEO_YOUTUBE_FIXTURE,
  videoLocal: VIDEO_LOCAL_FIXTURE,
  videoInvalid: VIDEO_INVALID_FIXTURE,
  map: MAP_FIXTURE,
  tintup: TINTUP_FIXTURE,
  tintupForeignScript: TINTUP_FOREIGN_SCRIPT_FIXTURE,
  trustbeauty: TRUSTBEAUTY_FIXTURE,
  videoMainSettings: VIDEO_MAIN_SETTINGS_FIXTURE,
  htmlRaw: HTML_RAW_FIXTURE,
  htmlEncodedStyle: HTML_ENCODED_STYLE_FIXTURE,
  rowWithoutInner: ROW_WITHOUT_INNER_FIXTURE,
  rowFullWidthLegacy: ROW_FULL_WIDTH_LEGACY_FIXTURE,
  imageMobileOnly: IMAGE_MOBILE_ONLY_FIXTURE,
  hashLinks: HASH_LINKS_FIXTURE,
};

/** A home page built from most block types, as one CMS page would hold it. */
export const HOME_PAGE_FIXTURE = [
  SLIDER_FIXTURE,
  ROW_CONTAINED_FIXTURE,
  `<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner" data-background-images="{}" data-background-type="image">${HEADING_FIXTURE}${PRODUCTS_CAROUSEL_FIXTURE}${BUTTONS_FIXTURE}</div></div>`,
  ROW_FULL_WIDTH_PARALLAX_FIXTURE,
  `<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner" data-background-images="{}" data-background-type="image">${BANNER_FIXTURE}${TABS_FIXTURE}${FAQ_FIXTURE}${IMAGE_FIXTURE}${DIVIDER_FIXTURE}${VIDEO_YOUTUBE_FIXTURE}</div></div>`,
].join('');

export { htmlTokenSoup, pageBuilderMarkup } from './page-builder.arbitraries.ts';
