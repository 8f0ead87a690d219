// The language of a request (the x-language header the PWA sends with every GraphQL call) and the choice of
// language for a one-time code mail. Pure: no database, no I/O.
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../../src/domain/language.ts';

export const LANGUAGE_HEADER = 'x-language';

const supportedLanguages: ReadonlySet<string> = new Set(SUPPORTED_LANGUAGES);

/**
 * The header's language, or null when it is missing or not one of en, es, fr, pt (ignored, never an error). Read on
 * every request (the context and the public response cache's key): a Set lookup, not a zod parse (issue 18).
 */
export function parseLanguageHeader(value: string | null | undefined): Language | null {
  if (typeof value !== 'string') return null;
  const language = value.trim().toLowerCase();
  return supportedLanguages.has(language) ? (language as Language) : null;
}

export type CodeMailPurpose = 'SIGNUP' | 'PASSWORD_RESET';

/**
 * A sign-up code follows the request (the person is in the app right now, in that language); a reset code
 * follows the account's stored language, because the request may come from anyone who knows the address.
 * Either falls back to the other, then to English.
 */
export function codeMailLanguage(purpose: CodeMailPurpose, stored: Language | null, requested: Language | null): Language {
  const preferred = purpose === 'SIGNUP' ? [requested, stored] : [stored, requested];
  return preferred.find((language): language is Language => language !== null) ?? DEFAULT_LANGUAGE;
}
