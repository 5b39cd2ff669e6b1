export { expectConsole } from './console-guard.ts';
export type { ConsoleKind } from './console-guard.ts';
