/** A file sent with a message; text content only (a calendar entry), so the outbox can keep it as it is. */
export type MailAttachment = {
  filename: string;
  /** MIME type with parameters, e.g. 'text/calendar; charset=utf-8; method=PUBLISH'. */
  contentType: string;
  content: string;
};

/** A message the server sends to a person (one-time codes, notices). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Kind of message (signup_code, password_reset_code...), kept so tests and the dev outbox can find it. */
  template: string;
  organizationId?: string | null;
  attachments?: MailAttachment[];
};

/** Port for outgoing email; the default stores messages in the outbox table, SMTP delivers them for real. */
export type MailAdapter = {
  send(message: MailMessage): Promise<void>;
};
