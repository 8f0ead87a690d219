/**
 * `npm start`: builds the PWA when the build is missing or older than its sources, then runs the server
 * (which migrates the database, seeds the demo data into an empty one and prints the URL and demo logins).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const staticDir = process.env.STATIC_DIR || 'dist';
const builtIndex = join(staticDir, 'index.html');
// Everything the build reads; generated folders inside src are rewritten by the build itself.
const SOURCE_DIRS = ['src', 'sw', 'public', 'locales'];
const SOURCE_FILES = ['index.html', 'vite.config.ts', 'package.json', 'lingui.config.ts', 'codegen.ts', 'server/schema.graphql'];
const IGNORED = new Set(['node_modules', 'gql', 'routeTree.gen.ts']);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (IGNORED.has(entry) || entry.endsWith('.gen.ts')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildIsStale() {
  if (!existsSync(builtIndex)) return 'no build yet';
  const builtAt = statSync(builtIndex).mtimeMs;
  const sourcesAt = Math.max(...SOURCE_DIRS.map(newestMtime), ...SOURCE_FILES.map(newestMtime));
  return sourcesAt > builtAt ? 'sources changed since the last build' : null;
}

function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    // Ctrl+C reaches the child through the terminal's process group, so this process only waits for it to
    // finish its graceful shutdown; SIGTERM (from a process manager) is forwarded.
    const forward = () => child.kill('SIGTERM');
    const wait = () => undefined;
    process.on('SIGTERM', forward);
    process.on('SIGINT', wait);
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', forward);
      process.off('SIGINT', wait);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const reason = buildIsStale();
if (reason) {
  console.info(`[start] building the app (${reason})...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const code = await run(npm, ['run', 'build']);
  if (code !== 0) {
    console.error('[start] the build failed; see the messages above.');
    process.exit(code);
  }
}

process.exit(await run(process.execPath, ['--import', 'tsx', 'server/main.ts'], { ...process.env, STATIC_DIR: staticDir }));
