import { createActor, createMachine, fromPromise, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { CommerceFailure } from '@vitrine/commerce-primitives';
import { signInMachine } from './sign-in.machine.ts';

function sequence(options: { failSignIn?: boolean } = {}) {
  const log: string[] = [];
  const machine = signInMachine.provide({
    actors: {
      signIn: fromPromise<{ token: string }, { email: string; password: string }>(({ input }) => {
        log.push(`signIn ${input.email}`);
        return options.failSignIn
          ? Promise.reject(new CommerceFailure({ code: 'user', messages: ['Refused'] }))
          : Promise.resolve({ token: 't1' });
      }),
      getCustomerCart: fromPromise<{ cartId: string }, { token: string }>(({ input }) => {
        log.push(`getCustomerCart ${input.token}`);
        return Promise.resolve({ cartId: 'customer-cart' });
      }),
      mergeCarts: fromPromise<
        { cartId: string },
        { token: string; sourceCartId: string; destinationCartId: string }
      >(({ input }) => {
        log.push(`mergeCarts ${input.sourceCartId} -> ${input.destinationCartId}`);
        return Promise.resolve({ cartId: input.destinationCartId });
      }),
    },
  });
  const user = createActor(
    createMachine({ on: { '*': { actions: ({ event }) => log.push(`user ${event.type}`) } } }),
  ).start();
  return { log, machine, user };
}

describe('sign-in sequence', () => {
  it('has the token stored before it fetches the customer cart, then merges the guest cart', async () => {
    const { log, machine, user } = sequence();
    const output = await toPromise(
      createActor(machine, {
        input: { email: 'claire@exemple.fr', password: 'x', guestCartId: 'guest', user },
      }).start(),
    );
    expect(log).toEqual([
      'signIn claire@exemple.fr',
      'user token.set',
      'getCustomerCart t1',
      'mergeCarts guest -> customer-cart',
    ]);
    expect(output).toEqual({
      ok: true,
      token: 't1',
      cartId: 'customer-cart',
      guestCartMerged: true,
    });
  });

  it('drops the password once the token request is answered', () => {
    const { machine } = sequence();
    const actor = createActor(machine, {
      input: { email: 'claire@exemple.fr', password: 'secret', guestCartId: null },
    }).start();
    expect(actor.getSnapshot().context.credentials?.password).toBe('secret');
    return toPromise(actor).then(() => {
      expect(actor.getSnapshot().context.credentials).toBeNull();
    });
  });

  it('ends with the error when the token is refused, without touching the carts', async () => {
    const { log, machine } = sequence({ failSignIn: true });
    const output = await toPromise(
      createActor(machine, {
        input: { email: 'a@b.fr', password: 'x', guestCartId: 'guest' },
      }).start(),
    );
    expect(output).toEqual({ ok: false, error: { code: 'user', messages: ['Refused'] } });
    expect(log).toEqual(['signIn a@b.fr']);
  });
});
