// Issue 13 ('1 bookings'): a number put in front of a counted word must go through the plural rules of the
// reader's language (Lingui `plural`, ICU `{n, plural, ...}`), never '{n} things' by concatenation. This reads
// every English message of the app and the mail and names the ones that count with a bare placeholder.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePo } from '../../../scripts/po.mjs';

const CATALOGS = ['locales/en.po', 'locales/shell/en.po', 'locales/mail/en.po'];
const COUNTED = /\{([A-Za-z_][\w.]*)\}\s+(seconds|minutes|hours|days|weeks|months|years|items|bookings|readings|weights|results|services|orders|characters|questions|options|answers|cards|addresses|notifications|doses|tablets|units)\b/;
/** Placeholders that are constants of the code, always more than one: no plural form can follow them. */
const CONSTANTS = /^[A-Z][A-Z0-9_]+$/;

function countedWithoutPlural(): string[] {
  return CATALOGS.flatMap((file) => {
    const entries = parsePo(readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8'));
    return entries.flatMap((entry) => {
      const text = file.includes('mail') ? (entry.translations[0] ?? entry.id) : entry.id;
      const match = COUNTED.exec(text);
      return match && !CONSTANTS.test(match[1] ?? '') ? [`${file}: ${text}`] : [];
    });
  });
}

describe('counted words follow the plural rules', () => {
  it('no message puts a bare number placeholder before a counted word', () => {
    expect(countedWithoutPlural()).toEqual([]);
  });
});
