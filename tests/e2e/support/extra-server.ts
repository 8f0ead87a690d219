/**
 * Extra Carebook server processes for browser tests that need their own: the built app (dist/) started as
 * `server/main.ts` on its own port, on a fresh PostgreSQL database (created on TEST_DATABASE_URL's server, or on
 * the local one, and dropped again). Several processes may share one database (the two-servers test), and one may
 * be killed and restarted (the outbox's kill-the-server test). Never the shared server on port 4173.
 *
 *   const database = await createExtraDatabase();
 *   const a = await startExtraServer({ database });   // migrates and seeds the demo data (DEMO_MODE)
 *   const b = await startExtraServer({ database });   // start the second only after the first is up (seeding)
 *   await a.kill(); await a.restart();
 *   await Promise.all([a.stop(), b.stop()]); await database.drop();
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { databaseUrlOn, onPostgresServer } from '../../../server/db/pg-admin.ts';

/** The PostgreSQL server the databases are created on (its `postgres` database is only used to create and drop). */
export const extraAdminUrl = (): string => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** `dataDir`: the processes on this database share it, so they share one key file (README "Keys"). */
export type ExtraDatabase = { name: string; url: string; dataDir: string; drop(): Promise<void> };

/** A new empty database; the first server started on it migrates it and seeds the demo data. */
export async function createExtraDatabase(): Promise<ExtraDatabase> {
  const name = `carebook_x_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(extraAdminUrl(), `create database ${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  let dropped = false;
  return {
    name,
    url: databaseUrlOn(extraAdminUrl(), name),
    dataDir,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      // FORCE ends the connections of a server that was killed (PostgreSQL 13+).
      await onPostgresServer(extraAdminUrl(), `drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type ExtraServer = {
  port: number;
  /** http://127.0.0.1:{port}, for `browser.newContext({ baseURL })` and `request.newContext({ baseURL })`. */
  baseURL: string;
  /** Ends the process as an operator would (SIGTERM, in-flight requests finish). */
  stop(): Promise<void>;
  /** Ends the process at once (SIGKILL): nothing is flushed, connections just drop. */
  kill(): Promise<void>;
  /** Starts the process again on the same port and database (after `stop` or `kill`) and waits until it answers. */
  restart(): Promise<void>;
  /** What the process printed (for a failing test's message); never printed by itself. */
  output(): string;
};

export type ExtraServerOptions = {
  database: ExtraDatabase;
  /** A free port is picked when none is given. */
  port?: number;
  /** More environment, e.g. `{ REDIS_URL }`; REDIS_URL is otherwise removed so events go through PostgreSQL. */
  env?: Record<string, string>;
  /** How long to wait for /healthz (the first start migrates and seeds). */
  startTimeoutMs?: number;
};

/** A port nobody listens on right now (the kernel's pick). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const MAX_OUTPUT_CHARS = 200_000;

/** Starts one server process and resolves once its /healthz answers 200. */
export async function startExtraServer(options: ExtraServerOptions): Promise<ExtraServer> {
  const staticDir = process.env.STATIC_DIR ?? 'dist';
  if (!existsSync(join(staticDir, 'index.html'))) throw new Error(`${staticDir}/index.html is missing: run \`npm run build\` first`);
  const port = options.port ?? (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _db, DATA_DIR: _dir, REDIS_URL: _redis, PORT: _port, PUBLIC_URL: _url, ...inherited } = process.env;
  // The same settings as the shared e2e server (playwright.config.ts webServer), on this port and database.
  const env = {
    ...inherited,
    NODE_ENV: 'production',
    DEMO_MODE: 'true',
    ADDRESS_RATE_LIMIT_FACTOR: '20',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseURL,
    STATIC_DIR: staticDir,
    DATABASE_URL: options.database.url,
    DATA_DIR: options.database.dataDir,
    ...options.env,
  };
  let output = '';
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const launch = async () => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    const append = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-MAX_OUTPUT_CHARS);
    };
    proc.stdout?.on('data', append);
    proc.stderr?.on('data', append);
    exited = new Promise((resolve) => proc.once('exit', () => resolve()));
    await waitUntilHealthy(baseURL, proc, options.startTimeoutMs ?? 120_000, () => output);
  };

  const end = async (signal: NodeJS.Signals) => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    running.kill(signal);
    const force = setTimeout(() => running.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(force);
  };

  await launch();
  return {
    port,
    baseURL,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
    restart: async () => {
      await end('SIGTERM');
      await launch();
    },
    output: () => output,
  };
}

async function waitUntilHealthy(baseURL: string, child: ChildProcess, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the extra server on ${baseURL} exited (${child.exitCode ?? child.signalCode}) before answering:\n${output().slice(-4000)}`);
    }
    const healthy = await fetch(`${baseURL}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the extra server on ${baseURL} did not answer /healthz within ${timeoutMs} ms:\n${output().slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Two (or more) processes of the built app on one new database, started one after another (the first migrates
 * and seeds). `close` stops them all and drops the database.
 */
export async function startExtraServers(count: number, options: Omit<ExtraServerOptions, 'database' | 'port'> = {}): Promise<{
  database: ExtraDatabase;
  servers: ExtraServer[];
  close(): Promise<void>;
}> {
  const database = await createExtraDatabase();
  const servers: ExtraServer[] = [];
  const close = async () => {
    await Promise.allSettled(servers.map((server) => server.stop()));
    await database.drop();
  };
  try {
    for (let i = 0; i < count; i++) servers.push(await startExtraServer({ ...options, database }));
  } catch (error) {
    await close();
    throw error;
  }
  return { database, servers, close };
}
