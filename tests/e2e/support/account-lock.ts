import { mkdir, rmdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A shared demo account that allows one signed-in session at a time (the demo receptionist, the demo provider
// hcp2): spec files and the two browser projects run in parallel, so whoever uses the account holds its lock (a
// directory, created atomically) for as long as it does. A lock older than `staleMs` (left by a killed run) is
// broken.

export type AccountLock = {
  /** Waits for the account and returns the function that releases it. */
  acquire(): Promise<() => Promise<void>>;
};

export function accountLock(name: string, staleMs: number, options: { dir?: string; pollMs?: number } = {}): AccountLock {
  const path = join(options.dir ?? tmpdir(), `carebook-e2e-${name}.lock`);
  const pollMs = options.pollMs ?? 250;
  return {
    async acquire() {
      const deadline = Date.now() + staleMs + 10_000;
      for (;;) {
        try {
          await mkdir(path);
          return () => rmdir(path).catch(() => undefined);
        } catch {
          const held = await stat(path).catch(() => null);
          if (held && Date.now() - held.mtimeMs > staleMs) await rmdir(path).catch(() => undefined);
          if (Date.now() > deadline) throw new Error(`the shared account ${name} stayed locked`);
          await new Promise((resolve) => setTimeout(resolve, pollMs));
        }
      }
    },
  };
}
