import type { ServerServices } from '../../graphql/context.ts';
import { renewDueSubscriptions } from './renewal.service.ts';

/** SUBSCRIPTION_RENEWAL_INTERVAL_MS: how often due renewals are looked for; 0 turns it off. */
export function renewalIntervalOf(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.SUBSCRIPTION_RENEWAL_INTERVAL_MS;
  if (raw === undefined || raw.trim() === '') return 60_000;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(
      `SUBSCRIPTION_RENEWAL_INTERVAL_MS must be a whole number of milliseconds, got "${raw}"`,
    );
  return value;
}

/** A running scheduler. */
export interface RenewalScheduler {
  /** Stops ticking and waits for a tick in progress. */
  stop(): Promise<void>;
}

/**
 * The in-server job that places due renewal orders (Magento's cron job). Ticks never overlap in
 * one process; several processes may tick at once, the renewal claim keeps each renewal single.
 * Started by main.ts when the `subscriptions` extension is served; tests call the service.
 */
export function startRenewalScheduler(services: ServerServices): RenewalScheduler | undefined {
  const interval = renewalIntervalOf(services.config.env);
  if (interval === 0 || !services.hasExtension('subscriptions')) return undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = renewDueSubscriptions(services)
      .then(() => undefined)
      .catch((error: unknown) => services.logger.error('subscription renewals failed', { error }))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, interval);
  timer.unref();
  services.logger.info('subscription renewals scheduled', { intervalMs: interval });
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
