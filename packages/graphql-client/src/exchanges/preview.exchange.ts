import { mapExchange } from '@urql/core';
import type { Exchange } from '@urql/core';
import type { PreviewCredentials } from '../preview/preview-session.ts';
import { operationName, withContext, withHeaders } from './operation.utils.ts';

/**
 * The content operations spec §7 sends with preview authorization in admin preview, by operation
 * name: category data, categories, product detail, product overview, custom attributes,
 * recommendations, additional data, CMS blocks, CMS page, autocomplete, cart, cart details, product
 * listing, applied coupons, quick adds, price summary and upsell opportunity.
 */
export const PREVIEW_OPERATION_NAMES: ReadonlySet<string> = new Set([
  'GetCategoryData',
  'GetCategories',
  'GetProductDetailForProductPage',
  // The product page's FAQ (extension `product-faq`), split from the product detail (decision 100).
  'GetProductFaq',
  'GetProductOverview',
  'GetCustomAttributes',
  'GetRecommendations',
  'GetAdditionalData',
  'GetCmsBlocks',
  'GetCmsPage',
  'GetAutocompleteResults',
  'GetCart',
  'GetCartDetails',
  'GetProductListing',
  'GetAppliedCoupons',
  'GetQuickAdds',
  'GetPriceSummary',
  'GetUpsellOpportunity',
]);

/** Options of {@link previewExchange}. */
export interface PreviewExchangeOptions {
  /** The preview credentials of this page load, or null outside a preview. */
  getPreview: () => PreviewCredentials | null;
  /**
   * Which operations are content operations.
   * @defaultValue {@link PREVIEW_OPERATION_NAMES}
   */
  operationNames?: ReadonlySet<string>;
}

/**
 * In admin preview, sends the content operations with the preview authorization and a
 * `Preview-Version` header, and never caches them (a preview must not leak into the shopper
 * cache, nor a cached live answer hide the preview). Everything else passes unchanged.
 */
export const previewExchange = ({
  getPreview,
  operationNames = PREVIEW_OPERATION_NAMES,
}: PreviewExchangeOptions): Exchange =>
  mapExchange({
    onOperation: (operation) => {
      if (operation.kind !== 'query' && operation.kind !== 'mutation') return operation;
      const preview = getPreview();
      const name = operationName(operation);
      if (!preview || name === undefined || !operationNames.has(name)) return operation;
      const withPreview = withHeaders(operation, {
        authorization: `Bearer ${preview.token}`,
        'preview-version': preview.version,
      });
      return withContext(withPreview, { requestPolicy: 'network-only', noCache: true });
    },
  });
