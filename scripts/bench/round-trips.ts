// Database round trips per request for the bench's rows: every statement the app sends through the database client
// (PGlite's query, or the pg pool's) is one round trip, timed. The one implementation; load.ts re-exports it.
import type { Database } from '../../server/db/client.ts';

export type LoadRequest = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };

/** Sends the request once and fails loudly unless it is a GraphQL success, so the load test measures real work. */
export async function checkOnce(baseUrl: string, request: LoadRequest): Promise<void> {
  const response = await fetch(new URL(request.path, baseUrl), {
    method: request.method,
    headers: { 'content-type': 'application/json', ...request.headers },
    body: request.body,
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  if (!response.ok || body.errors || !body.data) {
    throw new Error(`${request.method} ${request.path} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
}

type Sent = { text: string; params: unknown[]; ms: number };

export type StatementLog = { count: () => number; since: (start: number) => Sent[] };

/** Wraps the database client's `query` so each statement is recorded with its time (call once per database). */
export function recordStatements(db: Database): StatementLog {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const sent: Sent[] = [];
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const text = args[0];
    const params = Array.isArray(args[1]) ? (args[1] as unknown[]) : ((text as { values?: unknown[] } | null)?.values ?? []);
    const entry = { text: typeof text === 'string' ? text : String((text as { text?: string }).text ?? ''), params, ms: 0 };
    sent.push(entry);
    const start = performance.now();
    return query(...args).finally(() => {
      entry.ms = performance.now() - start;
    });
  };
  return { count: () => sent.length, since: (start) => sent.slice(start) };
}

/** What a statement does, for the bench's line: its verb and first table ('select sessions'). */
function statementLabel(text: string): string {
  const verb = /^\s*\(?\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? '?';
  const table = /(?:from|into|update)\s+"?(\w+)"?/i.exec(text)?.[1] ?? '?';
  return `${verb} ${table}`;
}

/** Round trips of one request alone (no load): how many, each with its mean time, and the whole request's time. */
export type RoundTrips = { perRequest: number; requestMs: number; statements: string[] };

/** Sends the request `samples` times in a row (no load) and reports statements per request, each with its mean time. */
export async function roundTripsOf(log: StatementLog, baseUrl: string, request: LoadRequest, samples = 20): Promise<RoundTrips> {
  const before = log.count();
  const started = performance.now();
  for (let i = 0; i < samples; i++) await checkOnce(baseUrl, request);
  const requestMs = (performance.now() - started) / samples;
  const sampled = log.since(before);
  const perRequest = sampled.length / samples;
  const statements = sampled.slice(-Math.round(perRequest)).map((s) => {
    const same = sampled.filter((other) => other.text === s.text);
    return `${statementLabel(s.text)} ${(same.reduce((total, other) => total + other.ms, 0) / same.length).toFixed(2)} ms`;
  });
  return { perRequest, requestMs, statements };
}

/** The bench's line for round trips: `3.0 (select clients 0.41 ms, ...); one request alone 4.2 ms`. */
export function roundTripsText(trips: RoundTrips): string {
  return `${trips.perRequest.toFixed(1)}${trips.statements.length ? ` (${trips.statements.join(', ')})` : ''}; one request alone ${trips.requestMs.toFixed(1)} ms`;
}

/** Sequential latency of one request shape (no load): the median and p90 of `samples` runs after a warm-up, in ms. */
export async function sequentialMs(baseUrl: string, request: LoadRequest, samples = 60): Promise<{ p50: number; p90: number }> {
  for (let i = 0; i < 5; i++) await checkOnce(baseUrl, request);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await checkOnce(baseUrl, request);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(samples / 2)] ?? 0, p90: times[Math.floor(samples * 0.9)] ?? 0 };
}

/** EXPLAIN (ANALYZE) of the last statement sent that matches `pattern`, as PostgreSQL prints it. */
export async function explainLast(log: StatementLog, db: Database, pattern: RegExp): Promise<string[]> {
  const statement = log.since(0).findLast((s) => pattern.test(s.text));
  if (!statement) return ['(no such statement sent)'];
  const client = (db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, string>[] }> } }).$client;
  const result = await client.query(`explain (analyze, costs off, buffers off) ${statement.text}`, statement.params);
  return result.rows.map((row) => String(Object.values(row)[0]));
}
