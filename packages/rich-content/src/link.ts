import { oneOf } from './attributes.ts';
import type { ContentLink, LinkType } from './settings.types.ts';
import { isInternalPath, sanitizeLinkUrl, type UrlContext } from './url.ts';

const LINK_TYPES: readonly LinkType[] = ['default', 'block', 'category', 'product', 'page'];
const BLOCK_IDENTIFIER = /^[\w-]{1,128}$/;

/**
 * Reads a link element. A `block` link names a CMS block by `data-block-identifier` (or, failing
 * that, by its `href`, with any leading `#` or `/` removed) and may give the dialog a title with
 * `data-block-title`. Other links keep their target only when its scheme is allowed.
 */
export function readLink(anchor: Element | undefined, url: UrlContext): ContentLink | undefined {
  if (anchor === undefined) return undefined;
  const linkType = oneOf(anchor.getAttribute('data-link-type'), LINK_TYPES, 'default');
  const rawHref = anchor.getAttribute('href') ?? '';
  if (linkType === 'block') {
    const identifier = (
      anchor.getAttribute('data-block-identifier') ?? rawHref.replace(/^[#/]+/, '')
    ).trim();
    if (!BLOCK_IDENTIFIER.test(identifier)) return undefined;
    const title = anchor.getAttribute('data-block-title')?.trim();
    return title === undefined || title === ''
      ? { linkType, identifier }
      : { linkType, identifier, title };
  }
  const href = sanitizeLinkUrl(rawHref, url);
  if (href === undefined) return undefined;
  return {
    linkType,
    href,
    internal: isInternalPath(href),
    openInNewTab: anchor.getAttribute('target') === '_blank',
  };
}
