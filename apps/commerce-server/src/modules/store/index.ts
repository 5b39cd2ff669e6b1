/**
 * The public face of the `store` module: what other modules and the server's composition (HTTP
 * routes, schema, seed, bench) may use. Anything else in this folder is the module's own
 * (decision 114; `eslint.config.js` enforces it).
 */
export { loadStoreRegistry } from './store.registry.ts';
export type { StoreRegistry } from './store.registry.ts';
export type { StoreView } from './store.repository.ts';
export { storeResolvers } from './store.resolvers.ts';
