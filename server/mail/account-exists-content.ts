// The mail to the owner of an address when someone tries to sign up with it (issue 14: the sign-up answers as for
// a new address, so only the owner learns that the account exists). In the owner's language. No code in it.
import type { Language } from '../../src/domain/language.ts';
import type { MailContent } from './code-mail.ts';
import { mailI18n } from './mail-i18n.ts';

export type AccountExistsMailFacts = {
  firstName: string;
  /** Absolute links to the login and forgot-password screens. */
  loginUrl: string;
  resetUrl: string;
};

export function accountExistsMailContent(language: Language, facts: AccountExistsMailFacts): MailContent {
  const i18n = mailI18n(language);
  return {
    subject: i18n._({ id: 'mail.accountExists.subject', message: 'Someone tried to sign up with your email address' }),
    text: [
      i18n._({ id: 'mail.accountExists.greeting', message: 'Hello {name},', values: { name: facts.firstName } }),
      '',
      i18n._({
        id: 'mail.accountExists.lead',
        message: 'Someone tried to create a new Carebook account with this email address. You already have an account, so no new account was created.',
      }),
      i18n._({ id: 'mail.accountExists.login', message: 'If it was you, log in here: {url}', values: { url: facts.loginUrl } }),
      i18n._({ id: 'mail.accountExists.reset', message: 'Forgot your password? You can reset it here: {url}', values: { url: facts.resetUrl } }),
      '',
      i18n._({ id: 'mail.accountExists.ignore', message: 'If it was not you, you can ignore this message. Your account has not changed.' }),
    ].join('\n'),
  };
}
