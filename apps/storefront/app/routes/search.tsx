import { shopContext } from '../context.ts';
import { loadListing } from '../features/catalog/listing.server.ts';
import { ProductListing } from '../features/catalog/product-listing.tsx';
import { errorMeta } from '../features/errors/error-meta.ts';
import { RouteError } from '../features/errors/route-error.tsx';
import { DidYouMean, SearchHelp } from '../features/search/search-help.tsx';
import { searchMessages } from '../features/search/search.messages.ts';
import styles from '../features/search/search.module.css';
import { useRouteLoaderData } from 'react-router';
import { useIntl } from '../i18n/shop-intl.tsx';
import { metaIntl, storeNameOf, withStoreName } from '../lib/meta.ts';
import { sharedPageHeaders } from '../lib/cache-headers.ts';
import type { RootData } from '../root.tsx';
import type { Route } from './+types/search';

/** The search results page: `/search.html?query=…` with the same filters, sort and pages as a category. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = (url.searchParams.get('query') ?? '').trim();
  if (!query) return { query, listing: null };
  return { query, listing: await loadListing(context.get(shopContext), url, { search: query }) };
}

/** Shareable by the page cache and CDNs (nothing personal in the HTML). */
export const headers = sharedPageHeaders;

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  const intl = metaIntl(matches);
  const storeName = storeNameOf(matches);
  if (!loaderData) return errorMeta(error, intl, storeName);
  const title = loaderData.query
    ? intl.formatMessage(searchMessages.resultsTitle, { query: loaderData.query })
    : intl.formatMessage(searchMessages.label);
  return [
    { title: withStoreName(title, storeName) },
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { query, listing } = loaderData;
  // The menu's first level: the shop's main ranges, for a search that found nothing.
  const menu = useRouteLoaderData<RootData>('root')?.menu ?? [];
  const categories = menu.map(({ name, href }) => ({ name, href }));
  return (
    <div className={`page-container ${styles.resultsPage}`}>
      <h1 className={styles.resultsTitle}>
        {query
          ? intl.formatMessage(searchMessages.resultsTitle, { query })
          : intl.formatMessage(searchMessages.label)}
      </h1>
      {!listing ||
      (listing.totalCount === 0 && Object.keys(listing.params.filters).length === 0) ? (
        <SearchHelp
          query={query}
          suggestions={listing?.suggestions ?? []}
          categories={categories}
        />
      ) : (
        <>
          <DidYouMean suggestions={listing.suggestions} />
          <ProductListing listing={listing} />
        </>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
