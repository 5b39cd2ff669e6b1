/**
 * The public face of the `order` module: what other modules and the server's composition (HTTP
 * routes, schema, seed, bench) may use. Anything else in this folder is the module's own
 * (decision 114; `eslint.config.js` enforces it).
 */
export { orderFieldResolvers } from './order.fields.ts';
export { insertShipment, orderById } from './order.repository.ts';
export { orderResolvers } from './order.resolvers.ts';
export { OrderRefusal, writeOrder } from './order.writer.ts';
export type { OrderPayment } from './order.writer.ts';
