import type { InspectionEvent, StateValue } from 'xstate';

/** Flattens a state value: `{ lifecycle: 'ready', estimate: 'idle' }` → `lifecycle.ready | estimate.idle`. */
export function formatStateValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? key : `${key}.${formatStateValue(child)}`))
    .join(' | ');
}

/** What the transition log hands to its sink: one line per state change of any machine. */
export interface TransitionLine {
  readonly actor: string;
  readonly from: string | null;
  readonly to: string;
  readonly event: string;
  readonly atMs: number;
}

/**
 * An `inspect` callback that reports every state change of every machine in an actor system
 * (children included, such as the payment session), once per change.
 */
export function createTransitionLog(
  sink: (line: TransitionLine) => void,
  now: () => number = () => performance.now(),
) {
  const started = now();
  const last = new Map<string, string>();
  return (event: InspectionEvent): void => {
    if (event.type !== '@xstate.snapshot') return;
    const snapshot = event.snapshot as { value?: StateValue };
    if (snapshot.value === undefined) return;
    const ref = event.actorRef as { id?: string; sessionId: string };
    const id = ref.id || ref.sessionId;
    const to = formatStateValue(snapshot.value);
    const from = last.get(event.actorRef.sessionId) ?? null;
    if (from === to) return;
    last.set(event.actorRef.sessionId, to);
    sink({ actor: id, from, to, event: event.event.type, atMs: Math.round(now() - started) });
  };
}

/** One printable line: `   12 ms  checkout  review → placing.confirmingShipping  (order.place)`. */
export function formatTransition(line: TransitionLine): string {
  const time = `${String(line.atMs).padStart(5)} ms`;
  return `${time}  ${line.actor.padEnd(9)} ${line.from ?? '∅'} → ${line.to}  (${line.event})`;
}
