// The confirmation email of a booked, rescheduled or cancelled session, with its .ics attached so the client's
// calendar adds, moves or removes the event (same UID, higher SEQUENCE).
import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../../src/domain/language.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { sessionMailContent, type SessionMailKind } from '../../mail/session-mail-content.ts';
import { sessionCalendar } from './session-calendar.ts';

export type { SessionMailKind };

/** The client's stored language (whoever booked: a receptionist's own language does not count). */
async function clientLanguage(db: Database, clientEmail: string): Promise<Language> {
  const [row] = await db.select({ language: users.preferredLanguage }).from(users).where(eq(users.email, clientEmail)).limit(1);
  return row?.language ?? DEFAULT_LANGUAGE;
}

/**
 * Sends the session's confirmation to the client, in the client's language, the time on the client's clock
 * (its profile's zone, else the location's). The attached calendar entry is calendar data and stays as
 * session-calendar.ts builds it. Returns false when the session is not a booked one (nothing to confirm).
 */
export async function sendSessionMail(deps: Pick<AppDeps, 'db' | 'mail' | 'config' | 'now'>, sessionId: string, kind: SessionMailKind): Promise<boolean> {
  const calendar = await sessionCalendar(deps.db, sessionId, deps.config.publicUrl, deps.now());
  if (!calendar) return false;
  const language = await clientLanguage(deps.db, calendar.clientEmail);
  const { subject, text } = sessionMailContent(kind, language, calendar);
  await deps.mail.send({
    to: calendar.clientEmail,
    subject,
    text,
    template: `session_${kind}`,
    organizationId: calendar.organizationId,
    attachments: [{ filename: `booking-${calendar.itemDisplayId}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar.ics }],
  });
  return true;
}

/** Sends after the change is committed: a mail server that is down must not turn a done change into an error. */
export async function mailQuietly(deps: Parameters<typeof sendSessionMail>[0], sessionId: string, kind: SessionMailKind): Promise<void> {
  try {
    await sendSessionMail(deps, sessionId, kind);
  } catch (error) {
    console.error(`[bookings] ${kind} mail for session ${sessionId} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
