/**
 * The public face of the `customer` module: what other modules and the server's composition (HTTP
 * routes, schema, seed, bench) may use. Anything else in this folder is the module's own
 * (decision 114; `eslint.config.js` enforces it).
 */
export { completeAddress, normaliseAddress } from './address.input.ts';
export type { RawAddress } from './address.input.ts';
export { addressById, addressesOf, insertAddress } from './address.repository.ts';
export type { AddressValues } from './address.repository.ts';
export { customerCoreResolvers } from './customer-core.resolvers.ts';
export { revokeCustomerTokens, tokenHash } from './customer-token.repository.ts';
export { callerOf, customerIdOf, requireCustomer } from './customer.auth.ts';
export type { Caller } from './customer.auth.ts';
export { customerById, insertCustomer, setCustomerColumns } from './customer.repository.ts';
export type { CustomerRow } from './customer.repository.ts';
export { customerResolvers } from './customer.resolvers.ts';
export { setSubscription, subscriptionStatus } from './newsletter.repository.ts';
export { hashPassword } from './password.hasher.ts';
