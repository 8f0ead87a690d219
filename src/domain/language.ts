// Spec §1: languages en, es, fr, pt; the lng query parameter wins, then local storage, then session storage,
// then the browser; default en. Values that look like script injection are discarded.

export const SUPPORTED_LANGUAGES = ['en', 'es', 'fr', 'pt'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

// BCP 47 tags are short; 35 characters fits the longest real ones.
const MAX_TAG_LENGTH = 35;
// A language tag: 2-3 letter base, then subtags of letters and digits ('es-MX', 'pt_BR', 'zh-Hant-TW').
// Anything else (markup, quotes, colons, spaces) is treated as injection and dropped.
const TAG = /^([A-Za-z]{2,3})(?:[-_][A-Za-z0-9]{1,8})*$/;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

// The supported base language of a tag ('es-MX' -> 'es'), or null for unsupported or suspicious values.
export function sanitizeLanguage(value: string | null | undefined): Language | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_TAG_LENGTH) return null;
  const match = TAG.exec(trimmed);
  if (!match) return null;
  const base = (match[1] ?? '').toLowerCase();
  return isLanguage(base) ? base : null;
}

export type LanguageSources = {
  query?: string | null;
  localStorage?: string | null;
  sessionStorage?: string | null;
  navigatorLanguages?: readonly string[] | null;
};

// The first source giving a supported, clean language wins; a bad value falls through to the next source.
export function detectLanguage({ query, localStorage, sessionStorage, navigatorLanguages }: LanguageSources): Language {
  const candidates = [query, localStorage, sessionStorage, ...(navigatorLanguages ?? [])];
  for (const candidate of candidates) {
    const language = sanitizeLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

// Spec §9: the FAQ's emergency number is 911, or 192 in Portuguese (Brazil's ambulance number).
export function emergencyNumber(language: Language): '911' | '192' {
  return language === 'pt' ? '192' : '911';
}
