import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { MailAdapter } from './mail-adapter.ts';
import { createOutboxMailAdapter } from './outbox.ts';
import { createSmtpMailAdapter } from './smtp.ts';

/** SMTP when SMTP_URL is configured, the outbox otherwise. */
export function createMailAdapter(db: Database, config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>, now?: () => Date): MailAdapter {
  if (config.smtpUrl) return createSmtpMailAdapter({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, now });
  return createOutboxMailAdapter({ db, now });
}
