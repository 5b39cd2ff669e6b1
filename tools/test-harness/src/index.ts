export { expectConsole } from './console-guard.ts';
export type { ConsoleKind } from './console-guard.ts';
export { startCommerceServer } from './commerce-server.ts';
export type { StartCommerceServerOptions, StartedCommerceServer } from './commerce-server.ts';
export { findPostgresBinDir, startPostgres } from './postgres.ts';
export type { SkippedPostgres, StartedPostgres } from './postgres.ts';
