// The mail texts come from the Lingui catalogs locales/mail/*.po, loaded and compiled as the server does at start.
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../../src/domain/language.ts';
import { codeMail } from '../../../server/mail/code-mail.ts';
import { mailDateTime } from '../../../server/mail/mail-dates.ts';
import { fallbackProviderMailContent } from '../../../server/mail/fallback-provider-mail-content.ts';
import { sessionMailContent, type SessionMailKind } from '../../../server/mail/session-mail-content.ts';

const NBSP = /[\u00a0\u202f]/g;
const plain = (text: string) => text.replace(NBSP, ' ');

describe('mail dates: the client’s clock, the mail’s language', () => {
  // 13:00 UTC on 9 March 2026 is 09:00 in New York (EDT from 8 March).
  const instant = new Date('2026-03-09T13:00:00Z');

  it.each([
    ['en', 'Monday, March 9, 2026', '9:00 AM'],
    ['es', 'lunes, 9 de marzo de 2026', '9:00'],
    ['fr', 'lundi 9 mars 2026', '9:00'],
    ['pt', 'segunda-feira, 9 de março de 2026', '9:00'],
  ] as const)('%s', (language, date, time) => {
    const when = mailDateTime(instant, 'America/New_York', language);
    expect(when.date).toBe(date);
    expect(plain(when.time)).toBe(time);
  });

  it('across the daylight-saving change the zone name follows the instant', () => {
    expect(mailDateTime(new Date('2026-03-07T14:00:00Z'), 'America/New_York', 'en').zone).toBe('EST');
    expect(mailDateTime(new Date('2026-03-09T13:00:00Z'), 'America/New_York', 'en').zone).toBe('EDT');
    expect(mailDateTime(new Date('2026-03-09T13:00:00Z'), 'Europe/Lisbon', 'pt').date).toBe('segunda-feira, 9 de março de 2026');
  });
});

describe('code mails', () => {
  it('English stays as it was', () => {
    expect(codeMail('SIGNUP', 'en', '4821', 10)).toEqual({
      subject: 'Your Carebook verification code',
      text: 'Your Carebook verification code is 4821.\n\nIt expires in 10 minutes. If you did not sign up, you can ignore this message.',
    });
    expect(codeMail('PASSWORD_RESET', 'en', '4821', 1).text).toContain('It expires in 1 minute. If you did not ask to reset your password');
  });

  it('Spanish (tú), French (vous) and Portuguese (você)', () => {
    expect(codeMail('SIGNUP', 'es', '4821', 10)).toEqual({
      subject: 'Tu código de verificación de Carebook',
      text: 'Tu código de verificación de Carebook es 4821.\n\nEl código caduca en 10 minutos. Si no te has registrado, puedes ignorar este mensaje.',
    });
    expect(codeMail('PASSWORD_RESET', 'fr', '4821', 10).subject).toBe('Votre code de réinitialisation du mot de passe Carebook');
    expect(codeMail('PASSWORD_RESET', 'fr', '4821', 10).text).toContain('Si vous n’avez pas demandé à réinitialiser votre mot de passe');
    expect(codeMail('SIGNUP', 'pt', '4821', 10).text).toContain('Seu código de verificação do Carebook é 4821.');
  });

  it.each(SUPPORTED_LANGUAGES)('%s: the code is the only 4-digit number, with no placeholder left', (language) => {
    for (const purpose of ['SIGNUP', 'PASSWORD_RESET'] as const) {
      const { subject, text } = codeMail(purpose, language, '4821', 10);
      expect(`${subject}\n${text}`.match(/\b\d{4}\b/g)).toEqual(['4821']);
      expect(`${subject}\n${text}`).not.toMatch(/[{}]/);
    }
  });
});

