// The words of a session's confirmation mail (booked, rescheduled, cancelled), in the client's language; the
// time is on the client's clock (mail-dates.ts). Product and provider names are data and stay as they are.
import type { Language } from '../../src/domain/language.ts';
import type { MailContent } from './code-mail.ts';
import { mailDateTime } from './mail-dates.ts';
import { mailI18n } from './mail-i18n.ts';

export type SessionMailKind = 'booked' | 'rescheduled' | 'cancelled';

export type SessionMailFacts = {
  clientFirstName: string;
  productName: string;
  providerName: string;
  itemDisplayId: string;
  startsAt: Date;
  timeZone: string;
  bookingUrl: string;
};

export function sessionMailContent(kind: SessionMailKind, language: Language, facts: SessionMailFacts): MailContent {
  const i18n = mailI18n(language);
  const product = facts.productName;
  const provider = facts.providerName;
  const when = mailDateTime(facts.startsAt, facts.timeZone, language);
  const subject = {
    booked: () => i18n._({ id: 'mail.session.booked.subject', message: 'Your {product} is booked', values: { product } }),
    rescheduled: () => i18n._({ id: 'mail.session.rescheduled.subject', message: 'Your {product} has been rescheduled', values: { product } }),
    cancelled: () => i18n._({ id: 'mail.session.cancelled.subject', message: 'Your {product} has been cancelled', values: { product } }),
  }[kind]();
  const lead = {
    booked: () => i18n._({ id: 'mail.session.booked.lead', message: '{product} with {provider}: your consultation is booked.', values: { product, provider } }),
    rescheduled: () => i18n._({ id: 'mail.session.rescheduled.lead', message: '{product} with {provider}: your consultation has a new time.', values: { product, provider } }),
    cancelled: () => i18n._({ id: 'mail.session.cancelled.lead', message: '{product} with {provider}: your consultation has been cancelled.', values: { product, provider } }),
  }[kind]();
  const booking = i18n._({ id: 'mail.session.booking', message: 'Booking: {displayId}', values: { displayId: facts.itemDisplayId } });
  const lines =
    kind === 'cancelled'
      ? [
          i18n._({ id: 'mail.session.wasAt', message: 'It was: {date} at {time} {zone}', values: when }),
          booking,
          '',
          i18n._({ id: 'mail.session.calendarRemoves', message: 'The attached calendar file removes the entry from your calendar.' }),
        ]
      : [
          i18n._({ id: 'mail.session.when', message: 'When: {date} at {time} {zone}', values: when }),
          booking,
          i18n._({ id: 'mail.session.join', message: 'Join from your booking page (from 15 minutes before the start): {url}', values: { url: facts.bookingUrl } }),
          '',
          i18n._({ id: 'mail.session.calendarAdds', message: 'The attached calendar file adds it to your calendar, or updates the entry you already have.' }),
        ];
  const text = [i18n._({ id: 'mail.session.greeting', message: 'Hello {name},', values: { name: facts.clientFirstName } }), '', lead, ...lines].join('\n');
  return { subject, text };
}
