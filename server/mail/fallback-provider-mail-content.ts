// The mail to a provider who has just been given a consultation whose booked provider did not come: the client
// is already waiting in the call. In the provider's language, the time on the provider's clock.
import type { Language } from '../../src/domain/language.ts';
import type { MailContent } from './code-mail.ts';
import { mailDateTime } from './mail-dates.ts';
import { mailI18n } from './mail-i18n.ts';

export type FallbackProviderMailFacts = {
  providerName: string;
  clientName: string;
  productName: string;
  sessionDisplayId: string;
  startsAt: Date;
  timeZone: string;
  /** Absolute link to the session in the provider console. */
  sessionUrl: string;
};

export function fallbackProviderMailContent(language: Language, facts: FallbackProviderMailFacts): MailContent {
  const i18n = mailI18n(language);
  const when = mailDateTime(facts.startsAt, facts.timeZone, language);
  const client = facts.clientName;
  const product = facts.productName;
  return {
    // The subject shows on lock screens: no name and no service in it.
    subject: i18n._({ id: 'mail.fallbackProvider.subject', message: 'A client is waiting for you in a video consultation' }),
    text: [
      i18n._({ id: 'mail.fallbackProvider.greeting', message: 'Hello {name},', values: { name: facts.providerName } }),
      '',
      i18n._({
        id: 'mail.fallbackProvider.lead',
        message: 'The provider booked for this video consultation ({product}) has not joined, so it is now yours. {client} is waiting in the call.',
        values: { client, product },
      }),
      i18n._({ id: 'mail.fallbackProvider.when', message: 'Booked for: {date} at {time} {zone}', values: when }),
      i18n._({ id: 'mail.fallbackProvider.session', message: 'Session: {displayId}', values: { displayId: facts.sessionDisplayId } }),
      '',
      i18n._({ id: 'mail.fallbackProvider.join', message: 'Please join now from the provider console: {url}', values: { url: facts.sessionUrl } }),
    ].join('\n'),
  };
}
