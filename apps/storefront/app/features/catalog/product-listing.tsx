import {
  FilterOpenButton,
  FilterSidebar,
  Pagination,
  SidePanel,
  SortControl,
  SortedBy,
  countSelected,
} from '@vitrine/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { SHOP_CURRENCY } from '../../lib/shop-currency.ts';
import { withPriceLabels } from './price-labels.ts';
import { catalogMessages } from './catalog.messages.ts';
import type { ListingParams } from './listing-params.ts';
import {
  toListingSearch,
  toggleFilter,
  withPage,
  withSort,
  withoutFilters,
} from './listing-params.ts';
import type { ListingData } from './listing.model.ts';
import { ProductCard } from '../../catalog-ui/product-card.tsx';
import styles from './product-listing.module.css';

/**
 * A listing with its filters (sidebar from 1025 px, a side panel below), sort, grid and
 * pagination. Every change is a navigation: the URL holds the state, so back restores it.
 */
export function ProductListing({ listing }: { listing: ListingData }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { params } = listing;

  const go = (next: ListingParams) => {
    const search = toListingSearch(searchParams, next).toString();
    void navigate(
      { search: search ? `?${search}` : '' },
      { preventScrollReset: next.currentPage === params.currentPage },
    );
  };
  const onToggle = (code: string, value: string) => go(toggleFilter(params, code, value));
  const onClearAll = () => go(withoutFilters(params));
  const onSort = (value: string) => {
    const match = /^(.+)_(ASC|DESC)$/.exec(value);
    go(
      withSort(
        params,
        match ? { field: match[1] as string, direction: match[2] as 'ASC' | 'DESC' } : null,
      ),
    );
  };
  const pageHref = (page: number) => {
    const search = toListingSearch(searchParams, withPage(params, page)).toString();
    return search ? `?${search}` : '?';
  };
  const activeCount = countSelected(params.filters);
  // Price buckets in the shop's money, whole euros as the buckets are (issue 20).
  const groups = withPriceLabels(
    listing.groups,
    (amount) =>
      intl.formatNumber(amount, {
        style: 'currency',
        currency: SHOP_CURRENCY,
        maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      }),
    (descriptor, values) => intl.formatMessage(descriptor, values),
  );

  return (
    <div className={styles.layout}>
      {listing.groups.length > 0 ? (
        <FilterSidebar
          className={styles.sidebar}
          groups={groups}
          selected={params.filters}
          onToggle={onToggle}
          onClearAll={onClearAll}
        />
      ) : null}
      <section className={styles.results} aria-label={intl.formatMessage(catalogMessages.products)}>
        <div className={styles.toolbar}>
          <p className={styles.count} role="status">
            {intl.formatMessage(catalogMessages.productCount, { count: listing.totalCount })}
          </p>
          <div className={styles.controls}>
            {listing.groups.length > 0 ? (
              <FilterOpenButton
                className={styles.mobileOnly}
                activeCount={activeCount}
                onClick={() => setFiltersOpen(true)}
              />
            ) : null}
            <SortControl
              options={listing.sortOptions}
              value={listing.sortValue}
              onChange={onSort}
            />
          </div>
        </div>
        <SortedBy
          className={styles.mobileOnly}
          options={listing.sortOptions}
          value={listing.sortValue}
        />
        {listing.items.length > 0 ? (
          <ul className={styles.grid}>
            {listing.items.map((product, index) => (
              <li key={product.uid}>
                <ProductCard product={product} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{intl.formatMessage(catalogMessages.noProducts)}</p>
        )}
        {listing.totalPages > 1 ? (
          <Pagination
            className={styles.pagination}
            currentPage={params.currentPage}
            totalPages={listing.totalPages}
            getHref={pageHref}
          />
        ) : null}
      </section>
      <SidePanel
        isOpen={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        title={catalogMessages.filters}
      >
        <FilterSidebar
          hideTitle
          groups={groups}
          selected={params.filters}
          onToggle={onToggle}
          onClearAll={onClearAll}
        />
      </SidePanel>
    </div>
  );
}
