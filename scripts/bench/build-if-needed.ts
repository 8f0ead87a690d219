import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'sw', 'locales', 'public', 'index.html', 'vite.config.ts'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

/** Runs `npm run build` when dist is missing or older than any source of the PWA; STATIC_DIR means use that build. */
export function buildIfNeeded(): void {
  if (process.env.STATIC_DIR) return;
  const built = join('dist', 'index.html');
  const stale = !existsSync(built) || SOURCES.some((source) => newestChange(source) > statSync(built).mtimeMs);
  if (!stale) return;
  console.info('[bench] building the PWA (npm run build)');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}
