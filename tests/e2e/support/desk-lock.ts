import { accountLock } from './account-lock.ts';

// reception@demo.test holds one signed-in session at a time; the front desk test and the observer test both sign
// in with it, so whoever uses the demo receptionist holds this lock (support/account-lock.ts).
// Stale after longer than the longest holder (the front desk test, up to 5 minutes).
const deskLock = accountLock('desk-reception', 320_000);

/** Waits for the demo receptionist and returns the function that releases it. */
export const acquireDeskLock = (): Promise<() => Promise<void>> => deskLock.acquire();

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
