import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import type { MailAdapter, MailMessage } from './mail-adapter.ts';

export type OutboxOptions = {
  db: Database;
  now?: () => Date;
  /** Where the one-line notice goes; tests pass a no-op. Never receives the body (it may hold a code). */
  log?: (line: string) => void;
};

/** Stores a message row; shared by the outbox adapter and the SMTP adapter (which records what it sent). */
export async function storeMessage(db: Database, message: MailMessage, status: 'stored' | 'sent', at: Date): Promise<void> {
  await db.insert(outboxMessages).values({
    organizationId: message.organizationId ?? null,
    channel: 'email',
    recipient: message.to.toLowerCase(),
    subject: message.subject,
    body: message.text,
    template: message.template,
    attachments: message.attachments && message.attachments.length > 0 ? message.attachments : null,
    status,
    createdAt: at,
    sentAt: status === 'sent' ? at : null,
  });
}

/** Default mail adapter: nothing leaves the machine; in demo mode GET /dev/outbox shows the messages. */
export function createOutboxMailAdapter({ db, now = () => new Date(), log = console.info }: OutboxOptions): MailAdapter {
  return {
    async send(message) {
      await storeMessage(db, message, 'stored', now());
      log(`[mail] outbox: "${message.subject}" to ${message.to}`);
    },
  };
}
