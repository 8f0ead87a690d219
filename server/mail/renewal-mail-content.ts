// The client's mails about an automatic renewal of their monthly medication (spec §9): charged, failed, waiting
// for the provider's approval, declined by the provider. In the client's language; the dose is written as the
// §9 prescription heading (src/domain/medication/prescription-wording.ts), amounts and dates in the language's
// own format. The subject shows on lock screens: no medication, no dose, no amount in it.
import type { PrescriptionDirection } from '../../src/domain/medication/prescription.ts';
import { prescriptionHeading, type DisplayDuration } from '../../src/domain/medication/prescription-wording.ts';
import type { DurationUnit } from '../../src/domain/medication/time-units.ts';
import type { Language } from '../../src/domain/language.ts';
import type { I18n } from '@lingui/core';
import type { MailContent } from './code-mail.ts';
import { mailI18n } from './mail-i18n.ts';

export type RenewalMailKind = 'charged' | 'failed' | 'awaitingApproval' | 'declined';

export type RenewalFailure = 'CARD_DECLINED' | 'INSUFFICIENT_FUNDS' | 'CARD_EXPIRED' | 'NO_PAYMENT_CARD';

export type RenewalMailFacts = {
  clientFirstName: string;
  medicationName: string;
  direction: PrescriptionDirection;
  /** Minor units of `currencyCode`. */
  amount: number;
  currencyCode: string;
  itemDisplayId: string;
  /** The card charged or tried, when there was one. */
  cardLastFour: string | null;
  failure: RenewalFailure | null;
  declineReason: string | null;
  /** Absolute link to the renewal's booking page. */
  bookingUrl: string;
};

function durationWords(i18n: I18n, { count, unit }: DisplayDuration): string {
  const words: Record<DurationUnit, () => string> = {
    Hours: () => i18n._({ id: 'mail.renewal.duration.hours', message: '{count, plural, one {# hour} other {# hours}}', values: { count } }),
    Day: () => i18n._({ id: 'mail.renewal.duration.days', message: '{count, plural, one {# day} other {# days}}', values: { count } }),
    Week: () => i18n._({ id: 'mail.renewal.duration.weeks', message: '{count, plural, one {# week} other {# weeks}}', values: { count } }),
    Month: () => i18n._({ id: 'mail.renewal.duration.months', message: '{count, plural, one {# month} other {# months}}', values: { count } }),
  };
  return words[unit]();
}

function frequencyWords(i18n: I18n, { count, unit }: DisplayDuration): string {
  const words: Record<DurationUnit, () => string> = {
    Hours: () => i18n._({ id: 'mail.renewal.every.hours', message: '{count, plural, one {every hour} other {every # hours}}', values: { count } }),
    Day: () => i18n._({ id: 'mail.renewal.every.days', message: '{count, plural, one {every day} other {every # days}}', values: { count } }),
    Week: () => i18n._({ id: 'mail.renewal.every.weeks', message: '{count, plural, one {every week} other {every # weeks}}', values: { count } }),
    Month: () => i18n._({ id: 'mail.renewal.every.months', message: '{count, plural, one {every month} other {every # months}}', values: { count } }),
  };
  return words[unit]();
}

/** The §9 heading '{dose} {unit} {frequency} for {duration}' (frequency left out when once daily), with the per-week figure. */
export function renewalDoseHeading(language: Language, direction: PrescriptionDirection): string {
  const i18n = mailI18n(language);
  const heading = prescriptionHeading(direction);
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });
  const dose = number.format(heading.dose);
  const duration = durationWords(i18n, heading.duration);
  const text = heading.frequency
    ? i18n._({
        id: 'mail.renewal.heading',
        message: '{dose} {doseUnit} {frequency} for {duration}',
        values: { dose, doseUnit: heading.doseUnit, frequency: frequencyWords(i18n, { count: heading.frequency.every, unit: heading.frequency.unit }), duration },
      })
    : i18n._({ id: 'mail.renewal.headingDaily', message: '{dose} {doseUnit} for {duration}', values: { dose, doseUnit: heading.doseUnit, duration } });
  if (!heading.perWeek) return text;
  return i18n._({
    id: 'mail.renewal.perWeek',
    message: '{heading} ({amount} {doseUnit} per week)',
    values: { heading: text, amount: number.format(heading.perWeek.amount), doseUnit: heading.perWeek.doseUnit },
  });
}

/** An amount in minor units as the language writes money ('$299.00', '299,00 US$'). */
export function mailMoney(language: Language, amount: number, currencyCode: string): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency: currencyCode });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

