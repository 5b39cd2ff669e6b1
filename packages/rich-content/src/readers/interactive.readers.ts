import { compact, InvalidSettingsError, oneOf, readBoolean, readIndex } from '../attributes.ts';
import type { BlockContext } from '../block-context.ts';
import type {
  BannerAppearance,
  BannerBlock,
  ButtonItemBlock,
  ButtonsAppearance,
  ButtonsBlock,
  SlideBlock,
  SliderBlock,
  TabItemBlock,
  TabsAlignment,
  TabsBlock,
} from '../block.types.ts';
import { DEFAULT_AUTOPLAY_SPEED } from '../constants.ts';
import { isSafeCssValue } from '../css.ts';
import { byClass, byRole, byTag, findPart, findParts, textOf } from '../dom.ts';
import type { ButtonType, Visibility } from '../settings.types.ts';
import { cssValue, readBackground, readVerticalAlignment } from '../style-settings.ts';
import { reportVideo } from './layout.readers.ts';

const BUTTON_CLASSES: readonly (readonly [string, ButtonType])[] = [
  // Longest first: `pagebuilder-button-link` is a suffix of the inverted variants.
  ['pagebuilder-button-underline-inverted-link', 'underlineInvertedLink'],
  ['pagebuilder-button-inverted-link', 'invertedLink'],
  ['pagebuilder-button-secondary', 'secondary'],
  ['pagebuilder-button-tertiary', 'tertiary'],
  ['pagebuilder-button-link', 'link'],
  ['pagebuilder-button-primary', 'primary'],
];

/** The button type from Page Builder's `pagebuilder-button-*` classes; primary when none. */
export function readButtonType(element: Element | undefined): ButtonType {
  if (element === undefined) return 'primary';
  return BUTTON_CLASSES.find(([name]) => byClass(name)(element))?.[1] ?? 'primary';
}

const BANNER_APPEARANCES: readonly BannerAppearance[] = [
  'poster',
  'collage-left',
  'collage-centered',
  'collage-right',
];
const VISIBILITY: readonly Visibility[] = ['always', 'hover', 'never'];

function linkAnchor(element: Element): Element | undefined {
  return findPart(element, (candidate) => byRole('link')(candidate) && byTag('a')(candidate));
}

/** Banner and slide share one structure (the slide adds a name). */
function readBannerFields(context: BlockContext) {
  const { element } = context;
  const appearance = oneOf(context.appearance, BANNER_APPEARANCES, 'poster');
  const wrapper = findPart(element, byRole('wrapper'));
  if (wrapper === undefined) throw new InvalidSettingsError('a banner needs its wrapper element');
  const overlay = findPart(element, byRole('overlay'));
  const button = findPart(element, byRole('button'));
  const content = findPart(element, byRole('content'));
  const legal = findPart(element, byRole('legal'));
  const showButton = oneOf(element.getAttribute('data-show-button'), VISIBILITY, 'always');
  const showOverlay = oneOf(element.getAttribute('data-show-overlay'), VISIBILITY, 'never');
  const boxElement = appearance === 'poster' && overlay !== undefined ? overlay : wrapper;
  const wrapperStyle = context.styleOf(wrapper);
  const wrapperSettings = context.settings(wrapper);
  const overlayColor = overlay?.getAttribute('data-overlay-color') ?? '';
  const buttonText = textOf(button);
  const legalHtml = legal === undefined ? '' : context.sanitize(legal.innerHTML);
  return {
    appearance,
    style: {
      ...context.settings(element),
      ...compact({
        textAlign: wrapperSettings.textAlign,
        border: wrapperSettings.border,
        borderColor: wrapperSettings.borderColor,
        borderWidth: wrapperSettings.borderWidth,
        borderRadius: wrapperSettings.borderRadius,
      }),
      paddings: context.settings(boxElement).paddings,
    },
    background: compact({
      ...reportVideo(
        context,
        readBackground(
          wrapper,
          wrapperStyle,
          context.url,
          findPart(element, byRole('video_overlay')),
        ),
      ),
      minHeight: cssValue(context.styleOf(boxElement), 'min-height'),
      backgroundColor: wrapperSettings.backgroundColor,
    }),
    fields: compact({
      content: content === undefined ? '' : context.sanitize(content.innerHTML),
      legal: legalHtml.trim() === '' ? undefined : legalHtml,
      link: context.link(linkAnchor(element)),
      showButton,
      buttonText: showButton === 'never' || buttonText === '' ? undefined : buttonText,
      buttonType:
        showButton === 'never' || button === undefined ? undefined : readButtonType(button),
      showOverlay,
      overlayColor:
        showOverlay !== 'never' && isSafeCssValue(overlayColor) ? overlayColor : undefined,
    }),
  };
}

