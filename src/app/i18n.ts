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

// Once any page beyond the shell has asked for the full catalog, a language switch loads both parts.
let fullCatalogWanted = false;
/** The language being switched to while its catalog loads (null when none is). */
let pendingLanguage: Language | null = null;
const appCatalogs = new Map<Language, Promise<void>>();
// A download that failed (offline before the service worker cached it) is not tried again for a moment, so
// that every untranslated message does not send its own request.
const RETRY_AFTER_MS = 10_000;
const failedAt = new Map<Language, number>();

/** Adds the rest of the app's messages for the language (once); `load` re-renders whatever is translated. */
function loadAppMessages(language: Language): Promise<void> {
  const loaded = appCatalogs.get(language);
  if (loaded) return loaded;
  const failed = failedAt.get(language);
  if (failed !== undefined && Date.now() - failed < RETRY_AFTER_MS) return Promise.reject(new Error(`messages for ${language} are unavailable`));
  const loading = loadAppCatalog(language).then((messages) => i18n.load(language, { ...messages }));
  loading.catch(() => {
    appCatalogs.delete(language);
    failedAt.set(language, Date.now());
  });
  appCatalogs.set(language, loading);
  return loading;
}

/**
 * Resolves once every message of the active language (and of one being switched to) is loaded: awaited before
 * pages and lazy panels beyond the shell. Rejects when the download fails; callers carry on without it.
 */
export function ensureFullCatalog(): Promise<void> {
  fullCatalogWanted = true;
  const current = isLanguage(i18n.locale) ? i18n.locale : null;
  const languages = new Set([current, pendingLanguage].filter((language): language is Language => language !== null));
  return Promise.all([...languages].map(loadAppMessages)).then(() => undefined);
}

/** Loads the language's catalog, activates it, remembers it and sets `<html lang>`. */
export async function activateLanguage(language: Language): Promise<void> {
  if (!isLanguage(language)) return;
  if (i18n.locale !== language) {
    pendingLanguage = language;
    try {
      if (fullCatalogWanted) loadAppMessages(language).catch(() => undefined);
      const shell = await loadShellCatalog(language);
      // Wanted before or while the shell part loaded: the switch waits for the rest as well.
      if (fullCatalogWanted) await loadAppMessages(language).catch(() => undefined);
      // A later choice made meanwhile wins.
      if (pendingLanguage !== language) return;
      i18n.load(language, { ...shell });
      i18n.activate(language);
    } finally {
      if (pendingLanguage === language) pendingLanguage = null;
    }
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
  ensureFullCatalog().catch(() => undefined);
});

export function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

export { i18n };
