// The mail to a business's admins when a client reports that their medication did not arrive (the client answered
// "no" to 'I got my medication'). In the admin's language. No medication or health detail in it: the admin opens
// the fulfilment queue to see the order.
import type { Language } from '../../src/domain/language.ts';
import type { MailContent } from './code-mail.ts';
import { mailI18n } from './mail-i18n.ts';

export type MedicationMissingMailFacts = {
  adminName: string;
  clientName: string;
  orderItemDisplayId: string;
  /** Absolute link to the fulfilment queue. */
  fulfilmentUrl: string;
};

export function medicationMissingMailContent(language: Language, facts: MedicationMissingMailFacts): MailContent {
  const i18n = mailI18n(language);
  return {
    subject: i18n._({ id: 'mail.medicationMissing.subject', message: 'A client reported a medication delivery as missing' }),
    text: [
      i18n._({ id: 'mail.medicationMissing.greeting', message: 'Hello {name},', values: { name: facts.adminName } }),
      '',
      i18n._({
        id: 'mail.medicationMissing.lead',
        message: '{client} says the medication shipped for booking {displayId} has not arrived.',
        values: { client: facts.clientName, displayId: facts.orderItemDisplayId },
      }),
      i18n._({ id: 'mail.medicationMissing.action', message: 'Please check with the carrier and contact the client. The order is in the fulfilment queue: {url}', values: { url: facts.fulfilmentUrl } }),
    ].join('\n'),
  };
}
