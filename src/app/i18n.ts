// Lingui set-up (spec §1): language from ?lng, then local storage, then session storage, then the browser.
// Catalogs are compiled from locales/*.po by @lingui/vite-plugin and loaded on demand, per language in two parts:
// the shell's messages (locales/shell: header, footer, business home, error pages) at start, and the rest of the
// app's when a page or lazy panel needs them (`ensureFullCatalog`), so a first visit to the home does not
// download every message of the app.
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

async function loadShellCatalog(language: Language): Promise<Messages> {
  const { messages } = (await import(`../../locales/shell/${language}.po`)) as { messages: Messages };
  return messages;
}

async function loadAppCatalog(language: Language): Promise<Messages> {
  const { messages } = (await import(`../../locales/${language}.po`)) as { messages: Messages };
  return messages;
}

// Once any page beyond the shell has asked for the full catalog, a language switch loads both parts at once.
let fullCatalogWanted = false;
const appCatalogs = new Map<Language, Promise<void>>();

/** Adds the rest of the app's messages for the language (once); `load` re-renders whatever is translated. */
function loadAppMessages(language: Language): Promise<void> {
  let loading = appCatalogs.get(language);
  if (!loading) {
    loading = loadAppCatalog(language).then((messages) => i18n.load(language, { ...messages }));
    // A failed download (offline before the service worker cached it) is tried again next time.
    loading.catch(() => appCatalogs.delete(language));
    appCatalogs.set(language, loading);
  }
  return loading;
}

/** Resolves once every message of the active language is loaded: awaited before pages and lazy panels beyond the shell. */
export function ensureFullCatalog(): Promise<void> {
  fullCatalogWanted = true;
  return loadAppMessages(activeLanguage());
}

/** Loads the language's catalog, activates it, remembers it and sets `<html lang>`. */
export async function activateLanguage(language: Language): Promise<void> {
  if (!isLanguage(language)) return;
  if (i18n.locale !== language) {
    const [shell] = await Promise.all([loadShellCatalog(language), fullCatalogWanted ? loadAppMessages(language) : undefined]);
    i18n.load(language, { ...shell });
    i18n.activate(language);
  }
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice lasts for this page.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

// A message outside the loaded part is a gap in the shell's list (lingui.config.ts): say so, and load the rest,
// whose arrival re-renders the text.
i18n.on('missing', ({ id }) => {
  console.warn(`[i18n] message ${id} is not in the loaded catalog`);
  void ensureFullCatalog();
});

export function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

export { i18n };
