/**
 * Records console.error and console.warn calls during a test so the shared setup can fail the test
 * when one was not expected. A test that expects output says so with {@link expectConsole}.
 */
export type ConsoleKind = 'error' | 'warn';

interface GuardState {
  calls: { kind: ConsoleKind; args: unknown[] }[];
  expected: Set<ConsoleKind>;
}

const state: GuardState = { calls: [], expected: new Set() };

/** Starts a fresh recording (called before each test by the setup file). */
export function resetConsoleGuard(): void {
  state.calls = [];
  state.expected = new Set();
}

/** Records one console call (the setup file routes console.error/warn here). */
export function recordConsole(kind: ConsoleKind, args: unknown[]): void {
  state.calls.push({ kind, args });
}

/**
 * Declares that the current test expects console output of this kind, and returns the argument
 * lists of the calls made so far and later in this test (a live view), so the test can assert them.
 */
export function expectConsole(kind: ConsoleKind): { readonly calls: readonly unknown[][] } {
  state.expected.add(kind);
  return {
    get calls() {
      return state.calls.filter((call) => call.kind === kind).map((call) => call.args);
    },
  };
}

/** The calls the current test did not declare, formatted for a failure message. */
export function unexpectedConsoleCalls(): string[] {
  return state.calls
    .filter((call) => !state.expected.has(call.kind))
    .map((call) => `console.${call.kind}: ${call.args.map(formatArg).join(' ')}`);
}

function formatArg(arg: unknown): string {
  if (typeof arg === 'string') return arg;
  if (arg instanceof Error) return arg.stack ?? arg.message;
  try {
    return JSON.stringify(arg);
  } catch {
    return String(arg);
  }
}
