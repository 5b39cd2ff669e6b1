import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Actor, AnyStateMachine, EventFrom, InputFrom, SnapshotFrom } from 'xstate';
import type { LazyMachine } from '../machines/lazy-machine.ts';

/** What {@link useLazyActor} hands its component to talk to the machine. */
export interface LazyActorRef<TMachine extends AnyStateMachine> {
  /** Sends an event; before the machine has arrived, the event waits for it and is then replayed. */
  readonly send: (event: EventFrom<TMachine>) => void;
  /**
   * Sends an event only to an actor that runs or is about to (events wait for its machine): for
   * resets (close on route change, a load that ended) that have nothing to do while the machine
   * has never been used.
   */
  readonly sendIfRunning: (event: EventFrom<TMachine>) => void;
  /** Starts fetching the machine on a sign of intent (pointer over, focus), so a click is handled at once. */
  readonly preload: () => void;
}

interface LazyActorStore<TMachine extends AnyStateMachine> extends LazyActorRef<TMachine> {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => SnapshotFrom<TMachine> | undefined;
  readonly mount: () => () => void;
}

function createLazyActorStore<TMachine extends AnyStateMachine>(
  lazy: LazyMachine<TMachine>,
  input: () => InputFrom<TMachine> | undefined,
): LazyActorStore<TMachine> {
  let actor: Actor<TMachine> | undefined;
  let unsubscribe: (() => void) | undefined;
  let queue: EventFrom<TMachine>[] = [];
  let mounted = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const start = () => {
    const loaded = lazy.loaded;
    if (!loaded || actor) return;
    const value = input();
    const created: Actor<TMachine> = loaded.createActor(
      loaded.machine,
      ...((value === undefined ? [] : [{ input: value }]) as []),
    );
    actor = created;
    const subscription = created.subscribe(notify);
    unsubscribe = () => subscription.unsubscribe();
    created.start();
    const pending = queue;
    queue = [];
    for (const event of pending) created.send(event);
    notify();
  };
  return {
    send: (event) => {
      if (!actor && lazy.loaded) start();
      if (actor) {
        actor.send(event);
        return;
      }
      queue.push(event);
      lazy.load().then(
        () => {
          if (mounted) start();
        },
        (error: unknown) => {
          // The interaction is lost (replaying a hover much later would surprise); the next event
          // tries again.
          queue = [];
          console.warn(`[ui] a UI machine could not be loaded: ${String(error)}`);
        },
      );
    },
    sendIfRunning: (event) => {
      if (actor) actor.send(event);
      // Starting: it follows the events that wait (a load that ended before the bar's machine came).
      else if (queue.length > 0) queue.push(event);
    },
    preload: () => {
      lazy.load().catch(() => undefined);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => actor?.getSnapshot(),
    mount: () => {
      mounted = true;
      if (queue.length > 0 && lazy.loaded) start();
      return () => {
        mounted = false;
        unsubscribe?.();
        actor?.stop();
        actor = undefined;
        unsubscribe = undefined;
      };
    },
  };
}

/**
 * An actor of a {@link LazyMachine}, started on the first event: until then the component renders
 * from its own initial values (the snapshot is `undefined`), which is what the server renders too.
 * A machine already fetched starts synchronously, so a later mount behaves as an eager actor.
 * The actor stops when the component unmounts.
 */
export function useLazyActor<TMachine extends AnyStateMachine>(
  lazy: LazyMachine<TMachine>,
  input?: () => InputFrom<TMachine>,
): [SnapshotFrom<TMachine> | undefined, LazyActorRef<TMachine>] {
  const [store] = useState(() => createLazyActorStore(lazy, () => input?.()));
  useEffect(() => store.mount(), [store]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, () => undefined);
  return [snapshot, store];
}
