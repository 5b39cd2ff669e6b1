import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxRow } from './outbox.repository.ts';

/** The file name of an outbox mail: its id (sortable), then its kind. */
export function mailFileName(mail: Pick<OutboxRow, 'mail_id' | 'kind'>): string {
  return `${String(mail.mail_id).padStart(8, '0')}-${mail.kind.replace(/[^\w-]/g, '_')}.txt`;
}

/**
 * Writes one mail as a UTF-8 text file (From, To, Date, Subject, then the text body) in `folder`:
 * where a production demo without SMTP delivers, so that a person can read a reset link. Plain
 * text rather than `.eml`, whose quoted-printable encoding would break long links (`=3D`). The
 * file appears whole (written aside, then renamed).
 */
export async function writeMailFile(
  folder: string,
  mail: Pick<OutboxRow, 'mail_id' | 'kind' | 'to_address' | 'subject' | 'text_body'>,
  from: string,
  now: Date,
): Promise<string> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const file = path.join(folder, mailFileName(mail));
  const text = [
    `From: ${from}`,
    `To: ${mail.to_address}`,
    `Date: ${now.toUTCString()}`,
    `Subject: ${mail.subject}`,
    '',
    mail.text_body,
  ].join('\n');
  const partial = `${file}.partial`;
  await writeFile(partial, text, { encoding: 'utf8', mode: 0o600 });
  await rename(partial, file);
  return file;
}
