// The bookings list's one statement, parsed once per shape (issue 18, the orders list's last page with 5,000 items).
// Its text is long (the page, the total, each row's names, consults and decisions as json): the bench's EXPLAIN put
// the engine's parse, analysis and planning well above its execution (1.4 ms of execution against tens of ms of
// planning on the loaded machine; sending the same text as a prepared statement halved the statement's time).
// Drizzle runs raw SQL as an unnamed statement, parsed and planned on every request; here each distinct text (a
// shape: scope, tab, sort, cursor or not; every value is a parameter) becomes a named prepared statement of its own:
// on PostgreSQL node-postgres's named statements (each pooled connection prepares it once), on PGlite (one session)
// PREPARE once and EXECUTE with the values as quoted literals, which the engine coerces to the parameters' types as
// it does for bound values. The engine still plans each run (PostgreSQL keeps choosing custom plans for this one),
// but no longer parses and analyses the text. The same answer as db.execute (tests/server/bookings-list*.test.ts).
import { createHash } from 'node:crypto';
import { is, type SQL } from 'drizzle-orm';
import { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database } from '../../db/client.ts';

/** Shapes kept per database; past it, a new shape runs as before (unnamed). */
const MAX_SHAPES = 200;

const dialect = new PgDialect();

type Client = { query: (text: string | { name: string; text: string; values: unknown[] }, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/** Per PGlite database: the PREPAREs issued (or under way) by name. */
const preparedOnPglite = new WeakMap<Database, Map<string, Promise<unknown>>>();
/** Per PostgreSQL database: the shapes named so far. */
const namedOnPostgres = new WeakMap<Database, Set<string>>();

/** A value as a quoted literal of unknown type, or undefined when it cannot be one (then the statement runs unnamed). */
function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else if (typeof value === 'bigint' || typeof value === 'boolean') text = String(value);
  else return undefined;
  // A text value cannot hold NUL; node-postgres's own quoting (an escape string when there is a backslash, quotes
  // doubled) rather than one written here.
  if (text.includes('\0')) return undefined;
  return pg.escapeLiteral(text);
}

/** Runs `query` as a named prepared statement of its shape; answers as db.execute does ({ rows }). */
export async function executeKept<Row>(db: Database, query: SQL): Promise<{ rows: Row[] }> {
  const unnamed = async () => (await db.execute(query)) as unknown as { rows: Row[] };
  const client = (db as unknown as { $client?: Client }).$client;
  if (!client) return unnamed();
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `bk_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
  if (is(db, NodePgDatabase)) {
    let named = namedOnPostgres.get(db);
    if (!named) {
      named = new Set();
      namedOnPostgres.set(db, named);
    }
    if (!named.has(name)) {
      if (named.size >= MAX_SHAPES) return unnamed();
      named.add(name);
    }
    return (await client.query({ name, text, values: params })) as { rows: Row[] };
  }
  if (!is(db, PgliteDatabase)) return unnamed();
  const literals = params.map(literalOf);
  if (literals.some((literal) => literal === undefined)) return unnamed();
  let prepared = preparedOnPglite.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedOnPglite.set(db, prepared);
  }
  let ready = prepared.get(name);
  if (!ready) {
    if (prepared.size >= MAX_SHAPES) return unnamed();
    ready = client.query(`prepare ${name} as ${text}`);
    prepared.set(name, ready);
    // A failed PREPARE is forgotten: the next request tries again.
    ready.catch(() => prepared.delete(name));
  }
  await ready;
  const sent = params.length ? `execute ${name}(${literals.join(', ')})` : `execute ${name}`;
  return (await client.query(sent)) as { rows: Row[] };
}