describe('session mails', () => {
  const facts = {
    clientFirstName: 'Olive',
    productName: 'Weight Loss Consultation',
    providerName: 'Dr. Aisha Patel',
    itemDisplayId: 'CB-1001-1',
    startsAt: new Date('2026-03-09T13:00:00Z'),
    timeZone: 'America/New_York',
    bookingUrl: 'https://care.example/business/demo/main/bookings/o/i',
  };

  it('booked, in Spanish', () => {
    const { subject, text } = sessionMailContent('booked', 'es', facts);
    expect(subject).toBe('Tu cita está reservada: Weight Loss Consultation');
    expect(plain(text).split('\n')).toEqual([
      'Hola, Olive:',
      '',
      'Weight Loss Consultation con Dr. Aisha Patel: tu consulta está reservada.',
      'Cuándo: lunes, 9 de marzo de 2026, 9:00 (GMT-4)',
      'Reserva: CB-1001-1',
      'Únete desde la página de tu reserva (a partir de 15 minutos antes del inicio): https://care.example/business/demo/main/bookings/o/i',
      '',
      'El archivo de calendario adjunto la añade a tu calendario o actualiza la entrada que ya tienes.',
    ]);
  });

  it('cancelled, in Portuguese: no join link, the calendar entry goes away', () => {
    const { subject, text } = sessionMailContent('cancelled', 'pt', facts);
    expect(subject).toBe('Seu agendamento foi cancelado: Weight Loss Consultation');
    expect(plain(text)).toContain('Estava marcada para segunda-feira, 9 de março de 2026, 9:00 (GMT-4)');
    expect(text).not.toContain(facts.bookingUrl);
    expect(text).toContain('O arquivo de calendário anexo remove o evento da sua agenda.');
  });

  it('rescheduled, in English, as before', () => {
    const { subject, text } = sessionMailContent('rescheduled', 'en', facts);
    expect(subject).toBe('Your Weight Loss Consultation has been rescheduled');
    expect(plain(text)).toContain('Weight Loss Consultation with Dr. Aisha Patel: your consultation has a new time.\nWhen: Monday, March 9, 2026 at 9:00 AM EDT');
  });

  it.each(SUPPORTED_LANGUAGES.flatMap((language) => (['booked', 'rescheduled', 'cancelled'] as SessionMailKind[]).map((kind) => [language, kind] as const)))(
    '%s %s: every line translated, no placeholder left',
    (language, kind) => {
      const { subject, text } = sessionMailContent(kind, language, facts);
      expect(`${subject}\n${text}`).not.toMatch(/[{}]|mail\./);
    },
  );
});

describe('fallback provider mail', () => {
  const facts = {
    providerName: 'Dr. Marcus Reid',
    clientName: 'Ana Souza',
    productName: 'Weight Loss Consultation',
    sessionDisplayId: 'HS-1042',
    startsAt: new Date('2026-03-09T15:00:00Z'),
    timeZone: 'America/New_York',
    sessionUrl: 'https://carebook.test/hcp/sessions/s1',
  };

  it('names neither the client nor the service in the subject, and says who waits and where to join in the body', () => {
    const mail = fallbackProviderMailContent('en', facts);
    expect(mail.subject).toBe('A client is waiting for you in a video consultation');
    expect(plain(mail.text)).toBe(
      [
        'Hello Dr. Marcus Reid,',
        '',
        'The provider booked for this video consultation (Weight Loss Consultation) has not joined, so it is now yours. Ana Souza is waiting in the call.',
        'Booked for: Monday, March 9, 2026 at 11:00 AM EDT',
        'Session: HS-1042',
        '',
        'Please join now from the provider console: https://carebook.test/hcp/sessions/s1',
      ].join('\n'),
    );
  });

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))('is written in %s', (language) => {
    const english = fallbackProviderMailContent('en', facts);
    const mail = fallbackProviderMailContent(language, facts);
    expect(mail.subject).not.toBe(english.subject);
    expect(mail.text).toContain('Ana Souza');
    expect(mail.text).toContain(facts.sessionUrl);
    expect(mail.text.split('\n')[2]).not.toBe(english.text.split('\n')[2]);
  });
});
