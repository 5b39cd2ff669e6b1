import { GetCmsPage } from '@vitrine/graphql-client';
import type { ShopClient } from '@vitrine/graphql-client';
import { data } from 'react-router';
import { backendUrl } from '../../lib/backend.server.ts';
import { loadQuery } from '../../lib/load-query.ts';
import { parseCmsContent } from './cms-content.server.ts';
import type { CmsPageData } from './cms-page.tsx';

export interface CmsRouteData extends CmsPageData {
  type: 'CMS_PAGE';
  metaTitle: string | null;
  metaDescription: string | null;
  canonical: string;
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
  return {
    type: 'CMS_PAGE',
    identifier,
    title: page.title ?? null,
    heading: page.content_heading || null,
    content: parseCmsContent(page.content, backendUrl()),
    metaTitle: page.meta_title || page.title || null,
    metaDescription: page.meta_description ?? null,
    canonical: new URL(path, url).href,
  };
}
