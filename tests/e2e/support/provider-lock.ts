import { mkdir, rmdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// hcp2@demo.test is shared by the provider console test (signed in in the browser) and the medication set-up
// (signed in through the API): each sign-in ends the provider's other session, and a new demo session ends the
// provider's overlapping ones. The two browser projects and the spec files run in parallel, so whoever uses that
// provider holds this lock (a directory, created atomically) for as long as it does.
const LOCK = join(tmpdir(), 'carebook-e2e-provider-hcp2.lock');

/** Longer than the longest holder (the console test, up to 3 minutes): a lock left by a killed run is stale after that. */
const STALE_MS = 200_000;

/** Waits for the provider and returns the function that releases it. */
export async function acquireProviderLock(): Promise<() => Promise<void>> {
  const deadline = Date.now() + STALE_MS + 10_000;
  for (;;) {
    try {
      await mkdir(LOCK);
      return () => rmdir(LOCK).catch(() => undefined);
    } catch {
      const held = await stat(LOCK).catch(() => null);
      if (held && Date.now() - held.mtimeMs > STALE_MS) await rmdir(LOCK).catch(() => undefined);
      if (Date.now() > deadline) throw new Error('the shared demo provider stayed locked');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Runs `work` while holding the shared demo provider. */
export async function withProviderLock<T>(work: () => Promise<T>): Promise<T> {
  const release = await acquireProviderLock();
  try {
    return await work();
  } finally {
    await release();
  }
}
