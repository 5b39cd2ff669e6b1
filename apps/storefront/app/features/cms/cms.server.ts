import { blocksOfType } from '@vitrine/rich-content';
import type { ParsedRichContent } from '@vitrine/rich-content';
import { GetCmsPage, GetProductListing } from '@vitrine/graphql-client';
import type { ShopClient } from '@vitrine/graphql-client';
import { leadImagePreloads } from '@vitrine/ui';
import type { ImagePreload } from '@vitrine/ui';
import { data } from 'react-router';
import { backendUrl } from '../../lib/backend.server.ts';
import { siteImages } from '../../lib/images.ts';
import { loadQuery } from '../../lib/load-query.ts';
import { toProductCard } from '../../catalog-ui/product-card.model.ts';
import type { ProductCardData } from '../../catalog-ui/product-card.model.ts';
import { parseCmsContent } from '../../cms-content/cms-content.server.ts';
import { inAuthorOrder, productsBlockQuery } from './products-block.model.ts';
import type { CmsPageData } from './cms-page.tsx';
import { cmsPageHeading } from './cms-heading.ts';

export interface CmsRouteData extends CmsPageData {
  type: 'CMS_PAGE';
  metaTitle: string | null;
  metaDescription: string | null;
  canonical: string;
  /** The lead image's preloads, for the page's head. */
  leadImages: ImagePreload[];
}

/**
 * The products of every products block of the content, by block id, loaded here so the page's HTML
 * shows them and the browser fetches nothing. A block whose products could not be loaded is left
 * out: the browser tries again.
 */
export async function loadBlockProducts(
  shop: ShopClient,
  content: ParsedRichContent,
): Promise<Record<string, ProductCardData[]>> {
  const entries = await Promise.all(
    blocksOfType(content, 'products').map(async (block) => {
      const result = await shop.graphql
        .query(GetProductListing, productsBlockQuery(block))
        .toPromise();
      const items = result.data?.products?.items;
      if (!items) return null;
      const cards = items.flatMap((item) => (item ? [toProductCard(item)] : []));
      return [block.id, inAuthorOrder(block, cards)] as const;
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}

/** A CMS page by identifier, its content parsed and sanitised here on the server. */
export async function loadCmsPage(
  shop: ShopClient,
  identifier: string,
  url: URL,
  path: string,
): Promise<CmsRouteData> {
  const result = await loadQuery(shop, GetCmsPage, { identifier });
  const page = result.cmsPage;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router answers with a status this way
  if (!page) throw data({ reason: 'cms' }, { status: 404 });
  const content = parseCmsContent(page.content, backendUrl());
  return {
    type: 'CMS_PAGE',
    identifier,
    title: page.title ?? null,
    heading: cmsPageHeading(page.content_heading, content),
    content,
    products: await loadBlockProducts(shop, content),
    metaTitle: page.meta_title || page.title || null,
    metaDescription: page.meta_description ?? null,
    canonical: new URL(path, url).href,
    leadImages: leadImagePreloads(content, (src, options) => siteImages.url(src, options)),
  };
}
