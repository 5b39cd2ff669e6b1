/**
 * The public face of the `directory` module: what other modules and the server's composition (HTTP
 * routes, schema, seed, bench) may use. Anything else in this folder is the module's own
 * (decision 114; `eslint.config.js` enforces it).
 */
export { withDirectoryRegion } from './directory.regions.ts';
export { directoryResolvers } from './directory.resolvers.ts';