export function readBanner(context: BlockContext): BannerBlock {
  const { appearance, style, background, fields } = readBannerFields(context);
  return { type: 'banner', id: context.id, appearance, style, background, ...fields };
}

export function readSlide(context: BlockContext): SlideBlock {
  const { appearance, style, background, fields } = readBannerFields(context);
  const slideName = context.element.getAttribute('data-slide-name')?.trim();
  return compact({
    type: 'slide',
    id: context.id,
    appearance,
    style,
    background,
    ...fields,
    slideName: slideName === '' ? undefined : slideName,
  });
}

export function readSlider(context: BlockContext): SliderBlock {
  const attribute = (name: string) => context.element.getAttribute(name);
  return {
    type: 'slider',
    id: context.id,
    appearance: 'default',
    style: context.settings(context.element),
    autoplay: readBoolean(attribute('data-autoplay')),
    autoplaySpeed: readIndex(attribute('data-autoplay-speed')) ?? DEFAULT_AUTOPLAY_SPEED,
    fade: readBoolean(attribute('data-fade')),
    infinite: readBoolean(attribute('data-infinite-loop')),
    showArrows: readBoolean(attribute('data-show-arrows')),
    showDots: readBoolean(attribute('data-show-dots'), true),
    children: context.children(context.element),
  };
}

const BUTTONS_APPEARANCES: readonly ButtonsAppearance[] = ['inline', 'stacked'];

export function readButtons(context: BlockContext): ButtonsBlock {
  return {
    type: 'buttons',
    id: context.id,
    appearance: oneOf(context.appearance, BUTTONS_APPEARANCES, 'inline'),
    style: context.settings(context.element),
    isSameWidth: readBoolean(context.element.getAttribute('data-same-width')),
    children: context.children(context.element),
  };
}

export function readButtonItem(context: BlockContext): ButtonItemBlock {
  const { element } = context;
  const anchor = linkAnchor(element);
  const body =
    anchor ?? findPart(element, byRole('empty_link')) ?? findPart(element, byRole('link'));
  const text = textOf(findPart(element, byRole('link_text')) ?? body);
  if (text === '') throw new InvalidSettingsError('a button needs a text');
  const link = context.link(anchor);
  const blockTitle = link?.linkType === 'block' ? link.title : undefined;
  return compact({
    type: 'button-item',
    id: context.id,
    appearance: 'default',
    style: context.settings(element),
    text,
    buttonType: readButtonType(body),
    link,
    blockTitle,
    openInNewTab: anchor?.getAttribute('target') === '_blank',
  });
}

const TAB_ALIGNMENTS: readonly TabsAlignment[] = ['left', 'center', 'right'];

export function readTabs(context: BlockContext): TabsBlock {
  const { element } = context;
  const navigation = findPart(element, byRole('navigation'));
  const content = findPart(element, byRole('content')) ?? element;
  const children = context.children(content);
  const names = children.map((child) => (child.type === 'tab-item' ? child.tabName : ''));
  const titles =
    navigation === undefined
      ? []
      : findParts(navigation, byTag('li')).map((header) => textOf(header));
  const headers = names.map((name, index) => titles[index] || name);
  const alignmentClass = (element.getAttribute('class') ?? '')
    .split(/\s+/)
    .find((name) => name.startsWith('tab-align-'));
  const activeTab = readIndex(element.getAttribute('data-active-tab')) ?? 0;
  return {
    type: 'tabs',
    id: context.id,
    appearance: 'default',
    style: context.settings(element),
    defaultIndex: activeTab < children.length ? activeTab : 0,
    tabNavigationAlignment: oneOf(
      alignmentClass?.slice('tab-align-'.length),
      TAB_ALIGNMENTS,
      'left',
    ),
    headers,
    contentStyle: context.settings(content, content === element ? undefined : content),
    children,
  };
}

export function readTabItem(context: BlockContext): TabItemBlock {
  const { element } = context;
  const style = context.styleOf(element);
  const tabName = element.getAttribute('data-tab-name')?.trim() ?? '';
  if (tabName === '') throw new InvalidSettingsError('a tab item needs a name');
  return compact({
    type: 'tab-item',
    id: context.id,
    appearance: 'default',
    style: context.settings(element),
    tabName,
    background: reportVideo(context, readBackground(element, style, context.url)),
    verticalAlignment: readVerticalAlignment(style),
    children: context.children(element),
  });
}
