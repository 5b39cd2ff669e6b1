/**
 * The public face of the `eav` module: what other modules and the server's composition (HTTP
 * routes, schema, seed, bench) may use. Anything else in this folder is the module's own
 * (decision 114; `eslint.config.js` enforces it).
 */
export { attributesOf } from './attribute-metadata.ts';
export type { CatalogFlag } from './attribute-metadata.ts';
export { eavResolvers, matchesFilters } from './eav.resolvers.ts';
