// GET /calendar/sessions/{sessionId}.ics?expires=...&signature=...: a booked session's calendar entry, for
// "Add to calendar". Authorized by the signed, short-lived link the API hands out (sessionCalendarLink), not by
// the access token: a plain link is what phones open in their calendar app, and it cannot carry a header.
import type { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { isUuid } from '../services/db-errors.ts';
import { verifyCalendarLink } from '../services/bookings/calendar-link.ts';
import { sessionCalendar } from '../services/bookings/session-calendar.ts';

export function mountCalendar(app: Hono, deps: AppDeps): void {
  app.get('/calendar/sessions/:file', async (c) => {
    c.header('Cache-Control', 'no-store, private');
    const file = c.req.param('file');
    const sessionId = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    if (!isUuid(sessionId)) return c.text('Not Found', 404);
    const now = deps.now();
    if (!verifyCalendarLink(deps.secrets.jwtSecret, sessionId, c.req.query('expires'), c.req.query('signature'), now)) {
      return c.text('This calendar link has expired or is not valid. Open the booking again to get a new one.', 403);
    }
    const calendar = await sessionCalendar(deps.db, sessionId, deps.config.publicUrl, now);
    if (!calendar) return c.text('Not Found', 404);
    c.header('Content-Type', 'text/calendar; charset=utf-8; method=PUBLISH');
    c.header('Content-Disposition', `attachment; filename="booking-${calendar.itemDisplayId.replace(/[^A-Za-z0-9-]/g, '')}.ics"`);
    return c.body(calendar.ics);
  });
}
