import type { AnyStateMachine, createActor } from 'xstate';

/** What a {@link LazyMachine} holds once it has arrived. */
export interface LoadedMachine<TMachine extends AnyStateMachine> {
  readonly machine: TMachine;
  readonly createActor: typeof createActor;
}

/**
 * A machine fetched on first use, together with XState itself, so that neither is part of a page's
 * first load (DESIGN §8: no XState unless the page needs it to render). The fetch happens once; a
 * failed one (the network down) is tried again at the next `load()`.
 */
export interface LazyMachine<TMachine extends AnyStateMachine> {
  /** Fetches the machine; resolves at once when it is already here. */
  load(): Promise<LoadedMachine<TMachine>>;
  /** The machine once fetched, else `undefined`. */
  readonly loaded: LoadedMachine<TMachine> | undefined;
}

/** Wraps a dynamic import of a machine (`() => import('./x.machine.ts').then((m) => m.xMachine)`). */
export function lazyMachine<TMachine extends AnyStateMachine>(
  importMachine: () => Promise<TMachine>,
): LazyMachine<TMachine> {
  let loaded: LoadedMachine<TMachine> | undefined;
  let loading: Promise<LoadedMachine<TMachine>> | undefined;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      loading ??= Promise.all([importMachine(), import('xstate')]).then(
        ([machine, xstate]) => {
          loaded = { machine, createActor: xstate.createActor };
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
