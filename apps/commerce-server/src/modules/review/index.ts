/**
 * The public face of the `review` module: what other modules and the server's composition (HTTP
 * routes, schema, seed, bench) may use. Anything else in this folder is the module's own
 * (decision 114; `eslint.config.js` enforces it).
 */
export { reviewResolvers } from './review.resolvers.ts';
