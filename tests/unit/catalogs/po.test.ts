import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { findCatalogProblems, parsePo, unescapePoString } from '../../../scripts/po.mjs';

const HEADER = `msgid ""
msgstr ""
"POT-Creation-Date: 2026-01-01 00:00+0000\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=utf-8\\n"
"X-Generator: @lingui/cli\\n"
"Language: es\\n"
`;

describe('unescapePoString', () => {
  it.each([
    { body: 'plain', expected: 'plain' },
    { body: 'say \\"hi\\"', expected: 'say "hi"' },
    { body: 'line\\nbreak\\ttab', expected: 'line\nbreak\ttab' },
    { body: 'back\\\\slash', expected: 'back\\slash' },
  ])('$body', ({ body, expected }) => {
    expect(unescapePoString(body)).toBe(expected);
  });
});

describe('parsePo', () => {
  it('reads entries after the header, with comments, flags and context', () => {
    const text = `${HEADER}
#. js-lingui-explicit-id
#: src/features/auth/Login.tsx:12
msgid "auth.login"
msgstr "Iniciar sesión"

#: src/app/Header.tsx:5
#, fuzzy
msgctxt "button"
msgid "Save"
msgstr ""
`;
    expect(parsePo(text)).toEqual([
      { context: null, id: 'auth.login', plural: null, translations: ['Iniciar sesión'], flags: [], line: 11 },
      { context: 'button', id: 'Save', plural: null, translations: [''], flags: ['fuzzy'], line: 17 },
    ]);
  });

  it('joins multi-line values and decodes escapes', () => {
    const text = `${HEADER}
msgid ""
"Your account is currently logged into another device. "
"Please re-login to continue"
msgstr ""
"Tu cuenta está abierta en otro dispositivo. "
"Vuelve a iniciar sesión para continuar"

msgid "Say \\"{name}\\""
msgstr "Di \\"{name}\\""
`;
    expect(parsePo(text).map((entry) => [entry.id, entry.translations])).toEqual([
      [
        'Your account is currently logged into another device. Please re-login to continue',
        ['Tu cuenta está abierta en otro dispositivo. Vuelve a iniciar sesión para continuar'],
      ],
      ['Say "{name}"', ['Di "{name}"']],
    ]);
  });

  it('reads plural forms, CRLF line ends, entries without blank lines between them, and skips obsolete ones', () => {
    const text = [
      'msgid "{count} item"',
      'msgid_plural "{count} items"',
      'msgstr[0] "{count} artículo"',
      'msgstr[1] ""',
      'msgid "Home"',
      'msgstr "Inicio"',
      '',
      '#~ msgid "Old"',
      '#~ msgstr "Viejo"',
      '',
    ].join('\r\n');
    expect(parsePo(text).map((entry) => [entry.id, entry.plural, entry.translations])).toEqual([
      ['{count} item', '{count} items', ['{count} artículo', '']],
      ['Home', null, ['Inicio']],
    ]);
  });

  it.each([
    { text: 'msgid "unterminated\nmsgstr ""', error: /PO line 1: expected a quoted string/ },
    { text: '"orphan"', error: /PO line 1: string continuation outside an entry/ },
    { text: 'msgid "a"\nmsgstr "b"\nnonsense', error: /PO line 3: unexpected text/ },
  ])('refuses malformed text: $text', ({ text, error }) => {
    expect(() => parsePo(text)).toThrow(error);
  });
});

describe('findCatalogProblems', () => {
  const entry = (id: string, translation: string, context: string | null = null) => ({
    context,
    id,
    plural: null,
    translations: [translation],
    flags: [],
    line: 1,
  });

  it.each([
    {
      name: 'complete catalogs',
      catalogs: { en: [entry('Home', 'Home')], es: [entry('Home', 'Inicio')] },
      problems: [],
    },
    {
      name: 'an empty English msgstr is fine (source locale)',
      catalogs: { en: [entry('Home', '')], es: [entry('Home', 'Inicio')] },
      problems: [],
    },
    {
      name: 'an empty translation',
      catalogs: { en: [entry('Home', 'Home')], es: [entry('Home', '')] },
      problems: ['es: empty translation for "Home" (line 1)'],
    },
    {
      name: 'a message missing from a catalog, either way',
      catalogs: { en: [entry('Home', 'Home'), entry('FAQ', 'FAQ')], es: [entry('Home', 'Inicio'), entry('Extra', 'Extra')] },
      problems: ['en: missing message "Extra"', 'es: missing message "FAQ"'],
    },
    {
      name: 'the same id in another context is another message',
      catalogs: { en: [entry('Save', 'Save', 'button')], es: [entry('Save', 'Guardar')] },
      problems: ['en: missing message "Save"', 'es: missing message "Save" (context "button")'],
    },
  ])('$name', ({ catalogs, problems }) => {
    expect(findCatalogProblems(catalogs, ['es'])).toEqual(problems);
  });
});

describe('scripts/check-catalogs.mjs', () => {
  const run = promisify(execFile);
  const script = join(import.meta.dirname, '../../../scripts/check-catalogs.mjs');
  let dir = '';

  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function catalogsWith(translations: Record<string, string>): Promise<string> {
    dir = await mkdtemp(join(tmpdir(), 'catalogs-'));
    for (const [locale, msgstr] of Object.entries(translations)) {
      await writeFile(join(dir, `${locale}.po`), `${HEADER}\nmsgid "Home"\nmsgstr "${msgstr}"\n`);
    }
    return dir;
  }

  it('prints one OK line for complete catalogs', async () => {
    const folder = await catalogsWith({ en: 'Home', es: 'Inicio', fr: 'Accueil', pt: 'Início' });
    const { stdout } = await run(process.execPath, [script, folder]);
    expect(stdout.trim().split('\n')).toEqual(['Catalogs OK: 1 messages in en, es, fr, pt, all translated.']);
  });

  it('exits 1 listing each empty translation and missing catalog', async () => {
    const folder = await catalogsWith({ en: 'Home', es: '', fr: 'Accueil' });
    const failure = await run(process.execPath, [script, folder]).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('es: empty translation for "Home"');
    expect(failure?.stderr).toMatch(/pt: cannot read .*pt\.po/);
  });
});
