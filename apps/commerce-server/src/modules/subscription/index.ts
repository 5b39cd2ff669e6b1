/**
 * The public face of the `subscription` module (extension `subscriptions`, decision 166): what
 * other modules and the server's composition (HTTP routes, schema, seed, bench) may use. Anything
 * else in this folder is the module's own (decision 114; `eslint.config.js` enforces it).
 */
export { startSubscriptions } from './subscription.create.ts';
export type { StartingOrder } from './subscription.create.ts';
export { subscriptionResolvers } from './subscription.resolvers.ts';
export { renewDueSubscriptions, renewSubscription } from './renewal.service.ts';
export type { RenewalOutcome } from './renewal.service.ts';
export { renewalIntervalOf, startRenewalScheduler } from './renewal.scheduler.ts';
export type { RenewalScheduler } from './renewal.scheduler.ts';
