import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.ts';
import type { MailAdapter } from './mail-adapter.ts';
import { storeMessage } from './outbox.ts';

export type SmtpOptions = {
  db: Database;
  smtpUrl: string;
  from: string;
  now?: () => Date;
};

/** Real email through an SMTP server; each sent message is also recorded in the outbox table with status sent. */
export function createSmtpMailAdapter({ db, smtpUrl, from, now = () => new Date() }: SmtpOptions): MailAdapter {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments?.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content })),
      });
      await storeMessage(db, message, 'sent', now());
    },
  };
}
