import { CART_ID_STORAGE_KEY } from '@vitrine/cart-core';
import { CommerceFailure } from '@vitrine/commerce-primitives';
import { createActor, fromPromise } from 'xstate';
import type { AnyActorLogic, EventFromLogic, SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { describe, expect, expect as expectOn, it } from 'vitest';
import { MemoryStorage, manualFn } from './testing/index.ts';
import type { ManualFn } from './testing/index.ts';
import { userMachine } from './user.machine.ts';

// Model-based test: xstate/graph walks the machine's own transitions (no actor runs there), then
// each path is replayed on a real actor whose invoked actors are settled by hand, and the
// replay must land where the model says, with the context invariants holding at every step.

const NOW = 1_000_000;
const ACTOR_IDS = [
  'createAccount',
  'signInSequence',
  'getCustomer',
  'requestPasswordReset',
  'tokenExpiry',
  'signOut',
] as const;
type ActorId = (typeof ACTOR_IDS)[number];

type UserSnapshot = SnapshotFrom<typeof userMachine>;
type ModelEvent = EventFromLogic<typeof userMachine> | { type: string; [key: string]: unknown };

const refused = new CommerceFailure({ code: 'user', messages: ['Refused'] });
const unauthorised = new CommerceFailure({ code: 'unauthorised', message: 'Not authorised' });
const customer = { email: 'c@exemple.fr', firstname: 'C', lastname: 'M', is_subscribed: false };

const done = (id: ActorId, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: ActorId, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

const EVENTS: ModelEvent[] = [
  { type: 'signIn.request', email: 'c@exemple.fr', password: 'pw' },
  {
    type: 'createAccount.request',
    account: { email: 'n@exemple.fr', firstname: 'N', lastname: 'B', password: 'pw' },
  },
  { type: 'details.request' },
  { type: 'resetPassword.request', email: 'c@exemple.fr' },
  { type: 'signOut.request' },
  { type: 'token.set', token: 'token-from-shell' },
  { type: 'token.clear' },
  { type: 'user.reset' },
  done('createAccount', { customer }),
  failed('createAccount', refused),
  done('signInSequence', {
    ok: true,
    token: 'token-from-sequence',
    cartId: 'customer-cart',
    guestCartMerged: true,
  }),
  done('signInSequence', { ok: false, error: refused.error }),
  done('getCustomer', { customer }),
  failed('getCustomer', refused),
  failed('getCustomer', unauthorised),
  done('requestPasswordReset', { requested: true }),
  failed('requestPasswordReset', refused),
  done('tokenExpiry', { expiredAt: NOW, reload: true }),
  done('signOut', { failedSteps: [] }),
];

const input = () => ({
  storage: new MemoryStorage({ [CART_ID_STORAGE_KEY]: 'guest-cart' }),
  now: () => NOW,
  logger: { error: () => undefined },
});

/** What distinguishes two model states: where each region is and the flags the UI reads. */
function serialize(snapshot: UserSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    signedIn: context.isSignedIn,
    user: context.currentUser !== null,
    errors: [context.signInError, context.getDetailsError, context.resetPasswordError].map(
      (error) => error !== null,
    ),
  });
}

function expectInvariants(snapshot: UserSnapshot, storage: MemoryStorage, path: string) {
  const { context } = snapshot;
  const expect = (value: unknown) => expectOn(value, path);
  expect(context.isSignedIn).toBe(context.token !== null);
  expect(context.isGettingDetails).toBe(snapshot.matches({ details: 'fetching' }));
  expect(context.isResettingPassword).toBe(snapshot.matches({ password: 'requesting' }));
  // The stored token and the one in context never disagree.
  const stored = storage.getItem('signin_token');
  expect(stored === null ? null : (JSON.parse(stored) as { value: string }).value).toBe(
    context.token,
  );
  if (snapshot.matches({ session: 'signedIn' })) expect(context.isSignedIn).toBe(true);
  if (snapshot.matches({ session: 'signedOut' })) {
    expect(context.isSignedIn).toBe(false);
    expect(context.currentUser).toBeNull();
  }
  if (
    !snapshot.matches({ session: 'signingIn' }) &&
    !snapshot.matches({ session: 'creatingAccount' })
  ) {
    expect(context.credentials).toBeNull();
  }
}

/** A real user actor whose invoked actors wait for the path to settle them. */
function replayActor() {
  const manual = Object.fromEntries(
    ACTOR_IDS.map((id) => [id, manualFn<unknown, unknown>()]),
  ) as Record<ActorId, ManualFn<unknown, unknown>>;
  const actors = Object.fromEntries(
    ACTOR_IDS.map((id) => [id, fromPromise(({ input: actorInput }) => manual[id](actorInput))]),
  ) as Record<ActorId, AnyActorLogic>;
  const env = input();
  const actor = createActor(
    userMachine.provide({ actors: actors as Parameters<typeof userMachine.provide>[0]['actors'] }),
    { input: env },
  ).start();
  return { actor, manual, storage: env.storage };
}

// A macrotask turn: every promise settled by hand has delivered its answer to the actor.
const flush = () => new Promise((resolve) => setImmediate(resolve));

async function replay(steps: readonly { event: ModelEvent; state: UserSnapshot }[]) {
  const { actor, manual, storage } = replayActor();
  const path = steps.map((step) => step.event.type).join(' → ');
  for (const step of steps) {
    const { type } = step.event;
    const actorEvent = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(type);
    if (type === 'xstate.init') {
      // The initial step: nothing to do.
    } else if (actorEvent) {
      const pending = manual[actorEvent[2] as ActorId];
      const settled = step.event as unknown as { output?: unknown; error?: unknown };
      if (actorEvent[1] === 'done') pending.resolveNext(settled.output);
      else pending.rejectNext(settled.error);
    } else {
      actor.send(step.event as EventFromLogic<typeof userMachine>);
    }
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value, path).toEqual(step.state.value);
    expectInvariants(snapshot, storage, path);
  }
  actor.stop();
}

describe('user machine model', () => {
  it('R4 reaches every modelled state by its shortest path, and the real actor follows', async () => {
    const paths = getShortestPaths(userMachine, {
      input: input(),
      events: EVENTS as EventFromLogic<typeof userMachine>[],
      serializeState: serialize,
    });
    const states = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    // Every state of the session region is reachable.
    for (const state of ['signedOut', 'creatingAccount', 'signingIn', 'signedIn', 'signingOut']) {
      expect([...states].some((value) => value.includes(`"session":"${state}"`))).toBe(true);
    }
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) await replay(path.steps);
  }, 30_000);

  it('R4 follows every simple path of the session lifecycle', async () => {
    const lifecycle = new Set([
      'signIn.request',
      'createAccount.request',
      'signOut.request',
      'token.clear',
      'xstate.done.actor.createAccount',
      'xstate.error.actor.createAccount',
      'xstate.done.actor.signInSequence',
      'xstate.done.actor.tokenExpiry',
      'xstate.done.actor.signOut',
    ]);
    const paths = getSimplePaths(userMachine, {
      input: input(),
      events: EVENTS.filter((event) => lifecycle.has(event.type)) as EventFromLogic<
        typeof userMachine
      >[],
      serializeState: (snapshot) =>
        JSON.stringify((snapshot.value as { session: unknown }).session),
    });
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) await replay(path.steps);
  });
});
