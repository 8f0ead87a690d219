// A small reader for gettext PO catalogs as Lingui writes them: header entry, comments (#. #: #,), optional
// msgctxt, msgid / msgstr (or msgid_plural / msgstr[n]), values split over several quoted lines.
// Obsolete entries (#~) are ignored. Dependency-free so the catalog check runs before anything is built.

const ESCAPES = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\', a: '\u0007', b: '\b', f: '\f', v: '\v' };

/** Decodes the body of a PO quoted string (without the quotes). */
export function unescapePoString(body) {
  return body.replace(/\\(.)/g, (whole, char) => ESCAPES[char] ?? char);
}

/** Reads `"..."` and returns its decoded body, or throws with the line number. */
function readQuoted(text, lineNumber) {
  const match = /^"((?:[^"\\]|\\.)*)"\s*$/.exec(text);
  if (!match) throw new Error(`PO line ${lineNumber}: expected a quoted string, got: ${text}`);
  return unescapePoString(match[1]);
}

/**
 * Parses PO text into entries `{ context, id, plural, translations, flags, line }`; `translations` holds
 * msgstr (or msgstr[0..n]) and `line` is the msgid's line. The header (empty msgid, no context) is left out.
 */
export function parsePo(text) {
  const entries = [];
  let entry = null;
  let field = null; // which value continuation lines append to: 'context' | 'id' | 'plural' | number

  const finish = () => {
    if (entry && entry.id !== null && !(entry.id === '' && entry.context === null)) {
      entries.push({ context: entry.context, id: entry.id, plural: entry.plural, translations: entry.translations, flags: entry.flags, line: entry.line });
    }
    entry = null;
    field = null;
  };
  const current = (lineNumber) => {
    entry ??= { context: null, id: null, plural: null, translations: [], flags: [], line: lineNumber };
    return entry;
  };

  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    const line = raw.trim();
    if (line === '') {
      finish();
      return;
    }
    if (line.startsWith('#~')) return;
    if (line.startsWith('#')) {
      // A comment after a complete entry starts the next one.
      if (entry && entry.translations.length > 0) finish();
      if (line.startsWith('#,')) current(lineNumber).flags.push(...line.slice(2).split(',').map((flag) => flag.trim()).filter(Boolean));
      return;
    }
    const keyword = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*)$/.exec(line);
    if (keyword) {
      const [, name, pluralIndex, rest] = keyword;
      const value = readQuoted(rest, lineNumber);
      if ((name === 'msgctxt' || name === 'msgid') && entry && entry.translations.length > 0) finish();
      const target = current(lineNumber);
      if (name === 'msgctxt') {
        target.context = value;
        field = 'context';
      } else if (name === 'msgid') {
        target.id = value;
        target.line = lineNumber;
        field = 'id';
      } else if (name === 'msgid_plural') {
        target.plural = value;
        field = 'plural';
      } else {
        const slot = pluralIndex === undefined ? 0 : Number(pluralIndex);
        target.translations[slot] = value;
        field = slot;
      }
      return;
    }
    if (line.startsWith('"')) {
      if (!entry || field === null) throw new Error(`PO line ${lineNumber}: string continuation outside an entry`);
      const value = readQuoted(line, lineNumber);
      if (typeof field === 'number') entry.translations[field] += value;
      else entry[field] += value;
      return;
    }
    throw new Error(`PO line ${lineNumber}: unexpected text: ${line}`);
  });
  finish();
  return entries;
}

/** The identity of a message in a catalog: context and id, joined as gettext does. */
export function messageKey(entry) {
  return entry.context === null ? entry.id : `${entry.context}\u0004${entry.id}`;
}

function describe(entry) {
  const id = JSON.stringify(entry.id);
  return entry.context === null ? id : `${id} (context ${JSON.stringify(entry.context)})`;
}

/**
 * Problems across catalogs: a message missing from any catalog, or without a translation in a locale
 * that must be translated. `catalogs` maps a locale to its parsed entries.
 */
export function findCatalogProblems(catalogs, translatedLocales) {
  const problems = [];
  const allMessages = new Map();
  const keysByLocale = new Map();
  for (const [locale, entries] of Object.entries(catalogs)) {
    const keys = new Set();
    for (const entry of entries) {
      const key = messageKey(entry);
      keys.add(key);
      if (!allMessages.has(key)) allMessages.set(key, entry);
    }
    keysByLocale.set(locale, keys);
  }
  for (const [locale, keys] of keysByLocale) {
    for (const [key, entry] of allMessages) {
      if (!keys.has(key)) problems.push(`${locale}: missing message ${describe(entry)}`);
    }
  }
  for (const locale of translatedLocales) {
    for (const entry of catalogs[locale] ?? []) {
      const empty = entry.translations.length === 0 || entry.translations.some((value) => value === undefined || value === '');
      if (empty) problems.push(`${locale}: empty translation for ${describe(entry)} (line ${entry.line})`);
    }
  }
  return problems;
}
