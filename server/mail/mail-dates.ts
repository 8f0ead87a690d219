// When a session is, as a mail states it: on the client's clock and in the mail's language, with Intl only.
import type { Language } from '../../src/domain/language.ts';
import { scheduledForValues } from '../../src/domain/scheduling/zoned-time.ts';

/**
 * Weekday and date in words ('Monday, March 9, 2026', 'lunes, 9 de marzo de 2026'), the time as the locale
 * writes it ('9:00 AM', '9:00') and the zone's short name at that instant ('EDT', 'GMT-4').
 * The language code is the Intl locale, as in the app (pt reads as Brazilian Portuguese).
 */
export function mailDateTime(instant: Date, timeZone: string, language: Language): { date: string; time: string; zone: string } {
  const { time, zone } = scheduledForValues(instant, timeZone, language);
  const date = new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'full' }).format(instant);
  return { date, time, zone };
}
