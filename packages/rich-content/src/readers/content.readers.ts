import {
  compact,
  InvalidSettingsError,
  readBoolean,
  readJsonAttribute,
  readNumber,
  stringProperty,
} from '../attributes.ts';
import type { BlockContext } from '../block-context.ts';
import type {
  CmsBlockBlock,
  DividerBlock,
  DynamicBlockBlock,
  FaqBlock,
  FaqItemBlock,
  HeadingBlock,
  HtmlBlock,
  ImageBlock,
  TextBlock,
} from '../block.types.ts';
import { byClass, byRole, byTag, findPart, findParts, textOf } from '../dom.ts';
import type { ImageSource } from '../settings.types.ts';
import { cssValue } from '../style-settings.ts';
import { sanitizeResourceUrl } from '../url.ts';

export function readText(context: BlockContext): TextBlock {
  return {
    type: 'text',
    id: context.id,
    appearance: 'default',
    style: context.settings(context.element),
    content: context.sanitize(context.element.innerHTML),
  };
}

export function readHeading(context: BlockContext): HeadingBlock {
  const match = /^h([1-6])$/.exec(context.element.nodeName.toLowerCase());
  if (match === null)
    throw new InvalidSettingsError(
      `a heading must be an h1-h6 element, got <${context.element.nodeName.toLowerCase()}>`,
    );
  return {
    type: 'heading',
    id: context.id,
    appearance: 'default',
    style: context.settings(context.element),
    level: Number(match[1]) as HeadingBlock['level'],
    text: textOf(context.element),
  };
}

export function readDivider(context: BlockContext): DividerBlock {
  const line = findPart(context.element, byRole('line')) ?? findPart(context.element, byTag('hr'));
  const lineStyle = line === undefined ? undefined : context.styleOf(line);
  return compact({
    type: 'divider',
    id: context.id,
    appearance: 'default',
    style: context.settings(context.element),
    width: lineStyle && cssValue(lineStyle, 'width'),
    color: lineStyle && cssValue(lineStyle, 'border-color'),
    thickness:
      lineStyle && (cssValue(lineStyle, 'border-width') ?? cssValue(lineStyle, 'border-top-width')),
  });
}

/**
 * Page Builder stores HTML escaped as text, unless `data-decoded="true"`. Markup saved unencoded
 * (imports, the API, hand-edited content) already parsed into elements: reading its text would show
 * the merchant's source, so an element child means the markup is used as it is.
 */
export function readHtml(context: BlockContext): HtmlBlock {
  const { element } = context;
  const raw =
    readBoolean(element.getAttribute('data-decoded')) || element.children.length > 0
      ? element.innerHTML
      : (element.textContent ?? '');
  return {
    type: 'html',
    id: context.id,
    appearance: 'default',
    style: context.settings(element),
    content: context.sanitize(raw),
  };
}

function positive(value: number | undefined): number | undefined {
  return value !== undefined && value > 0 ? value : undefined;
}

function readImageSource(
  context: BlockContext,
  image: Element | undefined,
): ImageSource | undefined {
  if (image === undefined) return undefined;
  const raw = image.getAttribute('src') ?? image.getAttribute('data-src');
  const src = raw === null ? undefined : sanitizeResourceUrl(raw, context.url);
  if (src === undefined) return undefined;
  const dimensions = readJsonAttribute(image.getAttribute('data-image-dimensions'));
  const width = positive(
    readNumber(stringProperty(dimensions, 'width') ?? image.getAttribute('width')),
  );
  const height = positive(
    readNumber(stringProperty(dimensions, 'height') ?? image.getAttribute('height')),
  );
  const ratio = positive(readNumber(stringProperty(dimensions, 'ratio')));
  return compact({
    src,
    width,
    height,
    // Width ÷ height, as the design system's Image takes it; measured sizes win over a stated ratio.
    ratio:
      width !== undefined && height !== undefined
        ? Math.round((width / height) * 10000) / 10000
        : ratio,
  });
}

function isMobileRendition(image: Element): boolean {
  const role = image.getAttribute('data-element');
  return role === null ? byClass('pagebuilder-mobile-only')(image) : role === 'mobile_image';
}

/**
 * Untagged images (older or hand-written markup) are desktop then mobile in order, unless Page
 * Builder's `pagebuilder-mobile-only` class says otherwise. A mobile rendition alone stays mobile-only:
 * promoting it would show on desktop an image the author kept for phones.
 */
