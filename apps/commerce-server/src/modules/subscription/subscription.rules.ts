import { addDays } from '../platform/index.ts';

/**
 * The pure rules of a subscription's life (decision 166): dates are store-time-zone calendar days
 * (YYYY-MM-DD), so that "every 30 days" never drifts with daylight saving.
 */
export type SubscriptionStatus = 'active' | 'paused' | 'cancelled';

/** What the rules read and change. */
export interface SubscriptionState {
  status: SubscriptionStatus;
  frequency: number;
  /** Next renewal; null once cancelled. A paused one keeps it, to resume on it if still ahead. */
  nextDate: string | null;
  /** The last delivery's date (first order or last renewal). */
  lastDate: string;
}

/** A refused change: the message the mutation answers. */
export class SubscriptionRuleError extends Error {
  override readonly name = 'SubscriptionRuleError';
}

export const ruleMessages = {
  cancelled: 'A cancelled subscription cannot be changed.',
  notActive: 'Only an active subscription can be paused or skipped.',
  notPaused: 'Only a paused subscription can be resumed.',
  frequency: (days: number) => `The frequency ${days} days is not offered for this product.`,
} as const;

/** A new subscription from an order placed on `orderDate`: first renewal one period later. */
export function started(orderDate: string, frequency: number): SubscriptionState {
  return {
    status: 'active',
    frequency,
    nextDate: addDays(orderDate, frequency),
    lastDate: orderDate,
  };
}

function mustNotBeCancelled(state: SubscriptionState): void {
  if (state.status === 'cancelled') throw new SubscriptionRuleError(ruleMessages.cancelled);
}

function mustBeActive(state: SubscriptionState): string {
  mustNotBeCancelled(state);
  if (state.status !== 'active' || state.nextDate === null)
    throw new SubscriptionRuleError(ruleMessages.notActive);
  return state.nextDate;
}

/** Skips the next delivery: the next date moves exactly one period later. */
export function skip(state: SubscriptionState): SubscriptionState {
  const next = mustBeActive(state);
  return { ...state, nextDate: addDays(next, state.frequency) };
}

/** Pauses: no renewal until resumed; the next date is kept for the resume. */
export function pause(state: SubscriptionState): SubscriptionState {
  mustBeActive(state);
  return { ...state, status: 'paused' };
}

/** Resumes a paused subscription: its next date if still ahead of today, else tomorrow. */
export function resume(state: SubscriptionState, today: string): SubscriptionState {
  mustNotBeCancelled(state);
  if (state.status !== 'paused') throw new SubscriptionRuleError(ruleMessages.notPaused);
  const tomorrow = addDays(today, 1);
  const next = state.nextDate !== null && state.nextDate > today ? state.nextDate : tomorrow;
  return { ...state, status: 'active', nextDate: next };
}

/** Cancels for good. Cancelling twice is refused like any change of a cancelled one. */
export function cancel(state: SubscriptionState): SubscriptionState {
  mustNotBeCancelled(state);
  return { ...state, status: 'cancelled', nextDate: null };
}

/**
 * Changes the frequency (one of `offered`): the next date becomes the last delivery plus the new
 * period, never before tomorrow. A paused one stays paused with that date kept for its resume.
 */
export function changeFrequency(
  state: SubscriptionState,
  frequency: number,
  offered: readonly number[],
  today: string,
): SubscriptionState {
  mustNotBeCancelled(state);
  if (!offered.includes(frequency))
    throw new SubscriptionRuleError(ruleMessages.frequency(frequency));
  const candidate = addDays(state.lastDate, frequency);
  const tomorrow = addDays(today, 1);
  return { ...state, frequency, nextDate: candidate > tomorrow ? candidate : tomorrow };
}

/** Whether a renewal is due on `today` (its next date reached). */
export function isDue(state: SubscriptionState, today: string): boolean {
  return state.status === 'active' && state.nextDate !== null && state.nextDate <= today;
}

/**
 * After the renewal due on `dueDate` (placed, or its card refused): the delivery counts as made
 * on the due date and the next one is one period later — never an endless retry. A scheduler
 * that was stopped for several periods places one late renewal, not one per missed period: the
 * next date keeps the rhythm but lands after today (decision 166).
 */
export function renewed(
  state: SubscriptionState,
  dueDate: string,
  today: string,
): SubscriptionState {
  let next = addDays(dueDate, state.frequency);
  while (next <= today) next = addDays(next, state.frequency);
  return { ...state, lastDate: dueDate, nextDate: next };
}
