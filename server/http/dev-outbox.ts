import { desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';

const LIMIT = 50;

/**
 * GET /dev/outbox (demo mode only): the most recent stored messages, newest first, optionally only those
 * sent to `?to=`. It exists so that a person trying the demo, or a browser test, can read a one-time code.
 */
export function mountDevOutbox(app: Hono, db: Database): void {
  app.get('/dev/outbox', async (c) => {
    const to = c.req.query('to')?.trim().toLowerCase();
    const rows = await db
      .select()
      .from(outboxMessages)
      .where(to ? eq(outboxMessages.recipient, to) : undefined)
      .orderBy(desc(outboxMessages.seq))
      .limit(LIMIT);
    c.header('Cache-Control', 'no-store');
    return c.json(
      rows.map((m) => ({
        id: m.id,
        to: m.recipient,
        subject: m.subject,
        text: m.body,
        template: m.template,
        attachments: m.attachments ?? [],
        organizationId: m.organizationId,
        status: m.status,
        createdAt: m.createdAt.toISOString(),
      })),
    );
  });
}
