import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { ServerServices } from '../../graphql/context.ts';
import { nowDate, platformOf } from '../platform/index.ts';
import { writeMailFile } from './mail.files.ts';
import { markFailed, markSent, pendingMails } from './outbox.repository.ts';
import type { OutboxRow } from './outbox.repository.ts';

/** A mail is given up after this many failed deliveries (it stays in the outbox with its error). */
export const MAX_DELIVERY_ATTEMPTS = 5;
const RETRY_EVERY_MS = 60_000;

interface Sender {
  deliver(mail: OutboxRow, from: string): Promise<void>;
  running: Promise<void> | undefined;
  again: boolean;
  timer: ReturnType<typeof setInterval> | undefined;
}

const senders = new WeakMap<ServerServices, Sender | null>();

function smtpDelivery(url: string): Sender['deliver'] {
  const transport: Transporter = nodemailer.createTransport(url);
  return async (mail, from) => {
    await transport.sendMail({
      from,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text_body,
      ...(mail.html_body ? { html: mail.html_body } : {}),
    });
  };
}

/** SMTP_URL when set; else mail files (MAIL_DIR, production default); else none (outbox only). */
function senderOf(services: ServerServices): Sender | null {
  let sender = senders.get(services);
  if (sender === undefined) {
    const { smtpUrl, mailDir } = platformOf(services).settings;
    const deliver: Sender['deliver'] | undefined = smtpUrl
      ? smtpDelivery(smtpUrl)
      : mailDir
        ? async (mail, from) => {
            const file = await writeMailFile(mailDir, mail, from, nowDate(services));
            services.logger.info('mail written', { mailId: mail.mail_id, kind: mail.kind, file });
          }
        : undefined;
    sender = deliver ? { deliver, running: undefined, again: false, timer: undefined } : null;
    senders.set(services, sender);
  }
  return sender;
}

async function deliverPending(services: ServerServices, sender: Sender): Promise<void> {
  const from = platformOf(services).settings.mailFrom;
  for (const mail of await pendingMails(services.db, 50, MAX_DELIVERY_ATTEMPTS)) {
    try {
      await sender.deliver(mail, from);
      await markSent(services.db, mail.mail_id, nowDate(services));
    } catch (error) {
      services.logger.warn('mail delivery failed', {
        mailId: mail.mail_id,
        kind: mail.kind,
        error,
      });
      await markFailed(
        services.db,
        mail.mail_id,
        error instanceof Error ? error.message : String(error),
      );
    }
  }
}

/**
 * Delivers the outbox through SMTP_URL, or as files in MAIL_DIR (by default in production, so a
 * demo can still read its reset links), in the background; otherwise mails only wait in the
 * outbox (development and tests read them at /dev/mail-outbox). Call after committing a transaction that enqueued mail. Failed mails are retried every
 * minute, up to {@link MAX_DELIVERY_ATTEMPTS} times.
 */
export function flushOutbox(services: ServerServices): void {
  const sender = senderOf(services);
  if (!sender) return;
  if (sender.running) {
    sender.again = true;
    return;
  }
  sender.timer ??= setInterval(() => flushOutbox(services), RETRY_EVERY_MS).unref();
  sender.running = deliverPending(services, sender)
    .catch((error: unknown) => services.logger.warn('mail outbox flush failed', { error }))
    .finally(() => {
      sender.running = undefined;
      if (sender.again) {
        sender.again = false;
        flushOutbox(services);
      }
    });
}