function failureWords(i18n: I18n, failure: RenewalFailure | null): string {
  switch (failure) {
    case 'CARD_DECLINED':
      return i18n._({ id: 'mail.renewal.failure.declined', message: 'Your card was declined.' });
    case 'INSUFFICIENT_FUNDS':
      return i18n._({ id: 'mail.renewal.failure.funds', message: 'Your card has insufficient funds.' });
    case 'CARD_EXPIRED':
      return i18n._({ id: 'mail.renewal.failure.expired', message: 'Your card has expired.' });
    case 'NO_PAYMENT_CARD':
      return i18n._({ id: 'mail.renewal.failure.noCard', message: 'There is no saved card on your account.' });
    default:
      return i18n._({ id: 'mail.renewal.failure.other', message: 'The payment could not be completed.' });
  }
}

export function renewalMailContent(kind: RenewalMailKind, language: Language, facts: RenewalMailFacts): MailContent {
  const i18n = mailI18n(language);
  const amount = mailMoney(language, facts.amount, facts.currencyCode);
  const medication = facts.medicationName;
  const subject = {
    charged: () => i18n._({ id: 'mail.renewal.charged.subject', message: 'Your next month of treatment has been ordered' }),
    failed: () => i18n._({ id: 'mail.renewal.failed.subject', message: 'We could not renew your treatment' }),
    awaitingApproval: () => i18n._({ id: 'mail.renewal.awaitingApproval.subject', message: 'Your treatment renewal is waiting for your provider' }),
    declined: () => i18n._({ id: 'mail.renewal.declined.subject', message: 'Your provider did not approve your treatment renewal' }),
  }[kind]();
  const dose = i18n._({ id: 'mail.renewal.dose', message: '{medication}: {heading}', values: { medication, heading: renewalDoseHeading(language, facts.direction) } });
  const booking = i18n._({ id: 'mail.renewal.booking', message: 'Booking: {displayId}', values: { displayId: facts.itemDisplayId } });
  const view = i18n._({ id: 'mail.renewal.view', message: 'See it in your booking: {url}', values: { url: facts.bookingUrl } });
  const card = facts.cardLastFour;
  const body: Record<RenewalMailKind, () => string[]> = {
    charged: () => [
      i18n._({ id: 'mail.renewal.charged.lead', message: 'Your auto-renewal has ordered your next month of medication.' }),
      '',
      dose,
      card
        ? i18n._({ id: 'mail.renewal.charged.amountCard', message: 'Charged: {amount} to your card ending in {lastFour}', values: { amount, lastFour: card } })
        : i18n._({ id: 'mail.renewal.charged.amount', message: 'Charged: {amount}', values: { amount } }),
      booking,
      '',
      i18n._({ id: 'mail.renewal.charged.next', message: 'We will let you know when it ships. You can turn auto-renew off from your booking at any time.' }),
      view,
    ],
    failed: () => [
      i18n._({ id: 'mail.renewal.failed.lead', message: 'We tried to renew your medication for the next month, but the payment did not go through. {reason}', values: { reason: failureWords(i18n, facts.failure) } }),
      i18n._({ id: 'mail.renewal.failed.nothing', message: 'Nothing was charged and no medication was ordered. Auto-renew is now off.' }),
      '',
      dose,
      i18n._({ id: 'mail.renewal.failed.amount', message: 'Amount: {amount}', values: { amount } }),
      booking,
      '',
      i18n._({
        id: 'mail.renewal.failed.todo',
        message: 'To continue your treatment, check your saved card in your account (or add a new one), then turn auto-renew back on in your booking: we will try again straight away.',
      }),
      view,
    ],
    awaitingApproval: () => [
      i18n._({ id: 'mail.renewal.awaitingApproval.lead', message: 'Your next month of medication is due. Your provider needs to approve it before it is ordered.' }),
      '',
      dose,
      i18n._({ id: 'mail.renewal.awaitingApproval.amount', message: 'Amount once approved: {amount}', values: { amount } }),
      booking,
      '',
      i18n._({ id: 'mail.renewal.awaitingApproval.next', message: 'Nothing has been charged yet. We will email you as soon as your provider has decided.' }),
      view,
    ],
    declined: () => [
      i18n._({ id: 'mail.renewal.declined.lead', message: 'Your provider did not approve the next month of your medication, so it was not ordered and nothing was charged.' }),
      ...(facts.declineReason ? [i18n._({ id: 'mail.renewal.declined.reason', message: 'Your provider’s reason: {reason}', values: { reason: facts.declineReason } })] : []),
      '',
      dose,
      booking,
      '',
      i18n._({ id: 'mail.renewal.declined.todo', message: 'If you would like to talk about your treatment, you can book another consultation.' }),
      view,
    ],
  };
  const text = [i18n._({ id: 'mail.renewal.greeting', message: 'Hello {name},', values: { name: facts.clientFirstName } }), '', ...body[kind]()].join('\n');
  return { subject, text };
}
