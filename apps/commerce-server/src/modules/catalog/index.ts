/**
 * The public face of the `catalog` module: what other modules and the server's composition (HTTP
 * routes, schema, seed, bench) may use. Anything else in this folder is the module's own
 * (decision 114; `eslint.config.js` enforces it).
 */
export { attributeFilterTypeDefs } from './attribute-filters.ts';
export { catalogLoaders } from './catalog.loaders.ts';
export { categoryResolvers } from './category.resolvers.ts';
export { configurableValueUid } from './configurable-selection.ts';
export { configurableResolvers } from './configurable.resolvers.ts';
export { MAX_PAGE_SIZE, compileSearch } from './product-search.ts';
export { countMatches, pageOfIds, productsWithMedia, validatePaging } from './search-page.ts';
export type { EqualFilter, MatchFilter } from './product-search.ts';
export {
  optionValuesByProducts,
  productColumns,
  productsByIds,
  superAttributesByProducts,
} from './product.repository.ts';
export type { ProductRow } from './product.repository.ts';
export { productResolvers } from './product.resolvers.ts';
export { productsResolvers } from './products.resolvers.ts';
export { subscribedPrice, subscriptionOfferOf } from './subscription-offer.ts';
export type { SubscriptionOffer } from './subscription-offer.ts';
export { searchSynonymRoutes } from './search-synonyms.routes.ts';
