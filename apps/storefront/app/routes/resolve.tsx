import { DEFAULT_STORE_CODE, ResolveURL } from '@vitrine/graphql-client';
import { data, redirect } from 'react-router';
import { shopContext } from '../context.ts';
import { catalogMessages } from '../features/catalog/catalog.messages.ts';
import { loadCategoryPage } from '../features/catalog/category.server.ts';
import { loadCmsPage } from '../features/cms/cms.server.ts';
import { loadProductPage } from '../features/product/product.server.ts';
import { breadcrumbJsonLd, productJsonLd } from '../features/seo/structured-data.ts';
import { loadStoreList, loadStorePage } from '../features/stores/stores.server.ts';
import { storeMessages } from '../features/stores/stores.messages.ts';
import { errorMeta } from '../features/errors/error-meta.ts';
import { RouteError } from '../features/errors/route-error.tsx';
import { decideRoute } from '../features/routing/resolve-route.ts';
import {
  PAGE_TYPE_META,
  RESOLVED_PAGES,
  ResolvedPageView,
  preloadPageType,
} from './resolve.pages.tsx';
import { loadQuery } from '../lib/load-query.ts';
import { withReadTimeout } from '../lib/read-timeout.ts';
import { shopExtensionsOf } from '../lib/shop-extensions.server.ts';
import { metaIntl, pageMeta, storeNameOf, withStoreName } from '../lib/meta.ts';
import { sharedPageHeaders } from '../lib/cache-headers.ts';
import type { Route } from './+types/resolve';

function notFound(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router answers with a status this way
  throw data({ reason: 'route' }, { status: 404 });
}

/**
 * Any path the route table does not know is asked of the backend (ResolveURL): it is a CMS page, a
 * category, a product, a store page, a redirect, or not found (spec §2 route rules). Store pages
 * exist only on a backend with the `store-locator` extension, whose reads complete the route.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const [result, extensions] = await Promise.all([
    loadQuery(shop, ResolveURL, { url: `${url.pathname}${url.search}` }),
    shopExtensionsOf(shop, DEFAULT_STORE_CODE),
  ]);
  const decision = decideRoute(result.route, url, extensions);
  if (decision.kind === 'notFound') notFound();
  if (decision.kind === 'redirect') {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router redirects by throwing
    throw redirect(decision.location, decision.status);
  }
  if (decision.kind === 'storePage') {
    return decision.type === 'STORE'
      ? loadStorePage(shop, decision.urlKey, url)
      : loadStoreList(shop, url);
  }
  switch (decision.type) {
    case 'CMS_PAGE':
      return decision.identifier
        ? loadCmsPage(shop, decision.identifier, url, url.pathname)
        : notFound();
    case 'CATEGORY':
      return decision.uid ? loadCategoryPage(shop, decision.uid, url) : notFound();
    case 'PRODUCT':
      return loadProductPage(shop, url, extensions);
    default:
      return notFound();
  }
}

/**
 * A client-side navigation fetches the page type's chunk and the block renderers of its rich
 * content (decision 105) with the data, so the new page is drawn at once when all are here. The
 * first load is hydrated with the server's data (no `clientLoader.hydrate`): the browser entry
 * fetches that page's type and renderers before hydrating. A read that takes longer than the read
 * timeout (8 s) is given up: the error view offers a retry (R2).
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withReadTimeout(
    (async () => {
      // The preloading code comes with the data (a static import would put it into every resolved
      // page's first load, store pages included).
      const [data, richContent] = await Promise.all([
        serverLoader(),
        import('../features/cms/rich-content-preload.ts'),
      ]);
      await Promise.all([
        preloadPageType(data.type),
        richContent.preloadPageRichContent(...richContentOf(data)),
      ]);
      return data;
    })(),
  );
}

/** The rich content a resolved page draws. */
function richContentOf(data: Awaited<ReturnType<typeof loader>>) {
  switch (data.type) {
    case 'PRODUCT':
      return [data.shortDescription, data.description];
    case 'CATEGORY':
      return [data.description];
    case 'CMS_PAGE':
      return [data.content];
    default:
      return [];
  }
}

