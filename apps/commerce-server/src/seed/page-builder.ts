/**
 * Writes Magento Page Builder storage markup (2.4.3+ format: `data-pb-style` ids plus one `<style>`
 * block of `#html-body [data-pb-style=ID]` rules), so the storefront's parser sees what a real
 * Magento stores. Each helper returns one content type's HTML.
 */
export class PageBuilder {
  private readonly rules: string[] = [];
  private counter = 0;
  private readonly prefix: string;

  /**
   * @param documentName - names the document, so its style ids differ from every other
   *   document's: a CMS block rendered inside a page must not pick up the page's rules (Magento's
   *   ids are random for the same reason).
   */
  constructor(documentName: string) {
    let hash = 0;
    for (const char of documentName) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
    this.prefix = hash.toString(36).toUpperCase().slice(0, 3).padStart(3, '0');
  }

  /**
   * Registers a style rule and returns the attribute that points at it. `responsive` is the mobile
   * rule (max-width 768px), or rules by media query, written in the order given (widest first, so
   * the narrower ones win).
   */
  style(css: string, responsive?: string | Readonly<Record<string, string>>): string {
    this.counter += 1;
    const id = `${this.prefix}${this.counter.toString(36).toUpperCase().padStart(4, '0')}`;
    this.rules.push(`#html-body [data-pb-style=${id}]{${css}}`);
    const media =
      typeof responsive === 'string' ? { [MOBILE_MEDIA]: responsive } : (responsive ?? {});
    for (const [query, rule] of Object.entries(media))
      this.rules.push(`@media ${query} { #html-body [data-pb-style=${id}]{${rule}} }`);
    return `data-pb-style="${id}"`;
  }

  /** The final document: style block first, then the content. */
  document(...rows: string[]): string {
    return `<style>${this.rules.join('')}</style>${rows.join('')}`;
  }

  /**
   * A row. `spacing` is the author's room around the content: `section` (the default) pads it like
   * the shop's pages (gutters of the header, generous space between sections), `panel` makes a
   * rounded panel for a block shown inside a section, `none` lets the content reach the edges (a
   * hero slider, a block shown in a dialog).
   */
  row(
    appearance: 'contained' | 'full-width' | 'full-bleed',
    children: string,
    options: {
      background?: string;
      image?: string;
      minHeight?: string;
      spacing?: keyof typeof SPACING;
    } = {},
  ): string {
    const images = options.image
      ? escapeJson({ desktop_image: options.image, mobile_image: options.image })
      : '{}';
    const spacing = SPACING[options.spacing ?? 'section'];
    const css = `justify-content:flex-start;display:flex;flex-direction:column;${options.background ? `background-color:${options.background};` : ''}${options.minHeight ? `min-height:${options.minHeight};` : ''}background-position:left top;background-size:cover;background-repeat:no-repeat;background-attachment:scroll;border-style:none;border-width:1px;border-radius:0px;${spacing.css}`;
    const data = `data-enable-parallax="0" data-parallax-speed="0.5" data-background-images="${images}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src=""`;
    const style = this.style(css, spacing.media);
    if (appearance === 'contained') {
      return `<div data-content-type="row" data-appearance="contained" data-element="main"><div ${data} data-element="inner" ${style}>${children}</div></div>`;
    }
    if (appearance === 'full-width') {
      return `<div data-content-type="row" data-appearance="full-width" ${data} data-element="main" ${style}><div class="row-full-width-inner" data-element="inner">${children}</div></div>`;
    }
    return `<div data-content-type="row" data-appearance="full-bleed" ${data} data-element="main" ${style}>${children}</div>`;
  }

