// Fails (exit 1) when a Lingui catalog is incomplete: a message missing from any of {en,es,fr,pt}.po, or a
// message with an empty msgstr in es, fr or pt. Checks every catalog of lingui.config.ts: the app's (locales/)
// and the server mail's (locales/mail/). Run after `lingui extract` (npm run lint does).
// Usage: node scripts/check-catalogs.mjs [catalog directory...] (default: both catalogs)
import { readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCatalogProblems, parsePo } from './po.mjs';

const LOCALES = ['en', 'es', 'fr', 'pt'];
const TRANSLATED = ['es', 'fr', 'pt'];
// The `path`s of lingui.config.ts `catalogs` (kept in step by hand: this script runs without a build).
const DEFAULT_DIRS = ['../locales/', '../locales/shell/', '../locales/mail/'].map((path) => fileURLToPath(new URL(path, import.meta.url)));
const dirs = process.argv.length > 2 ? process.argv.slice(2).map((path) => join(resolve(path), sep)) : DEFAULT_DIRS;
// One directory reports as before; several name theirs.
const label = (dir) => (dirs.length === 1 ? '' : `${relative(process.cwd(), dir) || '.'}: `);

async function checkDirectory(dir) {
  const catalogs = {};
  const problems = [];
  for (const locale of LOCALES) {
    const file = `${dir}${locale}.po`;
    try {
      catalogs[locale] = parsePo(await readFile(file, 'utf8'));
    } catch (error) {
      problems.push(`${locale}: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  problems.push(...findCatalogProblems(catalogs, TRANSLATED.filter((locale) => locale in catalogs)));
  return { problems, count: catalogs.en?.length ?? 0 };
}

const results = await Promise.all(dirs.map(async (dir) => ({ dir, ...(await checkDirectory(dir)) })));
const problems = results.flatMap(({ dir, problems: found }) => found.map((problem) => `${label(dir)}${problem}`));

if (problems.length > 0) {
  console.error(`Catalogs incomplete (${problems.length} problem${problems.length === 1 ? '' : 's'}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
for (const { dir, count } of results) {
  console.log(`${label(dir)}Catalogs OK: ${count} messages in ${LOCALES.join(', ')}, all translated.`);
}
