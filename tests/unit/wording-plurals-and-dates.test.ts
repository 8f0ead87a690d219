// Issue 13: '1 bookings' and '26 noviembre 2026' / '26 novembro 2026' (the 'de' missing). Counts go through each
// language's plural rules from the real catalogs, and long dates through Intl, never concatenated.
import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { parsePo } from '../../scripts/po.mjs';
import { longDateInZone, scheduledForValues } from '../../src/domain/scheduling/zoned-time.ts';

const LANGUAGES = ['en', 'es', 'fr', 'pt'] as const;

/** Formats one catalog message in the language, as the app does (compiled ICU, the language's plural rules). */
function render(language: (typeof LANGUAGES)[number], id: string, values: Record<string, unknown>): string {
  const entries = parsePo(readFileSync(new URL(`../../locales/${language}.po`, import.meta.url), 'utf8'));
  const entry = entries.find((candidate) => candidate.id === id && candidate.context === null);
  if (!entry) throw new Error(`${id} is not in locales/${language}.po`);
  const i18n = setupI18n({ locale: language, messages: { [language]: { [id]: compileMessage(entry.translations[0] || id) } } });
  return i18n._(id, values);
}

describe('dates in words follow the language (spec §9 DD MMMM YYYY)', () => {
  const day = new Date('2026-11-26T15:00:00Z');
  it.each([
    { locale: 'en', expected: 'November 26, 2026' },
    { locale: 'es', expected: '26 de noviembre de 2026' },
    { locale: 'pt', expected: '26 de novembro de 2026' },
    { locale: 'fr', expected: '26 novembre 2026' },
  ])('$locale: $expected', ({ locale, expected }) => {
    expect(longDateInZone(day, 'America/New_York', locale)).toBe(expected);
    expect(scheduledForValues(day, 'America/New_York', locale).date).toBe(expected);
  });

  it('the day is the one on the client clock, not in UTC', () => {
    expect(longDateInZone(new Date('2026-11-27T03:00:00Z'), 'America/Los_Angeles', 'es')).toBe('26 de noviembre de 2026');
  });
});

describe('counts use the plural rules of each language', () => {
  const bookings = '{totalCount, plural, one {# booking} other {# bookings}}';
  it.each([
    { language: 'en', one: '1 booking', two: '2 bookings' },
    { language: 'es', one: '1 reserva', two: '2 reservas' },
    { language: 'fr', one: '1 réservation', two: '2 réservations' },
    { language: 'pt', one: '1 reserva', two: '2 reservas' },
  ] as const)('bookings list in $language', ({ language, one, two }) => {
    expect(render(language, bookings, { totalCount: 1 })).toBe(one);
    expect(render(language, bookings, { totalCount: 2 })).toBe(two);
  });

  it.each(LANGUAGES)('the rejoin countdown counts seconds in %s', (language) => {
    const id = '{left, plural, one {The call ends in # second} other {The call ends in # seconds}}';
    const one = render(language, id, { left: 1 });
    const five = render(language, id, { left: 5 });
    expect(one).toMatch(/\b1\b/);
    expect(five).toMatch(/\b5\b/);
    expect(one).not.toBe(five.replace('5', '1'));
  });

  it.each(LANGUAGES)('the cancellation window counts hours in %s', (language) => {
    const id = '{0, plural, one {# hour} other {# hours}}';
    expect(render(language, id, { 0: 1 })).not.toBe(render(language, id, { 0: 2 }).replace('2', '1'));
  });
});
