import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, fromCallback, setup } from 'xstate';
import { lazyMachine } from '../machines/lazy-machine.ts';
import type { LazyMachine } from '../machines/lazy-machine.ts';
import { useLazyActor } from './use-lazy-actor.ts';

const stopped = vi.fn();

const counterMachine = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'inc' } | { type: 'reset' } },
  actors: {
    watcher: fromCallback(() => () => {
      stopped();
    }),
  },
}).createMachine({
  context: { count: 0 },
  invoke: { src: 'watcher' },
  on: {
    inc: { actions: assign({ count: ({ context }) => context.count + 1 }) },
    reset: { actions: assign({ count: 0 }) },
  },
});

/** A lazy machine whose fetch the test lets arrive (or fail) when it wants. */
function controlledLazy() {
  const fetches: {
    resolve: (machine: typeof counterMachine) => void;
    reject: (error: Error) => void;
  }[] = [];
  const importMachine = vi.fn(
    () =>
      new Promise<typeof counterMachine>((resolve, reject) => {
        fetches.push({ resolve, reject });
      }),
  );
  return { lazy: lazyMachine(importMachine), importMachine, fetches };
}

function Counter({
  lazy,
  label = 'count',
}: {
  lazy: LazyMachine<typeof counterMachine>;
  label?: string;
}) {
  const [snapshot, actor] = useLazyActor(lazy);
  return (
    <div>
      <button type="button" onClick={() => actor.send({ type: 'inc' })}>
        {label}: {snapshot ? snapshot.context.count : 'not started'}
      </button>
      <button type="button" onClick={() => actor.sendIfRunning({ type: 'reset' })}>
        reset {label}
      </button>
      <button type="button" onPointerEnter={() => actor.preload()}>
        hover {label}
      </button>
    </div>
  );
}

const arrive = async (fetch: { resolve: (machine: typeof counterMachine) => void } | undefined) => {
  await act(async () => {
    fetch?.resolve(counterMachine);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

beforeEach(() => {
  // Components of the previous test are unmounted after it, which stops their actors.
  stopped.mockClear();
});

describe('useLazyActor', () => {
  it('renders from its initial values and fetches nothing until the first event', () => {
    const { lazy, importMachine } = controlledLazy();
    render(<Counter lazy={lazy} />);
    expect(screen.getByRole('button', { name: 'count: not started' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'reset count' }));
    expect(importMachine).not.toHaveBeenCalled();
  });

  it('keeps the events sent before the machine arrives and replays them in order', async () => {
    const { lazy, importMachine, fetches } = controlledLazy();
    render(<Counter lazy={lazy} />);
    fireEvent.click(screen.getByRole('button', { name: /^count/ }));
    fireEvent.click(screen.getByRole('button', { name: /^count/ }));
    expect(importMachine).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'count: not started' })).toBeInTheDocument();
    await arrive(fetches[0]);
    expect(screen.getByRole('button', { name: 'count: 2' })).toBeInTheDocument();
  });

  it('delivers a reset sent while the machine is on its way, after the events that wait', async () => {
    const { lazy, fetches } = controlledLazy();
    render(<Counter lazy={lazy} />);
    fireEvent.click(screen.getByRole('button', { name: /^count/ }));
    fireEvent.click(screen.getByRole('button', { name: 'reset count' }));
    await arrive(fetches[0]);
    expect(screen.getByRole('button', { name: 'count: 0' })).toBeInTheDocument();
  });

  it('handles a first event at once when the machine is already here', async () => {
    const { lazy, fetches } = controlledLazy();
    render(<Counter lazy={lazy} label="first" />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'hover first' }));
    await arrive(fetches[0]);
    render(<Counter lazy={lazy} label="second" />);
    fireEvent.click(screen.getByRole('button', { name: 'second: not started' }));
    expect(screen.getByRole('button', { name: 'second: 1' })).toBeInTheDocument();
    expect(fetches).toHaveLength(1);
  });

  it('drops the interaction when the fetch fails, and tries again with the next event', async () => {
    // The shared setup spies on console.warn; this one expected warning is taken over.
    const warn = vi.mocked(console.warn);
    warn.mockImplementationOnce(() => undefined);
    const { lazy, importMachine, fetches } = controlledLazy();
    render(<Counter lazy={lazy} />);
    fireEvent.click(screen.getByRole('button', { name: /^count/ }));
    await act(async () => {
      fetches[0]?.reject(new Error('offline'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('offline'));
    fireEvent.click(screen.getByRole('button', { name: /^count/ }));
    expect(importMachine).toHaveBeenCalledTimes(2);
    await arrive(fetches[1]);
    expect(screen.getByRole('button', { name: 'count: 1' })).toBeInTheDocument();
  });

  it('stops the actor when the component unmounts, and never starts one for an unmounted component', async () => {
    const { lazy, fetches } = controlledLazy();
    const first = render(<Counter lazy={lazy} />);
    fireEvent.click(screen.getByRole('button', { name: /^count/ }));
    await arrive(fetches[0]);
    first.unmount();
    expect(stopped).toHaveBeenCalledTimes(1);

    const { lazy: other, fetches: otherFetches } = controlledLazy();
    const second = render(<Counter lazy={other} />);
    fireEvent.click(screen.getByRole('button', { name: /^count/ }));
    second.unmount();
    stopped.mockClear();
    await arrive(otherFetches[0]);
    expect(stopped).not.toHaveBeenCalled();
  });
});