  /**
   * Columns side by side, stacked on a phone. Their paddings make a 48 px gutter between them
   * (none at the outer edges, so the content lines up with the row's) and 32 px between stacked ones.
   */
  columns(...columns: Array<{ width: string; content: string; appearance?: string }>): string {
    const last = columns.length - 1;
    const inner = columns
      .map((column, index) => {
        const padding = `padding:0px ${index === last ? 0 : 24}px 0px ${index === 0 ? 0 : 24}px`;
        const stacked = `width:100%;padding:0px 0px ${index === last ? 0 : 32}px`;
        return `<div class="pagebuilder-column" data-content-type="column" data-appearance="${column.appearance ?? 'full-height'}" data-background-images="{}" data-element="main" ${this.style(`justify-content:flex-start;display:flex;flex-direction:column;width:${column.width};align-self:stretch;margin:0px;${padding}`, stacked)}>${column.content}</div>`;
      })
      .join('');
    return `<div class="pagebuilder-column-group" style="display: flex;" data-content-type="column-group" data-grid-size="12" data-element="main"><div class="pagebuilder-column-line" style="display: flex; width: 100%;" data-content-type="column-line" data-element="main">${inner}</div></div>`;
  }

  text(html: string): string {
    return `<div data-content-type="text" data-appearance="default" data-element="main" ${this.style('text-align:left;margin:0px;padding:0px')}>${html}</div>`;
  }

  heading(level: 1 | 2 | 3, text: string): string {
    return `<h${level} data-content-type="heading" data-appearance="default" data-element="main" ${this.style('text-align:center')}>${text}</h${level}>`;
  }

  divider(): string {
    return `<div data-content-type="divider" data-appearance="default" data-element="main" ${this.style('margin:10px 0px')}><hr data-element="line" ${this.style('width:40%;border-width:1px;border-color:#c9b79c;display:inline-block')}></div>`;
  }

  html(raw: string): string {
    return `<div data-content-type="html" data-appearance="default" data-element="main">${escapeHtml(raw)}</div>`;
  }

  /**
   * An image block. `size` is the image's own size, written on the `img` elements so the
   * storefront reserves the box before the image loads.
   */
  image(
    src: string,
    alt: string,
    options: {
      caption?: string;
      link?: string;
      size?: { width: number; height: number };
      radius?: string;
    } = {},
  ): string {
    const { caption, link, size } = options;
    const dimensions = size ? ` width="${size.width}" height="${size.height}"` : '';
    const imageCss = `border-style:none;border-radius:${options.radius ?? '0px'}`;
    const imgs = `<img class="pagebuilder-mobile-hidden" src="${src}" alt="${alt}" title="${alt}"${dimensions} data-element="desktop_image" ${this.style(imageCss)}><img class="pagebuilder-mobile-only" src="${src}" alt="${alt}" title="${alt}"${dimensions} data-element="mobile_image" ${this.style(imageCss)}>`;
    const body = link
      ? `<a href="${link}" target="" data-link-type="default" title="${alt}" data-element="link">${imgs}</a>`
      : imgs;
    // Stacked on a phone or a tablet, an image keeps a picture's size rather than the screen's.
    return `<figure data-content-type="image" data-appearance="full-width" data-element="main" ${this.style('margin:0px;padding:0px;border-style:none', { [MOBILE_MEDIA]: 'max-width:480px;margin:0px auto' })}>${body}${caption ? `<figcaption data-element="caption">${caption}</figcaption>` : ''}</figure>`;
  }

  buttons(
    items: Array<{
      text: string;
      href: string;
      type?: 'primary' | 'secondary' | 'link';
      linkType?: string;
    }>,
    align: 'left' | 'center' = 'center',
  ): string {
    const inner = items
      .map((item) => {
        // A block link opens the CMS block in a dialog (decision 041): identifier and title ride along.
        const block =
          item.linkType === 'block'
            ? ` data-block-identifier="${item.href}" data-block-title="${item.text}"`
            : '';
        const href = item.linkType === 'block' ? `#${item.href}` : item.href;
        return `<div data-content-type="button-item" data-appearance="default" data-element="main" ${this.style('display:inline-block')}><a class="pagebuilder-button-${item.type ?? 'primary'}" href="${href}" target="" data-link-type="${item.linkType ?? 'default'}"${block} data-element="link" ${this.style('text-align:center')}><span data-element="link_text">${item.text}</span></a></div>`;
      })
      .join('');
    return `<div data-content-type="buttons" data-appearance="inline" data-same-width="false" data-element="main" ${this.style(`text-align:${align};margin-top:24px`)}>${inner}</div>`;
  }

