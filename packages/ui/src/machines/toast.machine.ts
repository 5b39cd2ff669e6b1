import { assign, enqueueActions, setup } from 'xstate';
import type { Toast, ToastContext, ToastEvent } from './toast.model.ts';

export type { ToastContext, ToastEvent } from './toast.model.ts';
export { selectToasts } from './toast.model.ts';

/** The delayed-event id of a toast's timer, so adding again or removing can cancel it. */
const timerId = (id: string) => `timer:${id}`;

/**
 * The toast queue (spec §3–4). `toast.add` takes a toast built by `toToast` (which enforces the
 * misuse rules). A toast with an id already on screen replaces it, keeps the first timestamp and is
 * marked duplicate; its timer restarts. A toast leaves after its timeout or on `toast.remove`, and
 * leaving always cancels its timer. Timers run on the actor's clock, so tests use SimulatedClock.
 */
export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  actions: {
    store: assign(({ context }, toast: Toast) => {
      const existing = context.toasts[toast.id];
      const stored = existing
        ? { ...toast, timestamp: existing.timestamp, isDuplicate: true }
        : toast;
      return { toasts: { ...context.toasts, [toast.id]: stored } };
    }),
    drop: assign(({ context }, id: string) => {
      const { [id]: _removed, ...rest } = context.toasts;
      return { toasts: rest };
    }),
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: {} },
  on: {
    'toast.add': {
      actions: enqueueActions(({ enqueue, event }) => {
        const { toast } = event;
        enqueue.cancel(timerId(toast.id));
        enqueue({ type: 'store', params: toast });
        if (toast.timeout !== false) {
          enqueue.raise(
            { type: 'toast.expire', id: toast.id },
            { id: timerId(toast.id), delay: toast.timeout },
          );
        }
      }),
    },
    'toast.remove': {
      actions: enqueueActions(({ enqueue, event }) => {
        enqueue.cancel(timerId(event.id));
        enqueue({ type: 'drop', params: event.id });
      }),
    },
    'toast.expire': {
      actions: { type: 'drop', params: ({ event }) => event.id },
    },
    'toast.clear': {
      actions: enqueueActions(({ enqueue, context }) => {
        for (const id of Object.keys(context.toasts)) enqueue.cancel(timerId(id));
        enqueue.assign({ toasts: {} });
      }),
    },
  },
});
