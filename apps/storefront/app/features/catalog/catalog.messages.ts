import { defineMessages } from '@vitrine/validation';

export const catalogMessages = defineMessages({
  productCount: {
    id: 'catalog.productCount',
    defaultMessage: '{count, plural, =0 {No product} one {# product} other {# products}}',
  },
  filters: { id: 'catalog.filters', defaultMessage: 'Filters' },
  priceRange: { id: 'catalog.priceRange', defaultMessage: '{from} – {to}' },
  priceFrom: { id: 'catalog.priceFrom', defaultMessage: '{from} and above' },
  priceUpTo: { id: 'catalog.priceUpTo', defaultMessage: 'Up to {to}' },
  showFilters: { id: 'catalog.showFilters', defaultMessage: 'Filter' },
  sortedBy: { id: 'catalog.sortedBy', defaultMessage: 'Sorted by {sort}' },
  sortBy: { id: 'catalog.sortBy', defaultMessage: 'Sort by' },
  sortPosition: { id: 'catalog.sort.position', defaultMessage: 'Our selection' },
  sortRelevance: { id: 'catalog.sort.relevance', defaultMessage: 'Relevance' },
  sortNameAsc: { id: 'catalog.sort.nameAsc', defaultMessage: 'Name: A to Z' },
  sortNameDesc: { id: 'catalog.sort.nameDesc', defaultMessage: 'Name: Z to A' },
  sortPriceAsc: { id: 'catalog.sort.priceAsc', defaultMessage: 'Price: low to high' },
  sortPriceDesc: { id: 'catalog.sort.priceDesc', defaultMessage: 'Price: high to low' },
  noProducts: {
    id: 'catalog.noProducts',
    defaultMessage: 'No product matches these filters yet.',
  },
  clearFilters: { id: 'catalog.clearFilters', defaultMessage: 'Clear all filters' },
  products: { id: 'catalog.products', defaultMessage: 'Products' },
  breadcrumbs: { id: 'catalog.breadcrumbs', defaultMessage: 'Breadcrumbs' },
  pageTitle: { id: 'catalog.pageTitle', defaultMessage: '{name} | {storeName}' },
  pageTitleWithPage: {
    id: 'catalog.pageTitleWithPage',
    defaultMessage: '{name} – page {page} | {storeName}',
  },
});
