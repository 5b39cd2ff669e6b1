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

  /** Registers a style rule and returns the attribute that points at it. */
  style(css: string, mobileCss?: string): string {
    this.counter += 1;
    const id = `${this.prefix}${this.counter.toString(36).toUpperCase().padStart(4, '0')}`;
    this.rules.push(`#html-body [data-pb-style=${id}]{${css}}`);
    if (mobileCss)
      this.rules.push(
        `@media only screen and (max-width: 768px) { #html-body [data-pb-style=${id}]{${mobileCss}} }`,
      );
    return `data-pb-style="${id}"`;
  }

  /** The final document: style block first, then the content. */
  document(...rows: string[]): string {
    return `<style>${this.rules.join('')}</style>${rows.join('')}`;
  }

  row(
    appearance: 'contained' | 'full-width' | 'full-bleed',
    children: string,
    options: { background?: string; image?: string; minHeight?: string } = {},
  ): string {
    const images = options.image
      ? escapeJson({ desktop_image: options.image, mobile_image: options.image })
      : '{}';
    const css = `justify-content:flex-start;display:flex;flex-direction:column;${options.background ? `background-color:${options.background};` : ''}${options.minHeight ? `min-height:${options.minHeight};` : ''}background-position:left top;background-size:cover;background-repeat:no-repeat;background-attachment:scroll;border-style:none;border-width:1px;border-radius:0px;margin:0px 0px 10px;padding:10px`;
    const data = `data-enable-parallax="0" data-parallax-speed="0.5" data-background-images="${images}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src=""`;
    if (appearance === 'contained') {
      return `<div data-content-type="row" data-appearance="contained" data-element="main"><div ${data} data-element="inner" ${this.style(css)}>${children}</div></div>`;
    }
    if (appearance === 'full-width') {
      return `<div data-content-type="row" data-appearance="full-width" ${data} data-element="main" ${this.style(css)}><div class="row-full-width-inner" data-element="inner">${children}</div></div>`;
    }
    return `<div data-content-type="row" data-appearance="full-bleed" ${data} data-element="main" ${this.style(css)}>${children}</div>`;
  }

  columns(...columns: Array<{ width: string; content: string; appearance?: string }>): string {
    const inner = columns
      .map(
        (column) =>
          `<div class="pagebuilder-column" data-content-type="column" data-appearance="${column.appearance ?? 'full-height'}" data-background-images="{}" data-element="main" ${this.style(`justify-content:flex-start;display:flex;flex-direction:column;width:${column.width};align-self:stretch;margin:0px;padding:10px`, 'width:100%')}>${column.content}</div>`,
      )
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

  image(src: string, alt: string, caption?: string, link?: string): string {
    const imgs = `<img class="pagebuilder-mobile-hidden" src="${src}" alt="${alt}" title="${alt}" data-element="desktop_image" ${this.style('border-style:none')}><img class="pagebuilder-mobile-only" src="${src}" alt="${alt}" title="${alt}" data-element="mobile_image" ${this.style('border-style:none')}>`;
    const body = link
      ? `<a href="${link}" target="" data-link-type="default" title="${alt}" data-element="link">${imgs}</a>`
      : imgs;
    return `<figure data-content-type="image" data-appearance="full-width" data-element="main" ${this.style('margin:0px;padding:0px;border-style:none')}>${body}${caption ? `<figcaption data-element="caption">${caption}</figcaption>` : ''}</figure>`;
  }

  buttons(
    items: Array<{
      text: string;
      href: string;
      type?: 'primary' | 'secondary' | 'link';
      linkType?: string;
    }>,
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
    return `<div data-content-type="buttons" data-appearance="inline" data-same-width="false" data-element="main" ${this.style('text-align:center')}>${inner}</div>`;
  }

  banner(
    kind: 'banner' | 'slide',
    options: {
      image: string;
      title: string;
      text: string;
      button: string;
      href: string;
      appearance?: string;
    },
  ): string {
    const prefix = kind === 'banner' ? 'pagebuilder-banner' : 'pagebuilder-slide';
    const images = escapeJson({ desktop_image: options.image, mobile_image: options.image });
    const content = `<div class="pagebuilder-overlay pagebuilder-poster-overlay" data-overlay-color="rgba(45,30,20,0.35)" aria-label="" title="" data-element="overlay" ${this.style('border-radius:0px;min-height:460px;background-color:rgba(45,30,20,0.35);padding:40px')}><div class="pagebuilder-poster-content"><div data-element="content"><h2>${options.title}</h2><p>${options.text}</p></div><button type="button" class="${kind === 'banner' ? 'pagebuilder-banner-button' : 'pagebuilder-slide-button'} pagebuilder-button-primary" data-element="button" ${this.style('opacity:1;visibility:visible')}>${options.button}</button></div></div>`;
    const wrapper = `<div class="${prefix}-wrapper" data-background-images="${images}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" data-element="wrapper" ${this.style('background-position:center center;background-size:cover;background-repeat:no-repeat;background-attachment:scroll;border-style:none;border-width:1px;border-radius:0px')}>${content}</div>`;
    const slideName = kind === 'slide' ? ` data-slide-name="${options.title}"` : '';
    return `<div data-content-type="${kind}" data-appearance="${options.appearance ?? 'poster'}" data-show-button="always" data-show-overlay="always"${slideName} data-element="main" ${this.style('margin:0px')}><a href="${options.href}" target="" data-link-type="default" title="" data-element="link">${wrapper}</a></div>`;
  }

  slider(slides: string[]): string {
    return `<div class="pagebuilder-slider" data-content-type="slider" data-appearance="default" data-autoplay="true" data-autoplay-speed="5000" data-fade="false" data-infinite-loop="true" data-show-arrows="true" data-show-dots="true" data-element="main" ${this.style('min-height:460px;margin:0px')}>${slides.join('')}</div>`;
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
          `<div data-content-type="tab-item" data-appearance="default" data-tab-name="${tab.name}" data-background-images="{}" data-element="main" id="${tab.id}" ${this.style('justify-content:flex-start;display:flex;flex-direction:column;min-height:200px;padding:20px')}>${tab.content}</div>`,
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
