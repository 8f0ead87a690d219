import autocannon from 'autocannon';
import { roundTripsOf, type LoadRequest, type RoundTrips, type StatementLog } from './round-trips.ts';

// The request, its check and the statement log live in round-trips.ts (one implementation); the bench's files import them from either.
export { checkOnce, recordStatements, roundTripsOf, roundTripsText, type LoadRequest, type RoundTrips, type StatementLog } from './round-trips.ts';

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

/**
 * A latency goal's verdict: 'met' only for a run that answered requests, all of them. A run that answered none
 * (a server stuck or refusing, every request timed out) has a p99 of 0 and used to read "met".
 */
export function p99Verdict(figures: LoadFigures, goalMs: number): string {
  if (!(figures.requestsPerSecond > 0)) return 'NOT MET (no request answered)';
  if (figures.failures > 0) return `NOT MET (${figures.failures} failures)`;
  return figures.p99 < goalMs ? 'met' : 'NOT MET';
}

/** A GraphQL GET address, as the PWA sends public queries. */
export function graphqlGetPath(query: string, operationName: string, variables: Record<string, unknown>): string {
  const params = new URLSearchParams({ query, operationName, variables: JSON.stringify(variables) });
  return `/graphql?${params.toString()}`;
}

/** `roundTripsOf` with the request first (scripts/bench.ts's rows). */
export function roundTrips(baseUrl: string, request: LoadRequest, log: StatementLog, samples = 20): Promise<RoundTrips> {
  return roundTripsOf(log, baseUrl, request, samples);
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
