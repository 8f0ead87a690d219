// The renewal mails (charged, failed, awaiting approval, declined) in every language: the §9 dose heading, money
// in the language's format, what to do next, and subjects that say nothing about the treatment (lock screens).
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../../src/domain/language.ts';
import type { PrescriptionDirection } from '../../../src/domain/medication/prescription.ts';
import { prescriptionHeadingEnglish } from '../../../src/domain/medication/prescription-wording.ts';
import { renewalDoseHeading, renewalMailContent, type RenewalMailFacts, type RenewalMailKind } from '../../../server/mail/renewal-mail-content.ts';

const NBSP = /[\u00a0\u202f]/g;
const plain = (text: string) => text.replace(NBSP, ' ');

const weekly: PrescriptionDirection = {
  dosageName: null,
  dose: 0.5,
  doseUnit: 'mg',
  route: 'Subcutaneous',
  frequencyEvery: 1,
  frequencyTimeUnit: 'Week',
  durationEvery: 4,
  durationTimeUnit: 'Week',
  sellingPrice: 29_900,
  costToBusiness: null,
};

const facts: RenewalMailFacts = {
  clientFirstName: 'Noah',
  medicationName: 'Semaglutide',
  direction: weekly,
  amount: 29_900,
  currencyCode: 'USD',
  itemDisplayId: 'CB-10001-1',
  cardLastFour: '4242',
  failure: null,
  declineReason: null,
  bookingUrl: 'https://care.example/business/demo/main/bookings/o/i',
};

const KINDS: RenewalMailKind[] = ['charged', 'failed', 'awaitingApproval', 'declined'];

describe('the dose heading of a renewal mail (§9)', () => {
  const directions: PrescriptionDirection[] = [
    weekly,
    { ...weekly, dose: 500, frequencyEvery: 12, frequencyTimeUnit: 'Hours', durationEvery: 10, durationTimeUnit: 'Day' },
    { ...weekly, dose: 1, frequencyEvery: 1, frequencyTimeUnit: 'Day', durationEvery: 30, durationTimeUnit: 'Day' },
    { ...weekly, dose: 2.5, frequencyEvery: 2, frequencyTimeUnit: 'Week', durationEvery: 13, durationTimeUnit: 'Week' },
    { ...weekly, dose: 10, frequencyEvery: 36, frequencyTimeUnit: 'Hours', durationEvery: 3, durationTimeUnit: 'Day' },
  ];

  it.each(directions)('English is the domain’s reference wording ($dose $doseUnit)', (direction) => {
    expect(renewalDoseHeading('en', direction)).toBe(prescriptionHeadingEnglish(direction));
  });

  it('Spanish, French and Portuguese, with their decimal commas', () => {
    expect(renewalDoseHeading('es', weekly)).toBe('0,5 mg cada semana durante 4 semanas (0,5 mg por semana)');
    expect(renewalDoseHeading('fr', weekly)).toBe('0,5 mg toutes les semaines pendant 4 semaines (0,5 mg par semaine)');
    expect(renewalDoseHeading('pt', weekly)).toBe('0,5 mg toda semana por 4 semanas (0,5 mg por semana)');
    expect(renewalDoseHeading('es', directions[1]!)).toBe('500 mg cada 12 horas durante 10 días');
    expect(renewalDoseHeading('fr', directions[2]!)).toBe('1 mg pendant 1 mois');
    expect(renewalDoseHeading('pt', directions[3]!)).toBe('2,5 mg a cada 2 semanas por 3 meses (1,25 mg por semana)');
  });
});

describe('renewal mails', () => {
  it('charged, in English', () => {
    const { subject, text } = renewalMailContent('charged', 'en', facts);
    expect(subject).toBe('Your next month of treatment has been ordered');
    expect(text.split('\n')).toEqual([
      'Hello Noah,',
      '',
      'Your auto-renewal has ordered your next month of medication.',
      '',
      'Semaglutide: 0.5 mg every week for 4 weeks (0.5 mg per week)',
      'Charged: $299.00 to your card ending in 4242',
      'Booking: CB-10001-1',
      '',
      'We will let you know when it ships. You can turn auto-renew off from your booking at any time.',
      'See it in your booking: https://care.example/business/demo/main/bookings/o/i',
    ]);
  });

  it('failed, in Spanish: why, that nothing was charged, and what to do', () => {
    const { subject, text } = renewalMailContent('failed', 'es', { ...facts, failure: 'INSUFFICIENT_FUNDS' });
    expect(subject).toBe('No hemos podido renovar tu tratamiento');
    expect(plain(text)).toContain('el pago no se ha completado. Tu tarjeta no tiene fondos suficientes.');
    expect(plain(text)).toContain('No se ha cobrado nada ni se ha pedido medicación.');
    expect(plain(text)).toContain('Importe: 299,00 US$');
    expect(plain(text)).toContain('vuelve a activar la renovación automática en tu reserva');
  });

  it('awaiting approval, in French; declined, in Portuguese with the provider’s reason', () => {
    expect(plain(renewalMailContent('awaitingApproval', 'fr', facts).text)).toContain('Montant après approbation : 299,00 $US');
    const declined = renewalMailContent('declined', 'pt', { ...facts, declineReason: 'Vamos rever a dose antes.' });
    expect(declined.subject).toBe('Seu profissional não aprovou a renovação do seu tratamento');
    expect(declined.text).toContain('Motivo do seu profissional: Vamos rever a dose antes.');
    expect(declined.text).toContain('você pode agendar outra consulta');
  });

  it.each(SUPPORTED_LANGUAGES)('%s: every kind is translated, leaves no placeholder, and keeps the treatment out of the subject', (language) => {
    for (const kind of KINDS) {
      const { subject, text } = renewalMailContent(kind, language, { ...facts, failure: 'CARD_DECLINED', declineReason: 'Reason' });
      expect(`${subject}\n${text}`).not.toMatch(/[{}]/);
      expect(subject).not.toMatch(/Semaglutide|mg|299/);
      expect(text).toContain('CB-10001-1');
      expect(text).toContain(facts.bookingUrl);
      if (language !== 'en') expect(subject).not.toBe(renewalMailContent(kind, 'en', facts).subject);
    }
  });
});
