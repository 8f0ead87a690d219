import { startBenchApp, type BenchApp } from './bench-app.ts';

/**
 * The real Carebook app in this process, as `server/main.ts` wires it, on a seeded PGlite in a fresh temp folder
 * (or the empty PostgreSQL database named by BENCH_DATABASE_URL), serving the built PWA: the demo as it ships.
 */
export function startCarebook(): Promise<BenchApp> {
  return startBenchApp('demo');
}