/** Shareable by the page cache and CDNs (nothing personal in the HTML). */
export const headers = sharedPageHeaders;

export function meta(args: Route.MetaArgs) {
  const tags = pageTags(args);
  // Which page type the server drew, for the browser entry (see `preloadServedPage`).
  return args.loaderData
    ? [...tags, { name: PAGE_TYPE_META, content: args.loaderData.type }]
    : tags;
}

function pageTags({ loaderData, error, matches }: Route.MetaArgs) {
  const storeName = storeNameOf(matches);
  if (!loaderData) return errorMeta(error, metaIntl(matches), storeName);
  const intl = metaIntl(matches);
  if (loaderData.type === 'PRODUCT') {
    const origin = new URL(loaderData.canonical).origin;
    const image = loaderData.base.images[0]?.src;
    return [
      ...pageMeta({
        title: withStoreName(loaderData.metaTitle || loaderData.name, storeName),
        description: loaderData.metaDescription,
        canonical: loaderData.canonical,
        image: image ? new URL(image, origin).href : null,
        type: 'product',
      }),
      {
        'script:ld+json': productJsonLd({
          name: loaderData.name,
          sku: loaderData.sku,
          url: loaderData.canonical,
          description: loaderData.descriptionText,
          images: loaderData.base.images.map((img) => new URL(img.src, origin).href),
          price: loaderData.base.finalPrice,
          inStock: loaderData.base.inStock,
          brand: loaderData.details.find((detail) => detail.code === 'brand')?.value ?? storeName,
          ratingSummary: loaderData.ratingSummary,
          reviewCount: loaderData.reviewCount,
          composition: loaderData.composition?.nutrients,
          dailyPortion: loaderData.composition?.dailyPortion,
        }),
      },
      {
        'script:ld+json': breadcrumbJsonLd(
          loaderData.breadcrumbs.map((crumb) => ({
            name: crumb.label,
            url: new URL(crumb.href, origin).href,
          })),
        ),
      },
    ];
  }
  if (loaderData.type === 'STORE') {
    return pageMeta({
      title: withStoreName(loaderData.store.name, storeName),
      canonical: loaderData.canonical,
    });
  }
  if (loaderData.type === 'STORE_LIST') {
    return pageMeta({
      title: withStoreName(intl.formatMessage(storeMessages.listTitle), storeName),
      canonical: loaderData.canonical,
    });
  }
  if (loaderData.type === 'CATEGORY') {
    const current = loaderData.listing.params.currentPage;
    const name = loaderData.metaTitle || loaderData.name;
    return pageMeta({
      title:
        current > 1
          ? intl.formatMessage(catalogMessages.pageTitleWithPage, {
              name,
              page: current,
              storeName,
            })
          : withStoreName(name, storeName),
      description: loaderData.metaDescription,
      canonical: loaderData.canonical,
    });
  }
  return pageMeta({
    title: withStoreName(loaderData.metaTitle, storeName),
    description: loaderData.metaDescription,
    canonical: loaderData.canonical,
    preloads: loaderData.leadImages,
  });
}

export default function ResolvedPage({ loaderData }: Route.ComponentProps) {
  switch (loaderData.type) {
    case 'PRODUCT':
      return <ResolvedPageView module={RESOLVED_PAGES.PRODUCT} props={{ page: loaderData }} />;
    case 'CMS_PAGE':
      return <ResolvedPageView module={RESOLVED_PAGES.CMS_PAGE} props={{ page: loaderData }} />;
    case 'STORE':
      return <ResolvedPageView module={RESOLVED_PAGES.STORE} props={{ page: loaderData }} />;
    case 'STORE_LIST':
      return <ResolvedPageView module={RESOLVED_PAGES.STORE_LIST} props={{ page: loaderData }} />;
    case 'CATEGORY':
      return <ResolvedPageView module={RESOLVED_PAGES.CATEGORY} props={{ page: loaderData }} />;
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
