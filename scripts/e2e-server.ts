/**
 * Starts the built app with the real server for the browser tests, on a database nobody else uses:
 * a fresh PGlite folder in a temp directory, or, when TEST_DATABASE_URL is set, a freshly created database on
 * that PostgreSQL server. Both are removed again when the server stops. Playwright runs this as its webServer.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseUrlOn, onPostgresServer } from '../server/db/pg-admin.ts';

const staticDir = process.env.STATIC_DIR ?? 'dist';
if (!existsSync(join(staticDir, 'index.html'))) {
  console.error(`[e2e] ${staticDir}/index.html is missing: run \`npm run build\` first (npm run test:e2e does).`);
  process.exit(1);
}

type Storage = { env: Record<string, string>; cleanUp: () => Promise<void>; label: string };

async function prepareStorage(): Promise<Storage> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `carebook_e2e_${Date.now()}_${process.pid}`;
    await onPostgresServer(serverUrl, `create database ${name}`);
    // Its own DATA_DIR too, for the key file the server generates (README "Keys"), so ./data is left alone.
    const keysDir = mkdtempSync(join(tmpdir(), 'carebook-e2e-keys-'));
    return {
      env: { DATABASE_URL: databaseUrlOn(serverUrl, name), DATA_DIR: keysDir },
      label: `PostgreSQL database ${name}`,
      // FORCE ends the connections of a server that did not close cleanly (PostgreSQL 13+).
      cleanUp: async () => {
        rmSync(keysDir, { recursive: true, force: true });
        await onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'carebook-e2e-'));
  return {
    env: { DATA_DIR: dataDir },
    label: `PGlite in ${dataDir}`,
    cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

const storage = await prepareStorage();
console.info(`[e2e] starting the server on ${storage.label}`);

const { DATABASE_URL: _ignored, ...inherited } = process.env;
// The platform operator of the admin set-up test (issue 16), made as a person would: `npm run admin:create`.
spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', '--email', 'platform@carebook.test', '--password', 'Demo!2345'], {
  stdio: 'inherit',
  env: { ...inherited, ...storage.env },
});
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...inherited, DEMO_MODE: 'true', STATIC_DIR: staticDir, ...storage.env },
});

let cleaned = false;
async function cleanUp(): Promise<void> {
  if (cleaned) return;
  cleaned = true;
  await storage.cleanUp().catch((error: unknown) => console.error('[e2e] clean-up failed', error));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  void cleanUp().then(() => process.exit(code ?? (signal ? 0 : 1)));
});
