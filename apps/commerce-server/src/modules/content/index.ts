/**
 * The public face of the `content` module: what other modules and the server's composition (HTTP
 * routes, schema, seed, bench) may use. Anything else in this folder is the module's own
 * (decision 114; `eslint.config.js` enforces it).
 */
export { pageById, pageByIdentifier } from './cms.repository.ts';
export { cmsDraftRoutes } from './cms-draft.routes.ts';
export { saveDraft } from './cms-draft.repository.ts';
export { cmsResolvers } from './cms.resolvers.ts';
