import type { Queryable } from '../../db/database.ts';

/** A mail to send. */
export interface OutgoingMail {
  /** order_confirmation, password_reset, contact, newsletter_welcome, gdpr… */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** An outbox row. */
export interface OutboxRow {
  mail_id: number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Date;
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
}

/**
 * Writes a mail to the outbox. Call it inside the transaction of what the mail reports, so that a
 * rolled-back order never sends a confirmation and a committed one always has its mail.
 */
export async function enqueueMail(db: Queryable, mail: OutgoingMail, now: Date): Promise<number> {
  const rows = await db.query<{ mail_id: number }>(
    `INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING mail_id`,
    [mail.kind, mail.to, mail.subject, mail.text, mail.html ?? null, now],
  );
  const id = rows[0]?.mail_id;
  if (id === undefined) throw new Error('mail_outbox insert returned no id');
  return id;
}

/** The newest mails, optionally for one recipient (development endpoint). */
export function listOutbox(
  db: Queryable,
  options: { to?: string; limit: number },
): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `SELECT mail_id, kind, to_address, subject, text_body, html_body, created_at, sent_at, attempts, last_error
       FROM mail_outbox WHERE ($1::text IS NULL OR lower(to_address) = lower($1)) ORDER BY mail_id DESC LIMIT $2`,
    [options.to ?? null, options.limit],
  );
}

/** Unsent mails, oldest first, that have not failed too often. */
export function pendingMails(
  db: Queryable,
  limit: number,
  maxAttempts: number,
): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `SELECT mail_id, kind, to_address, subject, text_body, html_body, created_at, sent_at, attempts, last_error
       FROM mail_outbox WHERE sent_at IS NULL AND attempts < $2 ORDER BY mail_id LIMIT $1`,
    [limit, maxAttempts],
  );
}

export async function markSent(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query(
    'UPDATE mail_outbox SET sent_at = $2, attempts = attempts + 1, last_error = NULL WHERE mail_id = $1',
    [id, now],
  );
}

export async function markFailed(db: Queryable, id: number, error: string): Promise<void> {
  await db.query(
    'UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2 WHERE mail_id = $1',
    [id, error.slice(0, 500)],
  );
}
