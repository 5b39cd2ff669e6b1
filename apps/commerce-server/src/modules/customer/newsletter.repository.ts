import type { Queryable } from '../../db/database.ts';

/** Newsletter statuses (Magento's SubscriptionStatusesEnum). */
export type SubscriptionStatus = 'SUBSCRIBED' | 'NOT_ACTIVE' | 'UNSUBSCRIBED' | 'UNCONFIRMED';

/**
 * Subscribes or unsubscribes an e-mail. One row per e-mail (case-insensitive unique index), so a
 * repeated or concurrent subscription changes nothing; `changed` says whether this call moved the
 * status (the caller sends a welcome mail only then).
 */
export async function setSubscription(
  db: Queryable,
  subscription: {
    email: string;
    customerId: number | null;
    subscribed: boolean;
    consent: boolean;
    source: string | null;
  },
  now: Date,
): Promise<{ status: SubscriptionStatus; changed: boolean }> {
  const status: SubscriptionStatus = subscription.subscribed ? 'SUBSCRIBED' : 'UNSUBSCRIBED';
  const rows = await db.query<{ status: SubscriptionStatus }>(
    `INSERT INTO newsletter_subscriber (email, customer_id, status, consent, optin_source, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT ((lower(email))) DO UPDATE
       SET status = EXCLUDED.status, consent = EXCLUDED.consent,
           customer_id = coalesce(EXCLUDED.customer_id, newsletter_subscriber.customer_id),
           optin_source = coalesce(EXCLUDED.optin_source, newsletter_subscriber.optin_source), updated_at = EXCLUDED.updated_at
       WHERE newsletter_subscriber.status IS DISTINCT FROM EXCLUDED.status
     RETURNING status`,
    [
      subscription.email,
      subscription.customerId,
      status,
      subscription.consent,
      subscription.source,
      now,
    ],
  );
  if (rows[0]) return { status: rows[0].status, changed: true };
  // Already in that status: link the account if it was a guest subscription, nothing else.
  if (subscription.customerId !== null) {
    await db.query(
      'UPDATE newsletter_subscriber SET customer_id = $2 WHERE lower(email) = lower($1) AND customer_id IS NULL',
      [subscription.email, subscription.customerId],
    );
  }
  return { status, changed: false };
}

/** The subscription status of an e-mail, NOT_ACTIVE when it never subscribed. */
export async function subscriptionStatus(
  db: Queryable,
  email: string,
): Promise<SubscriptionStatus> {
  const rows = await db.query<{ status: SubscriptionStatus }>(
    'SELECT status FROM newsletter_subscriber WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0]?.status ?? 'NOT_ACTIVE';
}
