/**
 * Shared Vitest setup: an unexpected console.error or console.warn fails the test.
 * Use `expectConsole('warn')` from `@vitrine/test-harness` in a test that expects one.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { recordConsole, resetConsoleGuard, unexpectedConsoleCalls } from './console-guard.ts';

beforeEach(() => {
  resetConsoleGuard();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    recordConsole('error', args);
  });
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    recordConsole('warn', args);
  });
});

afterEach(() => {
  const unexpected = unexpectedConsoleCalls();
  vi.mocked(console.error).mockRestore();
  vi.mocked(console.warn).mockRestore();
  if (unexpected.length > 0) {
    throw new Error(
      `Unexpected console output during the test:\n${unexpected.join('\n')}\n` +
        "Call expectConsole('error' | 'warn') from @vitrine/test-harness if the test expects it.",
    );
  }
});
