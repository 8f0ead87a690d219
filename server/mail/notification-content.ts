// The words of a notification (the bell's drawer and Web Push), per kind, in the reader's language. They show on
// lock screens: a provider's name and a time at most, never a medication, dose, condition, answer or amount.
// Written with explicit ids like the mails (mail-i18n.ts), so the server reads them from locales/mail.
import type { I18n } from '@lingui/core';
import type { Language } from '../../src/domain/language.ts';
import type { CheckedNotification, NotificationKind, NotificationParams, SessionFacts } from '../../src/domain/notifications/notification-kinds.ts';
import { scheduledForValues } from '../../src/domain/scheduling/zoned-time.ts';
import { mailI18n } from './mail-i18n.ts';

export type NotificationWords = { title: string; body: string };

/** 'Thu, Nov 26' / 'jue, 26 nov' and '9:00 AM' / '9:00' with the zone, on the client's clock. */
function when(language: Language, facts: SessionFacts): { day: string; time: string } {
  const instant = new Date(facts.startsAt);
  const { time, zone } = scheduledForValues(instant, facts.timeZone, language);
  const day = new Intl.DateTimeFormat(language, { timeZone: facts.timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(instant);
  return { day, time: `${time} ${zone}` };
}

type Words<K extends NotificationKind> = (i18n: I18n, params: NotificationParams[K], language: Language) => NotificationWords;

const wordsOf: { [K in NotificationKind]: Words<K> } = {
  BOOKING_CONFIRMED: (i18n, p, language) => ({
    title: i18n._({ id: 'notification.bookingConfirmed.title', message: 'Consultation booked' }),
    body: i18n._({ id: 'notification.bookingConfirmed.body', message: '{day} at {time} with {provider}.', values: { ...when(language, p), provider: p.providerName } }),
  }),
  REMINDER_DAY_BEFORE: (i18n, p, language) => ({
    title: i18n._({ id: 'notification.reminderDayBefore.title', message: 'Consultation tomorrow' }),
    body: i18n._({ id: 'notification.reminderDayBefore.body', message: 'With {provider} on {day} at {time}.', values: { ...when(language, p), provider: p.providerName } }),
  }),
  REMINDER_SOON: (i18n, p, language) => ({
    title: i18n._({ id: 'notification.reminderSoon.title', message: 'Consultation in 15 minutes' }),
    body: i18n._({ id: 'notification.reminderSoon.body', message: 'With {provider} at {time}. You can join now from your booking.', values: { time: when(language, p).time, provider: p.providerName } }),
  }),
  PROVIDER_WAITING: (i18n, p) => ({
    title: i18n._({ id: 'notification.providerWaiting.title', message: 'Your provider is ready' }),
    body: i18n._({ id: 'notification.providerWaiting.body', message: '{provider} is waiting for you. Join the consultation.', values: { provider: p.providerName } }),
  }),
  TREATMENT_APPROVED: (i18n) => ({
    title: i18n._({ id: 'notification.treatmentApproved.title', message: 'Your treatment plan is ready' }),
    body: i18n._({ id: 'notification.treatmentApproved.body', message: 'Your provider has approved it. See the next steps in your booking.' }),
  }),
  TREATMENT_DECLINED: (i18n) => ({
    title: i18n._({ id: 'notification.treatmentDeclined.title', message: 'News from your provider' }),
    body: i18n._({ id: 'notification.treatmentDeclined.body', message: 'Your provider has reviewed your consultation. See the details in your booking.' }),
  }),
  MEDICATION_SHIPPED: (i18n) => ({
    title: i18n._({ id: 'notification.medicationShipped.title', message: 'Your parcel is on its way' }),
    body: i18n._({ id: 'notification.medicationShipped.body', message: 'Follow it from your booking.' }),
  }),
  MEDICATION_DELIVERED: (i18n) => ({
    title: i18n._({ id: 'notification.medicationDelivered.title', message: 'Your parcel was delivered' }),
    body: i18n._({ id: 'notification.medicationDelivered.body', message: 'Not there? Tell us from your booking.' }),
  }),
  RENEWAL_CHARGED: (i18n) => ({
    title: i18n._({ id: 'notification.renewalCharged.title', message: 'Your monthly order is placed' }),
    body: i18n._({ id: 'notification.renewalCharged.body', message: 'The payment went through. We will tell you when it ships.' }),
  }),
  RENEWAL_FAILED: (i18n) => ({
    title: i18n._({ id: 'notification.renewalFailed.title', message: 'Your monthly order could not be paid' }),
    body: i18n._({ id: 'notification.renewalFailed.body', message: 'Check your card, then turn auto-renewal back on from your booking.' }),
  }),
};

/** A notification's title and body in a language. */
export function notificationWords(language: Language, notification: CheckedNotification): NotificationWords {
  return render(language, notification);
}

function render<K extends NotificationKind>(language: Language, notification: { kind: K; params: NotificationParams[K] }): NotificationWords {
  const words: Words<K> = wordsOf[notification.kind];
  return words(mailI18n(language), notification.params, language);
}
