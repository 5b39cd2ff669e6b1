import type { Queryable } from '../../db/database.ts';

/** A limit of `limit` events per `windowMs` for one subject of a bucket. */
export interface ThrottleRule {
  bucket: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts the subject's events of the window; when under the limit, records one more and answers
 * true. Old events of the subject are dropped on the way, so the table stays small. Kept in the
 * database so that every server of a cluster shares the counters.
 */
export async function takeToken(
  db: Queryable,
  rule: ThrottleRule,
  subject: string,
  now: number,
): Promise<boolean> {
  const since = new Date(now - rule.windowMs);
  await db.query('DELETE FROM throttle_event WHERE bucket = $1 AND subject = $2 AND at <= $3', [
    rule.bucket,
    subject,
    since,
  ]);
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM throttle_event WHERE bucket = $1 AND subject = $2 AND at > $3',
    [rule.bucket, subject, since],
  );
  if ((rows[0]?.count ?? 0) >= rule.limit) return false;
  await db.query('INSERT INTO throttle_event (bucket, subject, at) VALUES ($1, $2, $3)', [
    rule.bucket,
    subject,
    new Date(now),
  ]);
  return true;
}

/** Whether the subject is under the limit, without recording anything. */
export async function isUnderLimit(
  db: Queryable,
  rule: ThrottleRule,
  subject: string,
  now: number,
): Promise<boolean> {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM throttle_event WHERE bucket = $1 AND subject = $2 AND at > $3',
    [rule.bucket, subject, new Date(now - rule.windowMs)],
  );
  return (rows[0]?.count ?? 0) < rule.limit;
}
