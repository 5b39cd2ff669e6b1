/**
 * Shared settings of the integration tests (`*.integration.test.ts`), which run over real HTTP
 * against the commerce server of `commerce-server.global-setup.ts`.
 */

/** Real HTTP on a shared, busy machine: password hashing and order placement take a while. */
export const INTEGRATION_TIMEOUT_MS = 30_000;