export function readImage(context: BlockContext): ImageBlock {
  const { element } = context;
  const images = findParts(element, byTag('img'));
  const desktop =
    images.find(byRole('desktop_image')) ?? images.find((image) => !isMobileRendition(image));
  const mobile = images.find(isMobileRendition) ?? images.find((image) => image !== desktop);
  const desktopImage = readImageSource(context, desktop);
  let mobileImage = readImageSource(context, mobile);
  if (desktopImage === undefined && mobileImage === undefined)
    throw new InvalidSettingsError('an image block needs an image with an allowed URL');
  if (mobileImage?.src === desktopImage?.src) mobileImage = undefined;
  const shown = desktop ?? mobile;
  const imageStyle = shown === undefined ? undefined : context.settings(shown);
  const caption = textOf(findPart(element, byTag('figcaption')));
  const title = shown?.getAttribute('title')?.trim();
  return compact({
    type: 'image',
    id: context.id,
    appearance: 'full-width',
    style: context.settings(element),
    desktopImage,
    mobileImage,
    altText: shown?.getAttribute('alt')?.trim() ?? '',
    title: title === '' ? undefined : title,
    link: context.link(findPart(element, byTag('a'))),
    caption: caption === '' ? undefined : caption,
    imageStyle: compact({
      border: imageStyle?.border,
      borderColor: imageStyle?.borderColor,
      borderWidth: imageStyle?.borderWidth,
      borderRadius: imageStyle?.borderRadius,
    }),
  });
}

/** A CMS block: its rendered content is parsed in place; plain HTML content becomes an html child. */
export function readCmsBlock(context: BlockContext): CmsBlockBlock {
  const { element } = context;
  const children = context.children(element);
  if (children.length === 0) {
    const content = context.sanitize(element.innerHTML);
    if (content.trim() !== '') {
      children.push({
        type: 'html',
        id: `${context.id}-0`,
        appearance: 'default',
        style: emptyStyle(),
        content,
      });
    }
  }
  return {
    type: 'block',
    id: context.id,
    appearance: 'default',
    style: context.settings(element),
    children,
  };
}

function emptyStyle(): TextBlock['style'] {
  return { margins: {}, paddings: {}, cssClasses: [], mediaQueries: [] };
}

export function readDynamicBlock(context: BlockContext): DynamicBlockBlock {
  const { element } = context;
  const widget = findPart(element, (candidate) => candidate.hasAttribute('data-uids')) ?? element;
  const uids = (widget.getAttribute('data-uids') ?? '')
    .split(',')
    .map((uid) => uid.trim())
    .filter((uid) => /^[\w=+/-]{1,128}$/.test(uid));
  if (uids.length === 0) throw new InvalidSettingsError('a dynamic block needs data-uids');
  const displayMode = widget.getAttribute('data-display-mode')?.trim();
  return compact({
    type: 'dynamic_block',
    id: context.id,
    appearance: 'default',
    style: context.settings(element),
    uids,
    displayMode: displayMode === '' ? undefined : displayMode,
    displayInline: byClass('block-banners-inline')(widget),
  });
}

export function readFaq(context: BlockContext): FaqBlock {
  return {
    type: 'faq',
    id: context.id,
    appearance: 'default',
    style: context.settings(context.element),
    children: context.children(context.element),
  };
}

export function readFaqItem(context: BlockContext): FaqItemBlock {
  const { element } = context;
  const question = textOf(findPart(element, byRole('question')));
  if (question === '') throw new InvalidSettingsError('a FAQ item needs a question');
  const answer = findPart(element, byRole('answer'));
  const image = findPart(element, byRole('image')) ?? findPart(element, byTag('img'));
  const imageSrc = image?.getAttribute('src');
  const src =
    imageSrc === null || imageSrc === undefined
      ? undefined
      : sanitizeResourceUrl(imageSrc, context.url);
  return compact({
    type: 'faq-item',
    id: context.id,
    appearance: 'default',
    style: context.settings(element),
    question,
    answer: answer === undefined ? '' : context.sanitize(answer.innerHTML),
    image: src === undefined ? undefined : { src, alt: image?.getAttribute('alt')?.trim() ?? '' },
  });
}