  /**
   * A banner or slide. A poster lays its text over the image, on the overlay colour (the overlay
   * carries the min-height and paddings); a collage puts the text on a panel beside the image (the
   * wrapper carries them, as Page Builder stores it). `overlay: null` shows none.
   */
  banner(
    kind: 'banner' | 'slide',
    options: {
      image: string;
      title: string;
      text: string;
      button: string;
      href: string;
      appearance?: 'poster' | 'collage-left' | 'collage-centered' | 'collage-right';
      overlay?: string | null;
      minHeight?: string;
    },
  ): string {
    const prefix = kind === 'banner' ? 'pagebuilder-banner' : 'pagebuilder-slide';
    const appearance = options.appearance ?? 'poster';
    const poster = appearance === 'poster';
    const overlay = options.overlay === undefined ? POSTER_OVERLAY : options.overlay;
    const box = `min-height:${options.minHeight ?? '460px'};padding:40px`;
    const images = escapeJson({ desktop_image: options.image, mobile_image: options.image });
    const overlayCss = `border-radius:0px;${overlay === null ? '' : `background-color:${overlay};`}${poster ? box : ''}`;
    const content = `<div class="pagebuilder-overlay${poster ? ' pagebuilder-poster-overlay' : ''}" data-overlay-color="${overlay ?? ''}" aria-label="" title="" data-element="overlay" ${this.style(overlayCss)}><div class="pagebuilder-${poster ? 'poster' : 'collage'}-content"><div data-element="content"><h2>${options.title}</h2><p>${options.text}</p></div><button type="button" class="${kind === 'banner' ? 'pagebuilder-banner-button' : 'pagebuilder-slide-button'} pagebuilder-button-primary" data-element="button" ${this.style('opacity:1;visibility:visible')}>${options.button}</button></div></div>`;
    // A poster spans its row edge to edge; a collage is a rounded picture within the section.
    const wrapperCss = `background-position:center center;background-size:cover;background-repeat:no-repeat;background-attachment:scroll;border-style:none;border-width:1px;border-radius:${poster ? '0px' : `8px;${box}`}`;
    const wrapper = `<div class="${prefix}-wrapper" data-background-images="${images}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" data-element="wrapper" ${this.style(wrapperCss)}>${content}</div>`;
    const slideName = kind === 'slide' ? ` data-slide-name="${options.title}"` : '';
    return `<div data-content-type="${kind}" data-appearance="${appearance}" data-show-button="always" data-show-overlay="${overlay === null ? 'never' : 'always'}"${slideName} data-element="main" ${this.style('margin:0px')}><a href="${options.href}" target="" data-link-type="default" title="" data-element="link">${wrapper}</a></div>`;
  }

  /** A slider; `minHeight` is the desktop height, `media` its height by media query. */
  slider(
    slides: string[],
    options: { minHeight?: string; media?: Record<string, string> } = {},
  ): string {
    return `<div class="pagebuilder-slider" data-content-type="slider" data-appearance="default" data-autoplay="true" data-autoplay-speed="5000" data-fade="false" data-infinite-loop="true" data-show-arrows="true" data-show-dots="true" data-element="main" ${this.style(`min-height:${options.minHeight ?? '460px'};margin:0px`, options.media)}>${slides.join('')}</div>`;
  }

  tabs(tabs: Array<{ id: string; name: string; content: string }>): string {
    const headers = tabs
      .map(
        (tab) =>
          `<li role="tab" class="tab-header" data-element="headers"><a href="#${tab.id}" class="tab-title"><span class="tab-title">${tab.name}</span></a></li>`,
      )
      .join('');
    const items = tabs
      .map(
        (tab) =>
          `<div data-content-type="tab-item" data-appearance="default" data-tab-name="${tab.name}" data-background-images="{}" data-element="main" id="${tab.id}" ${this.style('justify-content:flex-start;display:flex;flex-direction:column;min-height:200px;padding:24px 0px')}>${tab.content}</div>`,
      )
      .join('');
    return `<div class="tab-align-left" data-content-type="tabs" data-appearance="default" data-active-tab="0" data-element="main" ${this.style('margin:0px')}><ul role="tablist" class="tabs-navigation" data-element="navigation" ${this.style('text-align:left')}>${headers}</ul><div class="tabs-content" data-element="content" ${this.style('border-width:1px;border-radius:0px;min-height:200px')}>${items}</div></div>`;
  }

