import { shopContext } from '../context.ts';
import { CmsPage } from '../features/cms/cms-page.tsx';
import { loadCmsPage } from '../features/cms/cms.server.ts';
import { errorMeta } from '../features/errors/error-meta.ts';
import { RouteError } from '../features/errors/route-error.tsx';
import { metaIntl, pageMeta, storeNameOf, withStoreName } from '../lib/meta.ts';
import { sharedPageHeaders } from '../lib/cache-headers.ts';
import type { Route } from './+types/cms-page';

/** Fixed CMS routes of spec §2 (/about-us, /customer-service): the CMS page of the same identifier. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const identifier = url.pathname.replace(/^\/+|\/+$/g, '');
  return loadCmsPage(context.get(shopContext), identifier, url, url.pathname);
}

/**
 * A client-side navigation fetches the block renderers of the page's content with its data
 * (decision 105); the first load is hydrated with the server's data, its renderers fetched by the
 * browser entry.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  // The preloading code comes with the data, not with the route's first load.
  const [data, richContent] = await Promise.all([
    serverLoader(),
    import('../features/cms/rich-content-preload.ts'),
  ]);
  await richContent.preloadPageRichContent(data.content);
  return data;
}

/** Shareable by the page cache and CDNs (nothing personal in the HTML). */
export const headers = sharedPageHeaders;

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  const storeName = storeNameOf(matches);
  if (!loaderData) return errorMeta(error, metaIntl(matches), storeName);
  return pageMeta({
    title: withStoreName(loaderData.metaTitle ?? loaderData.title ?? '', storeName),
    description: loaderData.metaDescription,
    canonical: loaderData.canonical,
    preloads: loaderData.leadImages,
  });
}

export default function FixedCmsPage({ loaderData }: Route.ComponentProps) {
  return <CmsPage page={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
