/**
 * The public face of the `pickup` module: what other modules and the server's composition (HTTP
 * routes, schema, seed, bench) may use. Anything else in this folder is the module's own
 * (decision 114; `eslint.config.js` enforces it).
 */
export { pickupLocationByCode } from './pickup-locations.repository.ts';
export { pickupLocationsResolvers } from './pickup-locations.resolvers.ts';
