/**
 * Where an account form leaves its guard for the call the session machine makes for it. The
 * sign-in, create-account and forgot-password forms send an event to the user machine, which
 * makes the calls (decision 090); the form cannot pass headers through the machine's events, so it
 * arms its guard here just before, and the runtime's commerce functions take it for their call.
 */
import type { FormGuard } from '@vitrine/graphql-client';
import type { GuardedForm } from './form-guard.ts';

/** reCAPTCHA tokens live two minutes: an older guard is not sent. */
const GUARD_LIFETIME_MS = 100_000;

const armed = new Map<GuardedForm, { guard: FormGuard; at: number }>();

/** Leaves `guard` for the next call made for `form`. */
export function armFormGuard(form: GuardedForm, guard: FormGuard, now = Date.now()): void {
  armed.set(form, { guard, at: now });
}

/** The guard armed for `form`, once (a token verifies only once), if still fresh. */
export function takeFormGuard(form: GuardedForm, now = Date.now()): FormGuard | undefined {
  const entry = armed.get(form);
  armed.delete(form);
  return entry && now - entry.at < GUARD_LIFETIME_MS ? entry.guard : undefined;
}
