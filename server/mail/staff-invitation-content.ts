// The admin console's mails to a staff member (issue 16), in the language the admin chose: the invitation to set
// a password for a new account (a business's first admin, a receptionist, a provider...), and the note to someone
// who already has a Carebook account that they now work at a business. The link is the invitation's only secret.
import type { Language } from '../../src/domain/language.ts';
import type { MailContent } from './code-mail.ts';
import { mailI18n } from './mail-i18n.ts';

export type StaffInvitationFacts = { firstName: string; businessName: string; link: string; hours: number };

export function staffInvitationMail(language: Language, facts: StaffInvitationFacts): MailContent {
  const i18n = mailI18n(language);
  const { firstName, businessName, link, hours } = facts;
  return {
    subject: i18n._({ id: 'mail.staffInvitation.subject', message: 'You are invited to work at {businessName} on Carebook', values: { businessName } }),
    text: [
      i18n._({ id: 'mail.staffInvitation.greeting', message: 'Hello {firstName},', values: { firstName } }),
      '',
      i18n._({ id: 'mail.staffInvitation.body', message: '{businessName} invited you to its team on Carebook.', values: { businessName } }),
      i18n._({ id: 'mail.staffInvitation.action', message: 'Set your password with this link, then sign in with your email:' }),
      link,
      '',
      i18n._({ id: 'mail.staffInvitation.expiry', message: 'The link works once and expires in {hours, plural, one {# hour} other {# hours}}. If it has expired, ask your administrator for a new one.', values: { hours } }),
      i18n._({ id: 'mail.staffInvitation.ignore', message: 'If you did not expect this message, you can ignore it.' }),
    ].join('\n'),
  };
}

export type StaffAddedFacts = { firstName: string; businessName: string; loginUrl: string };

export function staffAddedMail(language: Language, facts: StaffAddedFacts): MailContent {
  const i18n = mailI18n(language);
  const { firstName, businessName, loginUrl } = facts;
  return {
    subject: i18n._({ id: 'mail.staffAdded.subject', message: '{businessName} added you to its team', values: { businessName } }),
    text: [
      i18n._({ id: 'mail.staffAdded.greeting', message: 'Hello {firstName},', values: { firstName } }),
      '',
      i18n._({ id: 'mail.staffAdded.body', message: '{businessName} added you to its team. Sign in with your existing Carebook email and password:', values: { businessName } }),
      loginUrl,
    ].join('\n'),
  };
}
