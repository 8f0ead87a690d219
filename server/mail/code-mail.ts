// The one-time code mails (sign-up and password reset), in the recipient's language.
import type { Language } from '../../src/domain/language.ts';
import type { CodeMailPurpose } from './language.ts';
import { mailI18n } from './mail-i18n.ts';

export type MailContent = { subject: string; text: string };

/** Subject and body of a code mail; the code is the only 4-digit number in it (people and tests look for it). */
export function codeMail(purpose: CodeMailPurpose, language: Language, code: string, minutes: number): MailContent {
  const i18n = mailI18n(language);
  const expiry = i18n._({ id: 'mail.code.expiry', message: 'It expires in {minutes, plural, one {# minute} other {# minutes}}.', values: { minutes } });
  if (purpose === 'SIGNUP') {
    return {
      subject: i18n._({ id: 'mail.signupCode.subject', message: 'Your Carebook verification code' }),
      text: [
        i18n._({ id: 'mail.signupCode.code', message: 'Your Carebook verification code is {code}.', values: { code } }),
        '',
        `${expiry} ${i18n._({ id: 'mail.signupCode.ignore', message: 'If you did not sign up, you can ignore this message.' })}`,
      ].join('\n'),
    };
  }
  return {
    subject: i18n._({ id: 'mail.passwordResetCode.subject', message: 'Your Carebook password reset code' }),
    text: [
      i18n._({ id: 'mail.passwordResetCode.code', message: 'Your Carebook password reset code is {code}.', values: { code } }),
      '',
      `${expiry} ${i18n._({ id: 'mail.passwordResetCode.ignore', message: 'If you did not ask to reset your password, you can ignore this message.' })}`,
    ].join('\n'),
  };
}
