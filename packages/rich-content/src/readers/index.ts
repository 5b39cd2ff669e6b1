import type { BlockReader } from '../block-context.ts';
import type { RichContentBlockType } from '../block.types.ts';
import {
  readCmsBlock,
  readDivider,
  readDynamicBlock,
  readFaq,
  readFaqItem,
  readHeading,
  readHtml,
  readImage,
  readText,
} from './content.readers.ts';
import {
  readBanner,
  readButtonItem,
  readButtons,
  readSlide,
  readSlider,
  readTabItem,
  readTabs,
} from './interactive.readers.ts';
import { readColumn, readColumnGroup, readColumnLine, readRow } from './layout.readers.ts';
import { readMap, readProducts, readTintup, readTrustbeauty, readVideo } from './media.readers.ts';

/** One reader per supported `data-content-type`; the key set is the list of supported types. */
export const BLOCK_READERS: Readonly<Record<RichContentBlockType, BlockReader>> = {
  row: readRow,
  'column-group': readColumnGroup,
  'column-line': readColumnLine,
  column: readColumn,
  faq: readFaq,
  'faq-item': readFaqItem,
  image: readImage,
  heading: readHeading,
  text: readText,
  divider: readDivider,
  html: readHtml,
  block: readCmsBlock,
  dynamic_block: readDynamicBlock,
  products: readProducts,
  banner: readBanner,
  tabs: readTabs,
  'tab-item': readTabItem,
  buttons: readButtons,
  'button-item': readButtonItem,
  slider: readSlider,
  slide: readSlide,
  video: readVideo,
  map: readMap,
  tintup: readTintup,
  trustbeauty: readTrustbeauty,
};

/** Whether a `data-content-type` value is one the parser reads. */
export function isSupportedType(type: string): type is RichContentBlockType {
  return Object.prototype.hasOwnProperty.call(BLOCK_READERS, type);
}
