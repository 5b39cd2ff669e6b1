/**
 * The public face of the `store-locator` module: what other modules and the server's composition (HTTP
 * routes, schema, seed, bench) may use. Anything else in this folder is the module's own
 * (decision 114; `eslint.config.js` enforces it).
 */
export { findStores, storeById } from './store-locator.repository.ts';
export { STORE_LIST_URL, storeLocatorResolvers } from './store-locator.resolvers.ts';
