import { describe, expect, it } from 'vitest';
import { expectConsole } from './console-guard.ts';
import { recordConsole, resetConsoleGuard, unexpectedConsoleCalls } from './console-guard.ts';

describe('console guard', () => {
  it('reports a console.error that the test did not expect', () => {
    resetConsoleGuard();
    recordConsole('error', ['boom', new Error('bad')]);
    const report = unexpectedConsoleCalls();
    resetConsoleGuard();
    expect(report).toHaveLength(1);
    expect(report[0]).toContain('console.error: boom');
  });

  it('lets a test declare and assert the output it expects', () => {
    const warnings = expectConsole('warn');
    console.warn('missing translation', { id: 'x' });
    expect(warnings.calls).toEqual([['missing translation', { id: 'x' }]]);
    expect(unexpectedConsoleCalls()).toEqual([]);
  });

  it('still reports the other kind when only one is expected', () => {
    resetConsoleGuard();
    expectConsole('warn');
    recordConsole('warn', ['fine']);
    recordConsole('error', ['not fine']);
    const report = unexpectedConsoleCalls();
    resetConsoleGuard();
    expect(report).toEqual(['console.error: not fine']);
  });
});