  video(src: string): string {
    return `<div data-content-type="video" data-appearance="default" data-element="main" ${this.style('text-align:center')}><div class="pagebuilder-video-inner" data-element="inner" ${this.style('max-width:800px;display:inline-block;width:100%')}><div class="pagebuilder-video-wrapper" data-element="wrapper" ${this.style('border-radius:0px')}><div class="pagebuilder-video-container"><iframe frameborder="0" allowfullscreen="" src="${src}" data-element="video"></iframe></div></div></div></div>`;
  }

  products(
    links: Array<{ name: string; href: string }>,
    appearance: 'grid' | 'carousel' = 'carousel',
  ): string {
    const items = links
      .map(
        (link) =>
          `<li class="product-item"><div class="product-item-info"><div class="product-item-details"><strong class="product-item-name"><a title="${link.name}" href="${link.href}" class="product-item-link">${link.name}</a></strong></div></div></li>`,
      )
      .join('');
    const carousel =
      appearance === 'carousel'
        ? ' data-autoplay="false" data-autoplay-speed="4000" data-infinite-loop="false" data-show-arrows="true" data-show-dots="true" data-carousel-mode="default" data-center-padding="90px"'
        : '';
    return `<div data-content-type="products" data-appearance="${appearance}"${carousel} data-element="main" ${this.style('text-align:left')}><div class="block widget block-products-list grid"><div class="block-content"><div class="products-grid grid"><ol class="product-items widget-product-${appearance === 'carousel' ? 'carousel' : 'grid'}">${items}</ol></div></div></div></div>`;
  }

  block(identifier: string, renderedContent: string): string {
    return `<div data-content-type="block" data-appearance="default" data-element="main" ${this.style('margin:0px')}><div class="widget block block-static-block" data-block-identifier="${identifier}">${renderedContent}</div></div>`;
  }

  /** Custom content type of the spec (not core Page Builder): an accordion of questions. */
  faq(items: Array<{ question: string; answer: string }>): string {
    const inner = items
      .map(
        (item) =>
          `<div data-content-type="faq-item" data-appearance="default" data-element="main"><div data-element="question">${item.question}</div><div data-element="answer">${item.answer}</div></div>`,
      )
      .join('');
    return `<div data-content-type="faq" data-appearance="default" data-element="main" ${this.style('margin:0px 0px 20px')}>${inner}</div>`;
  }
}

/**
 * The overlay under a poster's text: the brand's espresso at 45 %, so cream text keeps 4.5:1 on the
 * drawn backdrops (decision 045).
 */
const POSTER_OVERLAY = 'rgba(36,23,15,0.45)';

/** Page Builder's mobile viewport. */
const MOBILE_MEDIA = 'only screen and (max-width: 768px)';

/**
 * Row spacing: the header's gutters (40 px on a desktop, 16 px on a phone) and room between
 * sections, as an author sets them per viewport.
 */
const SPACING: Record<
  'section' | 'panel' | 'none',
  { css: string; media?: Record<string, string> }
> = {
  section: {
    css: 'margin:0px;padding:48px 40px',
    media: {
      'only screen and (max-width: 1024px)': 'padding:40px 16px',
      [MOBILE_MEDIA]: 'padding:32px 16px',
    },
  },
  /** A rounded panel inside a section (a CMS block with its own background). */
  panel: {
    css: 'margin:0px;padding:40px;border-radius:8px',
    media: { [MOBILE_MEDIA]: 'padding:24px 16px' },
  },
  none: { css: 'margin:0px;padding:0px' },
};

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** data-background-images holds JSON with HTML-escaped quotes, as Magento stores it. */
function escapeJson(value: Record<string, string>): string {
  return JSON.stringify(value).replace(/"/g, '\\&quot;');
}
