// @vitest-environment node
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { selectToasts, toastMachine } from './toast.machine.ts';
import { DEFAULT_TOAST_TIMEOUT_MS, toToast, toastId } from './toast.model.ts';
import type { ToastProps } from './toast.model.ts';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(toastMachine, { clock }).start();
  let now = 1000;
  const add = (props: ToastProps) => {
    now += 1;
    actor.send({ type: 'toast.add', toast: toToast(props, now) });
  };
  return { actor, clock, add, toasts: () => selectToasts(actor.getSnapshot()) };
}

const saved: ToastProps = { type: 'success', message: 'The email address is subscribed.' };

describe('toast rules', () => {
  it('requires a type, a message, and a way to leave the screen, with the spec messages', () => {
    expect(() => toToast({ message: 'x' } as ToastProps, 0)).toThrow('toast.type is required');
    expect(() => toToast({ type: 'info' } as ToastProps, 0)).toThrow('toast.message is required');
    expect(() => toToast({ type: 'info', message: 'x', timeout: false }, 0)).toThrow(
      'Toast should be user-dismissable or have a timeout',
    );
    expect(() =>
      toToast({ type: 'info', message: 'x', timeout: false, dismissable: true }, 0),
    ).not.toThrow();
  });

  it('defaults the timeout to 5000 ms', () => {
    expect(toToast(saved, 0).timeout).toBe(DEFAULT_TOAST_TIMEOUT_MS);
    expect(DEFAULT_TOAST_TIMEOUT_MS).toBe(5000);
  });

  it('derives the id from the content, not from the callbacks', () => {
    expect(toastId({ ...saved, onDismiss: () => undefined })).toBe(
      toastId({ ...saved, onDismiss: () => 1 }),
    );
    expect(toastId(saved)).not.toBe(toastId({ ...saved, type: 'info' }));
    expect(toastId({ type: 'error', message: { id: 'a', defaultMessage: 'A' } })).not.toBe(
      toastId({ type: 'error', message: { id: 'b', defaultMessage: 'A' } }),
    );
  });
});

describe('toast machine', () => {
  it('removes a toast after its timeout, not before', () => {
    const { add, clock, toasts } = start();
    add(saved);
    clock.increment(4999);
    expect(toasts()).toHaveLength(1);
    clock.increment(1);
    expect(toasts()).toEqual([]);
  });

  it('uses the toast own timeout (15 s for an unexpected error)', () => {
    const { add, clock, toasts } = start();
    add({
      type: 'error',
      message: 'Sorry! An unexpected error occurred.',
      timeout: 15000,
      dismissable: true,
    });
    clock.increment(14999);
    expect(toasts()).toHaveLength(1);
    clock.increment(1);
    expect(toasts()).toHaveLength(0);
  });

  it('replaces a duplicate, keeps the first timestamp, marks it and restarts its timer', () => {
    const { add, clock, toasts } = start();
    add(saved);
    const first = toasts()[0]!;
    clock.increment(3000);
    add(saved);
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toMatchObject({
      id: first.id,
      timestamp: first.timestamp,
      isDuplicate: true,
    });
    clock.increment(3000);
    expect(toasts()).toHaveLength(1);
    clock.increment(2000);
    expect(toasts()).toHaveLength(0);
  });

  it('removes on dismiss and clears the timer so a later toast with the same id lives its full time', () => {
    const { actor, add, clock, toasts } = start();
    add(saved);
    const id = toasts()[0]!.id;
    clock.increment(4000);
    actor.send({ type: 'toast.remove', id });
    expect(toasts()).toEqual([]);
    add(saved);
    clock.increment(1500); // the old timer would have fired at 5000 ms
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]!.isDuplicate).toBe(false);
  });

  it('keeps a sticky dismissable toast until it is removed', () => {
    const { actor, add, clock, toasts } = start();
    add({ type: 'warning', message: 'Sticky', timeout: false, dismissable: true });
    clock.increment(60_000);
    expect(toasts()).toHaveLength(1);
    actor.send({ type: 'toast.remove', id: toasts()[0]!.id });
    expect(toasts()).toHaveLength(0);
  });

  it('lists toasts oldest first and clears them all with their timers', () => {
    const { actor, add, clock, toasts } = start();
    add({ type: 'info', message: 'one' });
    add({ type: 'info', message: 'two' });
    expect(toasts().map((toast) => toast.message)).toEqual(['one', 'two']);
    actor.send({ type: 'toast.clear' });
    expect(toasts()).toEqual([]);
    add({ type: 'info', message: 'one' });
    clock.increment(4999);
    expect(toasts()).toHaveLength(1);
  });

  it('ignores removing an unknown toast', () => {
    const { actor, add, toasts } = start();
    add(saved);
    actor.send({ type: 'toast.remove', id: 'toast-unknown' });
    expect(toasts()).toHaveLength(1);
  });
});
