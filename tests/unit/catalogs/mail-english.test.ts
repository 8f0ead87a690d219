// Server mail messages carry explicit ids, and `lingui extract` keeps an existing English msgstr when the English
// in the code changes: the server would then send the old words. This holds locales/mail/en.po to the code.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePo } from '../../../scripts/po.mjs';

const MAIL_DIR = new URL('../../../server/mail/', import.meta.url);
const DESCRIPTOR = /\{\s*id:\s*'([^']+)',\s*message:\s*'((?:[^'\\]|\\.)*)'/g;

function descriptorsInCode(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of readdirSync(MAIL_DIR).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(new URL(file, MAIL_DIR), 'utf8');
    for (const [, id, message] of source.matchAll(DESCRIPTOR)) {
      if (id && message !== undefined) found.set(id, message.replace(/\\'/g, "'"));
    }
  }
  return found;
}

describe('mail catalog, English', () => {
  const inCode = descriptorsInCode();
  const english = new Map(parsePo(readFileSync(new URL('../../../locales/mail/en.po', import.meta.url), 'utf8')).map((entry) => [entry.id, entry.translations[0] ?? '']));

  it('finds the mail messages in the code', () => {
    expect(inCode.size).toBeGreaterThan(20);
  });

  it('has each message word for word as the code writes it', () => {
    const stale = [...inCode].filter(([id, message]) => english.get(id) !== message).map(([id]) => id);
    expect(stale).toEqual([]);
  });
});
