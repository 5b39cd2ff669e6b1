import { compact, oneOf, readIndex } from '../attributes.ts';
import type { BlockContext } from '../block-context.ts';
import type {
  ColumnAppearance,
  ColumnBlock,
  ColumnGroupBlock,
  ColumnLineBlock,
  RowAppearance,
  RowBlock,
} from '../block.types.ts';
import { DEFAULT_GRID_SIZE } from '../constants.ts';
import { byRole, findPart } from '../dom.ts';
import type { BoxSides, StyleSettings } from '../settings.types.ts';
import {
  cssValue,
  readBackground,
  readVerticalAlignment,
  type BackgroundResult,
} from '../style-settings.ts';

const ROW_APPEARANCES: readonly RowAppearance[] = ['contained', 'full-width', 'full-bleed'];
const COLUMN_APPEARANCES: readonly ColumnAppearance[] = [
  'full-height',
  'align-top',
  'align-center',
  'align-bottom',
];

/** Reports a refused background video; the block keeps its image background. */
export function reportVideo(
  context: BlockContext,
  result: BackgroundResult,
): BackgroundResult['background'] {
  if (result.invalidVideoSource !== undefined) {
    context.warn({
      code: 'invalid-video-source',
      detail: `background video refused (only YouTube, Vimeo or the store's own files): ${result.invalidVideoSource.slice(0, 120)}`,
    });
  }
  return result.background;
}

function hasOverlayColor(element: Element): boolean {
  return element.hasAttribute('data-video-overlay-color');
}

/**
 * Paddings of a full-width row: Page Builder 1.3 wrote them on the inner element
 * (`row-full-width-inner`), later versions on the main element with the other settings.
 */
function fullWidthPaddings(context: BlockContext, settings: StyleSettings): BoxSides {
  const inner = findPart(context.element, byRole('inner'));
  const paddings = inner === undefined ? {} : context.settings(inner).paddings;
  return Object.keys(paddings).length > 0 ? paddings : settings.paddings;
}

/**
 * Row: a contained row keeps its settings on the inner element; full-width and full-bleed rows keep
 * them on the main element. A contained row without an inner element (hand-written or imported
 * markup) holds its settings and children itself.
 */
export function readRow(context: BlockContext): RowBlock {
  const { element } = context;
  const appearance = oneOf(context.appearance, ROW_APPEARANCES, 'contained');
  const dataNode =
    appearance === 'contained' ? (findPart(element, byRole('inner')) ?? element) : element;
  const style = context.styleOf(dataNode);
  const settings = context.settings(dataNode);
  const extraClasses = dataNode === element ? [] : context.settings(element).cssClasses;
  return compact({
    type: 'row',
    id: context.id,
    appearance,
    style: {
      ...settings,
      paddings:
        appearance === 'full-width' ? fullWidthPaddings(context, settings) : settings.paddings,
      cssClasses: [...extraClasses, ...settings.cssClasses],
    },
    background: reportVideo(
      context,
      readBackground(dataNode, style, context.url, findPart(dataNode, hasOverlayColor)),
    ),
    verticalAlignment: readVerticalAlignment(style),
    children: context.children(dataNode),
  });
}

export function readColumnGroup(context: BlockContext): ColumnGroupBlock {
  return {
    type: 'column-group',
    id: context.id,
    appearance: 'default',
    style: context.settings(context.element),
    gridSize: readIndex(context.element.getAttribute('data-grid-size')) ?? DEFAULT_GRID_SIZE,
    children: context.children(context.element),
  };
}

export function readColumnLine(context: BlockContext): ColumnLineBlock {
  return compact({
    type: 'column-line',
    id: context.id,
    appearance: 'default',
    style: context.settings(context.element),
    gridSize: readIndex(context.element.getAttribute('data-grid-size')),
    children: context.children(context.element),
  });
}

export function readColumn(context: BlockContext): ColumnBlock {
  const { element } = context;
  const style = context.styleOf(element);
  return compact({
    type: 'column',
    id: context.id,
    appearance: oneOf(context.appearance, COLUMN_APPEARANCES, 'full-height'),
    style: context.settings(element),
    width: cssValue(style, 'width'),
    background: reportVideo(
      context,
      readBackground(element, style, context.url, findPart(element, hasOverlayColor)),
    ),
    verticalAlignment: readVerticalAlignment(style),
    children: context.children(element),
  });
}
