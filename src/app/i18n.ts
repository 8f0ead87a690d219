// Lingui set-up (spec §1): language from ?lng, then local storage, then session storage, then the browser.
// Catalogs are compiled from locales/*.po by @lingui/vite-plugin and loaded on demand, one chunk per language.
import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { detectLanguage, isLanguage, SUPPORTED_LANGUAGES } from '../domain/language.ts';
import type { Language } from '../domain/language.ts';

export { SUPPORTED_LANGUAGES };
export type { Language };

const STORAGE_KEY = 'i18nextLng';

/** Each language named in itself, as the switcher shows it. */
export const NATIVE_LANGUAGE_NAMES = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  pt: 'Português',
} as const satisfies Record<Language, string>;

function readStorage(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The language to start with, from the page address and what this browser remembers. */
export function initialLanguage(): Language {
  const query = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('lng');
  return detectLanguage({
    query,
    localStorage: readStorage(globalThis.localStorage),
    sessionStorage: readStorage(globalThis.sessionStorage),
    navigatorLanguages: typeof navigator === 'undefined' ? null : navigator.languages,
  });
}

async function loadCatalog(language: Language): Promise<Messages> {
  const { messages } = (await import(`../../locales/${language}.po`)) as { messages: Messages };
  return messages;
}

/** Loads the language's catalog, activates it, remembers it and sets `<html lang>`. */
export async function activateLanguage(language: Language): Promise<void> {
  if (!isLanguage(language)) return;
  if (i18n.locale !== language) {
    i18n.loadAndActivate({ locale: language, messages: await loadCatalog(language) });
  }
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice lasts for this page.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

export { i18n };
