import { mkdir, rmdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// reception@demo.test holds one signed-in session at a time; the front desk test and the observer test both sign
// in with it, and spec files run in parallel, so whoever uses the demo receptionist holds this lock (a directory,
// created atomically) for as long as it does. The same scheme as provider-lock.ts.
const LOCK = join(tmpdir(), 'carebook-e2e-desk-reception.lock');

/** Longer than the longest holder (the front desk test, up to 5 minutes): a lock left by a killed run is stale after that. */
const STALE_MS = 320_000;

/** Waits for the demo receptionist and returns the function that releases it. */
export async function acquireDeskLock(): Promise<() => Promise<void>> {
  const deadline = Date.now() + STALE_MS + 10_000;
  for (;;) {
    try {
      await mkdir(LOCK);
      return () => rmdir(LOCK).catch(() => undefined);
    } catch {
      const held = await stat(LOCK).catch(() => null);
      if (held && Date.now() - held.mtimeMs > STALE_MS) await rmdir(LOCK).catch(() => undefined);
      if (Date.now() > deadline) throw new Error('the demo receptionist stayed locked');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

let held: (() => Promise<void>) | null = null;

/**
 * Takes the demo receptionist for the running test: the wait is added to the test's timeout, and
 * `releaseDemoReceptionist` (the spec's afterEach) lets it go however the test ends.
 */
export async function holdDemoReceptionist(testInfo: { timeout: number; setTimeout(ms: number): void }): Promise<void> {
  const started = Date.now();
  held = await acquireDeskLock();
  testInfo.setTimeout(testInfo.timeout + (Date.now() - started));
}

export async function releaseDemoReceptionist(): Promise<void> {
  const release = held;
  held = null;
  await release?.();
}
