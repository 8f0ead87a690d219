// The front desk's mails to a client (issue 15), in the client's language: the invitation to set a password for
// an account a receptionist created, and the note to someone who already had an account that a clinic added
// them. The link is the only secret in the invitation; the subject shows on lock screens and has none.
import type { Language } from '../../src/domain/language.ts';
import type { MailContent } from './code-mail.ts';
import { mailI18n } from './mail-i18n.ts';

export type InvitationMailFacts = { firstName: string; businessName: string; link: string; hours: number };

export function invitationMail(language: Language, facts: InvitationMailFacts): MailContent {
  const i18n = mailI18n(language);
  const { firstName, businessName, link, hours } = facts;
  return {
    subject: i18n._({ id: 'mail.invitation.subject', message: '{businessName} created your Carebook account', values: { businessName } }),
    text: [
      i18n._({ id: 'mail.invitation.greeting', message: 'Hello {firstName},', values: { firstName } }),
      '',
      i18n._({ id: 'mail.invitation.body', message: '{businessName} created a Carebook account for you, so that you can see your bookings and join your consultations.', values: { businessName } }),
      i18n._({ id: 'mail.invitation.action', message: 'Set your password with this link:' }),
      link,
      '',
      i18n._({ id: 'mail.invitation.expiry', message: 'The link works once and expires in {hours, plural, one {# hour} other {# hours}}. If it has expired, ask the front desk for a new one.', values: { hours } }),
      i18n._({ id: 'mail.invitation.ignore', message: 'If you did not expect this message, you can ignore it.' }),
    ].join('\n'),
  };
}

export type ClinicAddedMailFacts = { firstName: string; businessName: string; loginUrl: string };

export function clinicAddedMail(language: Language, facts: ClinicAddedMailFacts): MailContent {
  const i18n = mailI18n(language);
  const { firstName, businessName, loginUrl } = facts;
  return {
    subject: i18n._({ id: 'mail.clinicAdded.subject', message: '{businessName} added you as a client', values: { businessName } }),
    text: [
      i18n._({ id: 'mail.clinicAdded.greeting', message: 'Hello {firstName},', values: { firstName } }),
      '',
      i18n._({ id: 'mail.clinicAdded.body', message: '{businessName} added you as a client. Sign in with your existing Carebook email and password to see the bookings they make for you:', values: { businessName } }),
      loginUrl,
      '',
      i18n._({ id: 'mail.clinicAdded.ignore', message: 'If you do not know this clinic, please contact our support.' }),
    ].join('\n'),
  };
}
