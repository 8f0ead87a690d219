// A text a business writes, in the four languages of the app: English is required (it is the fallback shown when
// a language is missing), the others optional. The editor puts them side by side and marks the missing ones.
import { z } from 'zod';
import { SUPPORTED_LANGUAGES, type Language } from '../language.ts';
import { message } from '../validation/messages.ts';

export type TranslationLanguage = Exclude<Language, 'en'>;
export const TRANSLATION_LANGUAGES = SUPPORTED_LANGUAGES.filter((language): language is TranslationLanguage => language !== 'en');

export type LocalizedText = { en: string } & Partial<Record<TranslationLanguage, string | null>>;

/** Empty or blank translations count as missing: stored as nothing, shown as English. */
function optionalText(max: number) {
  return z
    .string(message('validation.invalid'))
    .max(max, message('validation.tooLong'))
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null));
}

/**
 * A localized text as the admin sends it: English required (unless `optional`, then blank English means "no text"
 * and the translations are dropped with it), each language at most `max` characters.
 */
export function localizedTextSchema(max: number, options: { optional?: boolean } = {}) {
  const english = options.optional
    ? z.string(message('validation.invalid')).max(max, message('validation.tooLong')).transform((v) => v.trim())
    : z.string(message('validation.required')).trim().min(1, message('validation.required')).max(max, message('validation.tooLong'));
  return z
    .object({ en: english, es: optionalText(max), fr: optionalText(max), pt: optionalText(max) })
    .transform((text) => (text.en ? text : { en: '', es: null, fr: null, pt: null }));
}

/** The languages in which the text is missing (English present, a translation blank or absent). */
export function missingLanguages(text: Partial<Record<Language, string | null | undefined>>): TranslationLanguage[] {
  if (!text.en?.trim()) return [];
  return TRANSLATION_LANGUAGES.filter((language) => !text[language]?.trim());
}
