import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSmtpMailAdapter } from '../../server/adapters/mail/smtp.ts';
import { createApp } from '../../server/app.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { CALENDAR_LINK_LIFETIME_MS } from '../../server/services/bookings/calendar-link.ts';
import { sendSessionMail } from '../../server/services/bookings/session-mail.ts';
import { expectCode, expectOk, gqlClient, type Gql } from './accounts-helpers.ts';
import { bookConsult, moveClock, placeOrder, REBOOK } from './bookings-fixtures.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { CARDS, createShopper, item, type Shopper } from './orders-helpers.ts';
import { AISHA, WEIGHTLOSS_CONSULT } from './scheduling-helpers.ts';

const LINK = /* GraphQL */ `query Link($id: ID!) { sessionCalendarLink(hcpSessionId: $id) { url expiresAt } }`;

/** Undoes RFC 5545 folding. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('calendar entries of booked sessions (.ics)', () => {
  let deps: TestDeps;
  let app: ReturnType<typeof createApp>;
  let gql: Gql;
  let nora: Shopper;
  let other: Shopper;
  let sessionId: string;
  let orderId: string;
  let itemId: string;

  const get = (path: string) => app.fetch(new Request(`http://test${path}`));
  const link = async (id = sessionId, headers = nora.headers) => expectOk(await gql<{ sessionCalendarLink: { url: string; expiresAt: string } }>(LINK, { id }, headers)).sessionCalendarLink;

  beforeAll(async () => {
    deps = await createTestDeps({ config: { publicUrl: 'https://care.example' } });
    deps.clock.set(new Date('2026-03-01T12:00:00Z'));
    await seedDemo(deps.db);
    app = createApp(deps);
    gql = gqlClient(app);
    nora = await createShopper(deps, gql, { card: CARDS.approve });
    other = await createShopper(deps, gql, { card: CARDS.approve });
    const order = await placeOrder(deps, gql, nora, [item('weightloss-consult', 'WEIGHTLOSS')]);
    orderId = order.id;
    itemId = order.orderItems[0]?.id ?? '';
    const booked = await bookConsult(gql, nora.headers, itemId, WEIGHTLOSS_CONSULT, AISHA, '2026-03-09T13:00:00.000Z');
    sessionId = booked.consultationDetail?.HCPSessionId ?? '';
  });
  afterAll(() => deps.close());

  test('the API hands out a signed link valid 10 minutes; the file is the session in the client’s zone with its join link', async () => {
    const { url, expiresAt } = await link();
    expect(url).toMatch(new RegExp(`^/calendar/sessions/${sessionId}\\.ics\\?expires=\\d+&signature=[\\w-]+$`));
    expect(new Date(expiresAt).getTime()).toBe(deps.now().getTime() + CALENDAR_LINK_LIFETIME_MS);
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="booking-CB-\d+-1\.ics"$/);
    expect(response.headers.get('cache-control')).toBe('no-store, private');
    const text = await response.text();
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = unfold(text).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:PUBLISH',
        `UID:hcp-session-${sessionId}@care.example`,
        'SEQUENCE:0',
        'STATUS:CONFIRMED',
        // The shopper's profile zone is New York: 09:00 EDT.
        'TZID:America/New_York',
        'DTSTART;TZID=America/New_York:20260309T090000',
        'DTEND;TZID=America/New_York:20260309T092000',
        'SUMMARY:Weight Loss Consultation with Dr. Aisha Patel',
        `URL:https://care.example/business/demo/main/bookings/${orderId}/${itemId}`,
      ]),
    );
  });

  test('an expired, altered or other session’s link is refused; an unknown session is not found', async () => {
    const { url } = await link();
    await moveClock(deps, new Date(deps.now().getTime() + CALENDAR_LINK_LIFETIME_MS), nora.headers, other.headers);
    expect((await get(url)).status).toBe(403);
    await moveClock(deps, '2026-03-01T12:00:00Z', nora.headers, other.headers);
    const fresh = (await link()).url;
    expect((await get(fresh.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`))).status).toBe(403);
    expect((await get(fresh.replace(/expires=(\d+)/, (_, n: string) => `expires=${Number(n) + 60}`))).status).toBe(403);
    expect((await get(`/calendar/sessions/${sessionId}.ics`)).status).toBe(403);
    const otherSession = '00000000-0000-4000-8000-000000000000';
    expect((await get(fresh.replace(sessionId, otherSession))).status).toBe(403);
    expect((await get('/calendar/sessions/not-a-session.ics')).status).toBe(404);
  });

  test('another client cannot get a link to the session', async () => {
    expectCode(await gql(LINK, { id: sessionId }, other.headers), 'NOT_FOUND');
    expectCode(await gql(LINK, { id: sessionId }), 'UNAUTHENTICATED');
  });

  test('a reschedule bumps SEQUENCE and moves the times, keeping the UID', async () => {
    expectOk(await gql(REBOOK, { input: { orderItemId: itemId, startTime: '2026-03-09T14:00:00.000Z' } }, nora.headers));
    const text = unfold(await (await get((await link()).url)).text());
    expect(text).toContain('SEQUENCE:1');
    expect(text).toContain('DTSTART;TZID=America/New_York:20260309T100000');
    expect(text).toContain(`UID:hcp-session-${sessionId}@care.example`);
  });

  test('the confirmation mail carries the .ics through SMTP too', async () => {
    const received: string[] = [];
    const server = createServer((socket) => {
      let data = false;
      let buffer = '';
      let message = '';
      socket.write('220 fake\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        let end: number;
        while ((end = buffer.indexOf('\r\n')) >= 0) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (data) {
            if (line === '.') {
              data = false;
              received.push(message);
              socket.write('250 queued\r\n');
            } else message += `${line}\n`;
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
          else if (/^DATA/i.test(line)) {
            data = true;
            socket.write('354 go\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const port = (server.address() as AddressInfo).port;
      const mail = createSmtpMailAdapter({ db: deps.db, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Carebook <no-reply@care.example>', now: deps.now });
      expect(await sendSessionMail({ ...deps, mail }, sessionId, 'rescheduled')).toBe(true);
      expect(received).toHaveLength(1);
      const raw = received[0] ?? '';
      expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
      expect(raw).toMatch(/filename=booking-CB-\d+-1\.ics/);
    } finally {
      server.close();
    }
  });
});
