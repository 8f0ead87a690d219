// Lingui for server mail: the catalogs locales/mail/{en,es,fr,pt}.po (lingui.config.ts, extracted from
// server/mail) are read and compiled once, when this module loads at server start, into one I18n instance per
// language, so concurrent mails in different languages never switch a shared active locale.
// Messages are written as `i18n._({ id, message, values })` with explicit ids: the server runs under tsx
// without the Lingui macro, and the extractor reads these descriptors as they are.
import { readFileSync } from 'node:fs';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parsePo } from '../../scripts/po.mjs';
import { SUPPORTED_LANGUAGES, type Language } from '../../src/domain/language.ts';

const CATALOG_DIR = new URL('../../locales/mail/', import.meta.url);

function loadCatalog(language: Language): Messages {
  const messages: Messages = {};
  for (const entry of parsePo(readFileSync(new URL(`${language}.po`, CATALOG_DIR), 'utf8'))) {
    const translation = entry.translations[0];
    if (entry.context === null && translation) messages[entry.id] = compileMessage(translation);
  }
  return messages;
}

function createMailI18n(language: Language): I18n {
  const instance = setupI18n({ locale: language, messages: { [language]: loadCatalog(language) } });
  // A message missing from a catalog falls back to the English in its descriptor, which needs compiling too
  // (Lingui only does that by itself outside production).
  instance.setMessagesCompiler(compileMessage);
  return instance;
}

const instances = new Map<Language, I18n>(SUPPORTED_LANGUAGES.map((language) => [language, createMailI18n(language)]));

/** The mail translations of a language. */
export function mailI18n(language: Language): I18n {
  const instance = instances.get(language);
  if (!instance) throw new Error(`mail catalog for ${language} not loaded`);
  return instance;
}
