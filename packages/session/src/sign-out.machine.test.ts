import { createActor, createMachine, fromPromise, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { expectConsole } from '@vitrine/test-harness';
import { SIGN_OUT_STEPS, signOutMachine } from './sign-out.machine.ts';
import type { SignOutStep, SignOutStepInput } from './sign-out.machine.ts';

/** A sign-out machine whose every step records itself; `failing` steps reject after recording. */
function recordingMachine(failing: readonly SignOutStep[] = []) {
  const log: SignOutStep[] = [];
  const actors = Object.fromEntries(
    SIGN_OUT_STEPS.map((name) => [
      name,
      fromPromise<void, SignOutStepInput>(() => {
        log.push(name);
        return failing.includes(name)
          ? Promise.reject(new Error(`${name} failed`))
          : Promise.resolve();
      }),
    ]),
  );
  return { log, machine: signOutMachine.provide({ actors }) };
}

describe('sign-out sequence', () => {
  it('runs every step in the spec order', async () => {
    const { log, machine } = recordingMachine();
    const output = await toPromise(createActor(machine, { input: { token: 't1' } }).start());
    expect(log).toEqual([
      'revokeToken',
      'clearToken',
      'resetUser',
      'clearCheckoutData',
      'clearCartData',
      'deleteAuthCookie',
      'clearCustomerData',
      'removeCart',
    ]);
    expect(output).toEqual({ failedSteps: [] });
  });

  it("logs 'Error Revoking Token' and the cookie failure, and goes on to the end", async () => {
    const errors = expectConsole('error');
    const { log, machine } = recordingMachine(['revokeToken', 'deleteAuthCookie']);
    const output = await toPromise(createActor(machine, { input: { token: 't1' } }).start());
    expect(log).toEqual(SIGN_OUT_STEPS);
    expect(output.failedSteps).toEqual(['revokeToken', 'deleteAuthCookie']);
    expect(errors.calls.map((call) => call[0])).toEqual([
      'Error Revoking Token',
      'Error Deleting Auth Cookie',
    ]);
    expect(errors.calls[0]?.[1]).toEqual(new Error('revokeToken failed'));
  });

  it('reports through the injected logger when one is given', async () => {
    const logged: unknown[][] = [];
    const { machine } = recordingMachine(['removeCart']);
    await toPromise(
      createActor(machine, {
        input: { token: 't1', logger: { error: (...args) => logged.push(args) } },
      }).start(),
    );
    expect(logged.map((call) => call[0])).toEqual(['Error Removing Cart']);
  });

  it('skips the revoke when there is no token', async () => {
    const { log, machine } = recordingMachine();
    await toPromise(createActor(machine, { input: { token: null } }).start());
    expect(log[0]).toBe('clearToken');
  });

  it('revokes nothing until a revoke is provided, and fails shell steps as "not provided"', async () => {
    const errors = expectConsole('error');
    const output = await toPromise(createActor(signOutMachine, { input: { token: 't1' } }).start());
    expect(output.failedSteps).toEqual([
      'clearCheckoutData',
      'clearCartData',
      'deleteAuthCookie',
      'clearCustomerData',
      'removeCart',
    ]);
    expect(errors.calls[0]?.[1]).toEqual(new Error('clearCheckoutData not provided'));
  });

  it('tells the user actor to clear its token and reset, in that order', async () => {
    const received: string[] = [];
    const user = createActor(
      createMachine({ on: { '*': { actions: ({ event }) => received.push(event.type) } } }),
    ).start();
    const shellStep = fromPromise<void, SignOutStepInput>(() => {
      received.push('shell step');
      return Promise.resolve();
    });
    const machine = signOutMachine.provide({
      actors: {
        clearCheckoutData: shellStep,
        clearCartData: shellStep,
        deleteAuthCookie: shellStep,
        clearCustomerData: shellStep,
        removeCart: shellStep,
      },
    });
    await toPromise(createActor(machine, { input: { token: 't1', user } }).start());
    expect(received.slice(0, 3)).toEqual(['token.clear', 'user.reset', 'shell step']);
  });
});
