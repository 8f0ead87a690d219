// The notification kinds (src/domain/notifications/notification-kinds.ts): each kind's link and call, the params it
// accepts (and refuses: nothing beyond ids, names and times), and its words in every language (server/mail).
import { describe, expect, test } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../src/domain/language.ts';
import {
  checkNotification,
  NOTIFICATION_KINDS,
  notificationCallSessionId,
  notificationLink,
  type CheckedNotification,
  type NotificationKind,
} from '../../src/domain/notifications/notification-kinds.ts';
import { notificationWords } from '../../server/mail/notification-content.ts';

const REF = { businessCode: 'demo', locationCode: 'main', orderId: 'o-1', orderItemId: 'i-1' };
const SESSION = { ...REF, hcpSessionId: 's-1', providerName: 'Dr. Aisha Patel', startsAt: '2026-03-09T13:00:00.000Z', timeZone: 'America/New_York' };
const WAITING = { ...REF, hcpSessionId: 's-1', providerName: 'Dr. Aisha Patel' };
const BOOKING_LINK = '/business/demo/main/bookings/o-1/i-1';

/** One row per kind: the params it is written with, the link it opens, the call it joins. */
const CASES: { [K in NotificationKind]: { params: unknown; link: string; call: string | null } } = {
  BOOKING_CONFIRMED: { params: SESSION, link: BOOKING_LINK, call: null },
  REMINDER_DAY_BEFORE: { params: SESSION, link: BOOKING_LINK, call: null },
  REMINDER_SOON: { params: SESSION, link: BOOKING_LINK, call: null },
  PROVIDER_WAITING: { params: WAITING, link: `${BOOKING_LINK}?join=s-1`, call: 's-1' },
  TREATMENT_APPROVED: { params: REF, link: BOOKING_LINK, call: null },
  TREATMENT_DECLINED: { params: REF, link: BOOKING_LINK, call: null },
  MEDICATION_SHIPPED: { params: REF, link: BOOKING_LINK, call: null },
  MEDICATION_DELIVERED: { params: REF, link: BOOKING_LINK, call: null },
  RENEWAL_CHARGED: { params: REF, link: BOOKING_LINK, call: null },
  RENEWAL_FAILED: { params: REF, link: BOOKING_LINK, call: null },
};

function checked(kind: NotificationKind): CheckedNotification {
  const notification = checkNotification(kind, CASES[kind].params);
  if (!notification) throw new Error(`${kind} refused its own params`);
  return notification;
}

describe('notification kinds', () => {
  test.each(NOTIFICATION_KINDS)('%s: its link and call', (kind) => {
    const notification = checked(kind);
    expect(notificationLink(notification)).toBe(CASES[kind].link);
    expect(notificationCallSessionId(notification)).toBe(CASES[kind].call);
  });

  test('link segments are encoded', () => {
    expect(notificationLink({ kind: 'MEDICATION_SHIPPED', params: { ...REF, businessCode: 'a/b c' } })).toBe('/business/a%2Fb%20c/main/bookings/o-1/i-1');
  });

  test('an unknown kind, missing params, or anything beyond ids, names and times is refused', () => {
    expect(checkNotification('SOMETHING_ELSE', REF)).toBeNull();
    expect(checkNotification('BOOKING_CONFIRMED', REF)).toBeNull();
    expect(checkNotification('PROVIDER_WAITING', REF)).toBeNull();
    expect(checkNotification('MEDICATION_SHIPPED', { ...REF, medicationName: 'Semaglutide' })).toBeNull();
    expect(checkNotification('BOOKING_CONFIRMED', { ...SESSION, startsAt: 'tomorrow' })).toBeNull();
    expect(checkNotification('TREATMENT_DECLINED', { ...REF, reason: 'BMI too low' })).toBeNull();
  });

  test.each(NOTIFICATION_KINDS)('%s: words in every language, translated, every placeholder filled', (kind) => {
    const english = notificationWords('en', checked(kind));
    expect(english.title.length).toBeGreaterThan(0);
    expect(english.body.length).toBeGreaterThan(0);
    for (const language of SUPPORTED_LANGUAGES.filter((l) => l !== 'en')) {
      const words = notificationWords(language, checked(kind));
      expect(words.title, `${kind} ${language}`).not.toBe(english.title);
      expect(words.body, `${kind} ${language}`).not.toBe(english.body);
      expect(`${words.title} ${words.body}`).not.toMatch(/\{|\}/);
    }
  });

  test('a consultation’s time is on the client’s clock, in the reader’s language', () => {
    expect(notificationWords('en', checked('BOOKING_CONFIRMED'))).toEqual({ title: 'Consultation booked', body: 'Mon, Mar 9 at 9:00 AM EDT with Dr. Aisha Patel.' });
    expect(notificationWords('fr', checked('REMINDER_DAY_BEFORE')).body).toBe('Avec Dr. Aisha Patel le lun. 9 mars à 9:00 UTC−4.');
    expect(notificationWords('es', checked('REMINDER_SOON'))).toEqual({ title: 'Consulta en 15 minutos', body: 'Con Dr. Aisha Patel a las 9:00 GMT-4. Ya puedes unirte desde tu reserva.' });
  });
});
