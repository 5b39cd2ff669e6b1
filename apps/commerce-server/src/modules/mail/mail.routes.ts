import type { ServerServices } from '../../graphql/context.ts';
import type { RouteInstaller } from '../../http/app.ts';
import { platformOf } from '../platform/index.ts';
import { listOutbox } from './outbox.repository.ts';

const LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * `GET /dev/mail-outbox?to=<e-mail>&limit=<n>`: the newest outbox mails with the links they
 * contain, for browser journeys that follow a password-reset link. Not mounted in production.
 */
export function mailRoutes(services: ServerServices): RouteInstaller {
  return (app) => {
    if (!platformOf(services).settings.devEndpoints) return;
    app.get('/dev/mail-outbox', async (c) => {
      const to = c.req.query('to') || undefined;
      const limit = Math.min(Math.max(Number(c.req.query('limit') ?? 20) || 20, 1), 200);
      const rows = await listOutbox(services.db, { ...(to ? { to } : {}), limit });
      c.header('Cache-Control', 'no-store');
      return c.json({
        items: rows.map((row) => ({
          id: row.mail_id,
          kind: row.kind,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          links: [...new Set(row.text_body.match(LINK) ?? [])],
          created_at: row.created_at.toISOString(),
          sent_at: row.sent_at ? row.sent_at.toISOString() : null,
        })),
      });
    });
  };
}
