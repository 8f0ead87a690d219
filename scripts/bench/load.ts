import autocannon from 'autocannon';

export type LoadRequest = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };

export type LoadFigures = { p50: number; p99: number; requestsPerSecond: number; failures: number };

export type LoadSettings = { durationSeconds: number; connections: number };

/**
 * Fires one request shape at a server for a while and returns latency percentiles (ms) and throughput.
 * autocannon runs in a worker thread so the in-process server keeps the main event loop to itself.
 */
export async function measure(baseUrl: string, request: LoadRequest, settings: LoadSettings): Promise<LoadFigures> {
  const result = await autocannon({
    url: new URL(request.path, baseUrl).toString(),
    workers: 1,
    connections: settings.connections,
    duration: settings.durationSeconds,
    method: request.method,
    headers: { 'content-type': 'application/json', ...request.headers },
    body: request.body,
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

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

/** A GraphQL GET address, as the PWA sends public queries. */
export function graphqlGetPath(query: string, operationName: string, variables: Record<string, unknown>): string {
  const params = new URLSearchParams({ query, operationName, variables: JSON.stringify(variables) });
  return `/graphql?${params.toString()}`;
}

type Sent = { text: string; ms: number };

/** The statements an app sends to its database (PGlite's `query`, or the pg pool's), each a round trip, with its time. */
export type StatementLog = { count: () => number; since: (start: number) => Sent[] };

/** Starts recording what the app sends to `db` (a Drizzle database over PGlite or a pg pool). */
export function recordStatements(db: unknown): StatementLog {
  const client = (db as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const sent: Sent[] = [];
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const text = args[0];
    const entry = { text: typeof text === 'string' ? text : String((text as { text?: string }).text ?? ''), ms: 0 };
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
  const verb = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? '?';
  const table = /(?:from|into|update)\s+"?(\w+)"?/i.exec(text)?.[1] ?? '?';
  return `${verb} ${table}`;
}

/** Round trips of one request alone (no load): how many, each with its mean time, and the whole request's time. */
export type RoundTrips = { perRequest: number; requestMs: number; statements: string[] };

/** Sends the request `samples` times in a row (no load) and reports the statements each cost. */
export async function roundTrips(baseUrl: string, request: LoadRequest, log: StatementLog, samples = 20): Promise<RoundTrips> {
  const before = log.count();
  const started = performance.now();
  for (let i = 0; i < samples; i++) await checkOnce(baseUrl, request);
  const requestMs = (performance.now() - started) / samples;
  const sampled = log.since(before);
  const perRequest = sampled.length / samples;
  return {
    perRequest,
    requestMs,
    statements: sampled.slice(-Math.round(perRequest)).map((s) => {
      const same = sampled.filter((other) => other.text === s.text);
      return `${statementLabel(s.text)} ${(same.reduce((total, other) => total + other.ms, 0) / same.length).toFixed(2)} ms`;
    }),
  };
}

/** The bench's line for round trips: `3.0 (select clients 0.41 ms, ...)`. */
export function roundTripsText(trips: RoundTrips): string {
  return `${trips.perRequest.toFixed(1)}${trips.statements.length ? ` (${trips.statements.join(', ')})` : ''}; one request alone ${trips.requestMs.toFixed(1)} ms`;
}

/**
 * BENCH_CPU_PROFILE=<file.cpuprofile>: a CPU profile of this process (the server, and PGlite in it) during `run`
 * alone, for Chrome DevTools or speedscope. `suffix` names the part when several are profiled in one run.
 */
export async function whileProfiling<T>(run: () => Promise<T>, suffix = ''): Promise<T> {
  const file = process.env.BENCH_CPU_PROFILE;
  if (!file) return run();
  const { Session } = await import('node:inspector/promises');
  const { writeFileSync } = await import('node:fs');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(suffix ? file.replace(/(\.cpuprofile)?$/, `-${suffix}$1`) : file, JSON.stringify(profile));
    session.disconnect();
  }
}
